public import Pane

/// A plain `ScrollView` as large as the screen holding `count` opaque `ImageView`s in a grid,
/// every one a real subview (no reuse), scrolled down `speed` pixels a frame and wrapped at
/// the end.
///
/// The compass scene of issue 12 is `PlainScrollScene(count: 800)`: 1280x800, 4 columns of
/// 300x300 images 16 px apart (4 x 300 + 5 x 16 = 1280), 200 rows, 8 px a frame.
public final class PlainScrollScene: Scene {
    public let stage: SceneStage
    public let scrollView: ScrollView
    public let count: Int
    let speed: Double
    let travel: Double

    public init(count: Int, width: Int = 1280, height: Int = 800, tile: Int = 300, gap: Int = 16, columns: Int = 4,
                speed: Double = 8) {
        self.count = count
        self.speed = speed
        stage = SceneStage(width: width, height: height)
        scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        scrollView.backgroundColor = Color(rgb: 0x202020)
        stage.window.addSubview(scrollView)
        let photo = makePhoto(width: tile, height: tile)
        let pitch = Double(tile + gap)
        let rows = (count + columns - 1) / columns
        for i in 0..<count {
            let v = ImageView(frame: Rect(x: Double(gap) + Double(i % columns) * pitch, y: Double(gap) + Double(i / columns) * pitch,
                                          width: Double(tile), height: Double(tile)))
            v.image = photo
            v.isOpaque = true
            scrollView.addSubview(v)
        }
        scrollView.contentSize = Size(width: Double(width), height: Double(rows) * pitch + Double(gap))
        travel = max(0, scrollView.contentSize.height - Double(height))
        _ = stage.renderAndPresent()
    }

    public func nextFrame() -> Int {
        var y = scrollView.contentOffset.y + speed
        if y > travel { y = 0 }
        scrollView.contentOffset = Point(x: 0, y: y)
        return stage.renderAndPresent()
    }
}
