public import Pane

/// A photo viewer: a `ScrollView` zooming a 1600x1000 photo at 1.5x (bilinear through pixman
/// every frame), panned down and right by `speed` pixels a frame, back and forth.
public final class ZoomScene: Scene, ScrollViewDelegate {
    public let stage: SceneStage
    public let scrollView: ScrollView
    public let imageView: ImageView
    let speed: Double
    var direction = 1.0

    public init(width: Int = 1280, height: Int = 800, scale: Double = 1.5, speed: Double = 8) {
        self.speed = speed
        stage = SceneStage(width: width, height: height)
        scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        imageView = ImageView(image: makePhoto(width: 1600, height: 1000))
        imageView.isOpaque = true
        scrollView.addSubview(imageView)
        stage.window.addSubview(scrollView)
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        scrollView.setZoomScale(scale, animated: false)
        scrollView.contentOffset = .zero
        _ = stage.renderAndPresent()
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? { imageView }

    public func nextFrame() -> Int {
        let limit = Point(x: scrollView.contentSize.width - scrollView.bounds.width,
                          y: scrollView.contentSize.height - scrollView.bounds.height)
        var o = scrollView.contentOffset
        if (direction > 0 && (o.x + speed > limit.x || o.y + speed > limit.y)) || (direction < 0 && (o.x < speed || o.y < speed)) {
            direction = -direction
        }
        o.x += speed * direction
        o.y += speed * direction
        scrollView.contentOffset = o
        return stage.renderAndPresent()
    }
}
