public import Pane

/// One photo in the pager: a zooming scroll view (1x to 4x) holding the photo fitted to the
/// screen. A double tap zooms in to 2.5x around the finger, or back out (spec §6.8). The photo
/// is decoded at the screen's size first and at two or four times that once zoomed (reduced
/// levels: a 12-megapixel photo costs a screen's worth of memory until someone zooms).
public final class PhotoPage: ScrollView, ScrollViewDelegate {
    public let imageView = ImageView()
    public let doubleTap = TapGestureRecognizer()
    public private(set) var index = -1
    var path: FilePath?
    weak var images: ImageService?
    /// The largest level asked for, and the largest shown, for the photo now on the page.
    public private(set) var requestedLevel = 0
    public private(set) var shownLevel = 0
    /// Requests still in flight, cancelled when the page shows another photo.
    var tickets: [ImageService.Ticket] = []

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
        show(index: index, path: FilePath(path), images: images)
    }

    func show(index: Int, path: FilePath, images: ImageService) {
        guard index != self.index else { return }
        for ticket in tickets { images.cancel(ticket) }
        tickets.removeAll()
        self.index = index
        self.path = path
        self.images = images
        identifier = "photo-\(index)"   // traces show each photo's zoom and pan
        requestedLevel = 0
        shownLevel = 0
        imageView.image = nil
        backgroundColor = .black
        // Unzooming tells the delegate (scrollViewDidZoom), which loads level 1 already: a photo
        // in the cache comes at once, so the old one must be gone before, not cleared after.
        setZoomScale(1, animated: false)
        load(level: 1)
    }

    /// The page took a new size (the window turned): unzoomed, the photo fills it again and is
    /// decoded afresh for its pixels; the picture it had shows, scaled, until then.
    func didChangeSize() {
        setZoomScale(1, animated: false)
        imageView.frame = Rect(origin: .zero, size: bounds.size)
        contentSize = bounds.size
        contentOffset = .zero
        // A broken photo, or one already shown at its own size, has nothing more to ask for.
        guard requestedLevel != .max else { return }
        requestedLevel = 0
        shownLevel = 0
        load(level: 1)
    }

    /// Asks for the picture at `level` (see `level(forZoom:)`); it replaces what is shown when
    /// it comes, unless a larger level came first.
    func load(level: Int) {
        guard let images, let path, level > requestedLevel else { return }
        requestedLevel = level
        let size = PixelSize(width: Int((bounds.width * screenScale).rounded()) * level,
                             height: Int((bounds.height * screenScale).rounded()) * level)
        var ticket: ImageService.Ticket?
        ticket = images.request(path, size: size, scaling: .fit, priority: level == 1 ? 1 : 0) { [weak self] result in
            guard let self, self.path == path else { return }
            self.tickets.removeAll { $0 == ticket }
            switch result {
            case .success(let image):
                // The image view fits any level into the same frame, so a sharper one shows
                // without a jump.
                // Smaller than the box on both sides: this is the photo's own size, the most
                // detail there is, so zooming asks for nothing more.
                if image.width < size.width && image.height < size.height { self.requestedLevel = .max }
                guard level > self.shownLevel else { return }
                self.shownLevel = level
                self.imageView.image = image
            case .failure:
                if self.shownLevel == 0 { self.backgroundColor = Self.brokenColor }
                // One log line per broken photo: zooming does not ask again.
                self.requestedLevel = .max
            }
        }
        if let ticket, requestedLevel == level, shownLevel < level { tickets.append(ticket) }
    }

    /// The level of detail a zoom scale wants: 1 (the photo fitted to the screen's pixels) up to
    /// zoom 1, 2 up to zoom 2, then 4 (the maximum zoom). A level never exceeds the photo's own
    /// size, so a small photo is decoded once.
    public static func level(forZoom zoom: Double) -> Int {
        zoom <= 1.01 ? 1 : (zoom <= 2 ? 2 : 4)
    }

    static let brokenColor = Color(rgb: 0x3A3A3C)

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
        load(level: Self.level(forZoom: zoomScale))
    }
}
