public import Pane

/// A window that a benchmark moves on by one frame at a time: each `nextFrame()` changes what
/// the scene changes in a frame (an offset), composites, and presents into memory, as a panel
/// frame does without the panel. Scenes are the app's views, so they live on the main actor.
@MainActor
public protocol Scene: AnyObject {
    /// Steps the scene, renders and presents; returns the pixels presented.
    func nextFrame() -> Int
}

/// The frame path shared by the scenes: a window, its compositor, and a display in memory.
@MainActor
public final class SceneStage {
    public let window: Window
    public let compositor: Compositor
    public let display: HeadlessDisplay

    public init(width: Int, height: Int) {
        window = Window(size: Size(width: Double(width), height: Double(height)))
        compositor = Compositor(width: width, height: height)
        display = HeadlessDisplay(size: PixelSize(width: width, height: height))
    }

    /// Composites the window and copies the damage to the display's memory.
    public func renderAndPresent() -> Int {
        guard compositor.render(window) else { return 0 }
        try? display.present(compositor.frame, damage: compositor.damage)
        return display.lastPresentedArea
    }
}

/// A deterministic opaque picture of `width` x `height`: a gradient, so a scaled draw has work.
public func makePhoto(width: Int, height: Int) -> Image {
    let s = Surface(width: width, height: height)
    let p = s.pixels
    for y in 0..<height {
        let row = p.row(y)
        for x in 0..<width {
            row[x] = 0xFF00_0000 | UInt32((x * 255) / width) << 16 | UInt32((y * 255) / height) << 8 | UInt32((x ^ y) & 0xFF)
        }
    }
    return Image(s)
}
