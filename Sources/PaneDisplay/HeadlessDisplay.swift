import Glibc
public import PaneGeometry
public import PanePixels

/// A display in memory: each present copies the damaged rectangles of the frame into its own
/// surface, exactly as the KMS backend copies them into a dumb buffer, and `writePNG` saves what
/// is showing. Used by `make run` without a panel, by `--display headless`, and by every test.
public final class HeadlessDisplay: Display {
    public private(set) var size: PixelSize
    /// What the "screen" shows now.
    public private(set) var screen: Surface
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// Pixels copied by the last present: the damage the compositor reported.
    public private(set) var lastPresentedArea = 0
    /// Called after each present, with the present's number as the sequence (1 for the first)
    /// and `presentationClock`'s time: a frame in memory is "on screen" as soon as it is copied.
    public var onPresented: ((PresentationFeedback) -> Void)?
    /// The time a present reports, in nanoseconds: `CLOCK_MONOTONIC` unless a headless run
    /// gives its virtual clock (`HeadlessRunner` gives the frame's time).
    public var presentationClock: () -> Int64 = {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// A display of `size` whose screen starts black, with nothing presented yet.
    public init(size: PixelSize) {
        self.size = size
        screen = Surface(width: size.width, height: size.height, fill: .black)
    }

    public var eventDescriptor: Int32? { nil }
    public var isReadyToPresent: Bool { true }
    public func handleEvents() {}
    public func takeNeedsFullRepaint() -> Bool { false }

    public func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError) {
        precondition(frame.width == size.width && frame.height == size.height, "HeadlessDisplay: frame size")
        let source = frame.pixels, target = screen.pixels
        var area = 0
        damage.forEachRect { rect in
            let r = rect.intersection(size.bounds)
            target.copy(from: source.cropped(to: r), to: (r.x, r.y))
            area += r.area
        }
        lastPresentedArea = area
        presentCount += 1
        onPresented?(PresentationFeedback(sequence: UInt32(truncatingIfNeeded: presentCount), presentedTime: presentationClock()))
    }

    /// Turns the memory screen with the app: width and height swap for a quarter turn, and the
    /// new screen is black until the next present, which the new size makes a full one.
    public func rotate(by rotation: Rotation) throws(DisplayError) {
        guard rotation.swapsAxes else { return }
        resize(to: PixelSize(width: size.height, height: size.width))
    }

    /// Writes the screen as an RGB PNG (alpha dropped, as a panel shows it).
    public func writePNG(to path: String) throws(DisplayError) {
        do {
            try PNG.write(screen, to: path, opaque: true)
        } catch {
            throw DisplayError(.io, "cannot write \(path): \(error)")
        }
    }
}

extension HeadlessDisplay: ResizableDisplay {
    /// Gives the memory screen a new size, black until the next present (a whole frame: the
    /// app's compositor is remade at the new size). A headless test's stand-in for a resized
    /// desktop window.
    public func resize(to size: PixelSize) {
        guard size != self.size else { return }
        self.size = size
        screen = Surface(width: size.width, height: size.height, fill: .black)
    }
}
