public import Pane

/// One photo in the pager: a zooming scroll view (1x to 4x) holding the photo fitted to the
/// screen. A double tap zooms in to 2.5x around the finger, or back out (spec §6.8).
public final class PhotoPage: ScrollView, ScrollViewDelegate {
    public let imageView = ImageView()
    public let doubleTap = TapGestureRecognizer()
    public private(set) var index = -1
    var path: String?

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .black
        imageView.contentMode = .aspectFit
        imageView.frame = bounds
        addSubview(imageView)
        contentSize = bounds.size
        minimumZoomScale = 1
        maximumZoomScale = 4
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [unowned self] t in self.toggleZoom(at: t.location(in: self.imageView)) }
        addGestureRecognizer(doubleTap)
        // Unzoomed, the page does not pan: drags belong to the pager. Zoomed, it pans to its
        // edge and then the drag carries on in the pager.
        panGestureRecognizer.isEnabled = false
        handsOffAtEdges = true
    }

    func show(index: Int, path: String, images: ImageService) {
        guard index != self.index else { return }
        self.index = index
        self.path = path
        setZoomScale(1, animated: false)
        imageView.image = nil
        backgroundColor = .black
        images.request(path, size: PixelSize(width: 0, height: 0)) { [weak self] result in
            guard let self, self.path == path else { return }
            if case .success(let image) = result { self.imageView.image = image } else { self.backgroundColor = Color(rgb: 0x3A3A3C) }
        }
    }

    func toggleZoom(at point: Point) {
        if zoomScale > 1.01 {
            setZoomScale(1, animated: true)
        } else {
            zoom(to: Zoom.zoomRect(scale: 2.5, center: point, boundsSize: bounds.size), animated: true)
        }
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? { imageView }

    public func scrollViewDidZoom(_ scrollView: ScrollView) {
        panGestureRecognizer.isEnabled = zoomScale > 1.01
    }
}
