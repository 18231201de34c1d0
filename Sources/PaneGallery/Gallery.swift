public import Pane

/// The kiosk gallery: a grid of thumbnails under a title bar (which is also the status-bar strip:
/// a tap scrolls the grid to the top) with a filter field typed on the on-screen keyboard, a tap
/// opening a full-screen pager with zoom, and a slideshow after an idle timeout.
///
/// Flags of its own, after the shared ones: `--photos DIR` (default `photos`), `--slideshow-after S`
/// (default 30), `--slide-interval S` (default 4).
public final class Gallery {
    public let app: Application
    public let library: PhotoLibrary
    public let images = ImageService()
    public let grid: GridScreen
    public let pager: PagerScreen
    public let titleBar: StatusBar
    public let title: Label
    /// The title bar's filter: typing narrows the grid to the photos whose names contain the text.
    public let filter: TextField
    public let keyboard = KeyboardView(frame: .zero)
    public private(set) var slideshow: Slideshow!

    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(app: Application, library: PhotoLibrary, statusBarHeight: Double, idleTimeout: Double = 30,
                slideInterval: Double = 4) {
        self.app = app
        self.library = library
        let window = app.window
        window.backgroundColor = Color(rgb: 0x1C1C1E)
        let barHeight = max(44, statusBarHeight)
        grid = GridScreen(frame: window.bounds, library: library, images: images, topInset: barHeight)
        pager = PagerScreen(frame: window.bounds, library: library, images: images)
        titleBar = StatusBar(frame: Rect(x: 0, y: 0, width: window.bounds.width, height: barHeight))
        titleBar.backgroundColor = Color(red: 28, green: 28, blue: 30, alpha: 235)
        title = Label(text: "Photos · \(library.photos.count)", frame: titleBar.bounds)
        title.textAlignment = .center
        titleBar.addSubview(title)
        var look = Theme.dark
        look.textColor = .white
        look.disabledTextColor = Color(rgb: 0x8E8E93)     // the placeholder
        look.secondaryTextColor = Color(rgb: 0x8E8E93)    // the clear button
        look.font = Label.defaultFont
        filter = TextField(frame: Rect(x: window.bounds.width - 188, y: (barHeight - 30) / 2, width: 180, height: 30),
                           theme: look)
        filter.backgroundColor = Color(rgb: 0x3A3A3C)
        filter.textInset = 8
        filter.placeholder = "filter…"
        filter.clearButtonMode = .whileEditing
        filter.inputView = keyboard
        titleBar.addSubview(filter)
        window.addSubview(grid.view)
        window.addSubview(titleBar)
        pager.view.isHidden = true
        window.addSubview(pager.view)
        window.addSubview(pager.pageControl)
        pager.pageControl.isHidden = true
        images.onError = { line in AppLauncher.log(line) }

        slideshow = Slideshow(app: app, idleTimeout: idleTimeout, interval: slideInterval,
                              start: { [unowned self] in
                                  if self.pager.view.isHidden { self.open(self.pager.currentPage) }
                              },
                              advance: { [unowned self] in self.pager.advance() })
        grid.onOpen = { [unowned self] index in self.open(index) }
        pager.onClose = { [unowned self] in
            self.close()
            self.slideshow.stop(at: self.app.time)
        }
        pager.onDragBegan = { [unowned self] in self.slideshow.pause() }
        pager.onSettled = { [unowned self] in self.slideshow.resume(afterDrag: !self.pager.view.isDecelerating) }
        app.onTouches = { [unowned self] frame in self.slideshow.userTouched(at: frame.timestamp) }
        titleBar.tap.delegate = self   // a tap on the filter edits it; it does not scroll to the top
        filter.addAction(for: .editingChanged) { [unowned self] _ in
            self.library.filter = self.filter.text
            self.grid.view.reloadData()
            self.title.text = "Photos · \(self.library.photos.count)"
        }
        slideshow.userTouched(at: app.time)
    }

    /// Opens the pager at photo `index`.
    public func open(_ index: Int) {
        guard !library.photos.isEmpty else { return }
        pager.view.isHidden = false
        pager.pageControl.isHidden = false
        pager.show(index)
    }

    /// Back to the grid.
    public func close() {
        pager.view.isHidden = true
        pager.pageControl.isHidden = true
    }

    /// `--slideshow-after`: a second to a week of idleness.
    public static let slideshowAfterRange: ClosedRange<Double> = 1...604_800
    /// `--slide-interval`: a quarter second to a day per slide.
    public static let slideIntervalRange: ClosedRange<Double> = 0.25...86_400

    /// The gallery's own flags, declared to `AppLauncher` (listed on `--help`; anything else is refused).
    public static let flags: [AppFlag] = [
        AppFlag("--photos", value: "DIR", help: "the photos to show (default photos)"),
        AppFlag("--slideshow-after", value: "S", help: "start the slideshow after S seconds without a touch (default 30)"),
        AppFlag("--slide-interval", value: "S", help: "seconds per slide (default 4)"),
    ]

    /// Builds the gallery in `app` from the command line, for `AppLauncher`. A bad value of
    /// its own flags throws a `CommandLineError` (exit status 2).
    public static func setUp(_ app: Application, board: BoardProfile, arguments: [String]) throws -> AppLauncher.Options {
        var folder = "photos", idle = 30.0, interval = 4.0
        var i = 0
        while i < arguments.count {
            let flag = arguments[i]
            let value = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch flag {
            case "--photos":
                guard let value, !value.isEmpty else { throw CommandLineError("--photos needs a folder") }
                folder = value
                i += 1
            case "--slideshow-after":
                idle = try CommandLineFlags.number(value, for: flag, in: slideshowAfterRange)
                i += 1
            case "--slide-interval":
                interval = try CommandLineFlags.number(value, for: flag, in: slideIntervalRange)
                i += 1
            default: break
            }
            i += 1
        }
        let library: PhotoLibrary
        do { library = try PhotoLibrary(directory: folder) } catch {
            throw SetupError(description: "cannot read the photos folder: \(error)")
        }
        let gallery = Gallery(app: app, library: library, statusBarHeight: board.statusBarHeight,
                              idleTimeout: idle, slideInterval: interval)
        var options = AppLauncher.Options(defaultScript: DemoScript.make(size: app.window.bounds.size), defaultFramesDirectory: "out")
        options.defaultEvery = 6
        if app.display is KMSDisplay {
            // On a panel, decode on a worker thread so that no frame waits for a decoder.
            do {
                try gallery.images.startWorkers(threadCount: 1)
            } catch {
                AppLauncher.log("gallery: \(error); decoding between frames instead")
            }
        }
        if let fd = gallery.images.completionDescriptor {
            options.wakeSources.append((fd, { gallery.images.deliverCompleted() }))
        } else {
            // Headless: decode between frames, so a run replays frame for frame.
            options.beforeFrame = { gallery.images.drain() }
        }
        options.isBusy = { gallery.images.hasPending }
        options.pendingWork = { gallery.images.pendingCount }
        retained.append(gallery)
        return options
    }

    /// Galleries made by `setUp` live as long as the process.
    nonisolated(unsafe) static var retained: [Gallery] = []
}

extension Gallery: GestureRecognizerDelegate {
    /// The title bar's tap ignores touches on the filter field, which edits instead.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !filter.bounds.contains(touch.location(in: filter))
    }
}
