public import Pane
import Glibc

/// The kiosk gallery: a `NavigationStack` whose root is a grid of thumbnails under the bar
/// "Photos · N" with a filter field typed on the on-screen keyboard; a tap on a photo pushes a
/// full-screen pager with zoom (the bar's back button "Photos", the edge swipe or a single tap on
/// the photo go back), and a slideshow starts after an idle timeout. A tap on the bar (not on
/// its back button or filter) plays iOS's status-bar tap: the grid scrolls to the top.
///
/// Flags of its own, after the shared ones: `--photos DIR` (default `photos`, else the installed
/// photos: `PhotoFolder`), `--slideshow-after S`
/// (default 30), `--slide-interval S` (default 4).
@MainActor
public final class Gallery {
    public let app: Application
    public let library: PhotoLibrary
    public let images = ImageService()
    public let grid: GridScreen
    public let pager: PagerScreen
    /// The screens: the grid at the root, the pager pushed over it. Its bar is translucent; the
    /// grid scrolls under it.
    public let navigation: NavigationStack
    /// The grid's bar item: "Photos · N" (N the photos the filter lets through), the filter on
    /// the right, and "Photos" on the pager's back button.
    public let gridItem: NavigationItem
    /// The title bar's filter: typing narrows the grid to the photos whose names contain the text.
    public let filter: TextField
    public let keyboard = KeyboardView(frame: .zero)
    /// On the navigation bar: a tap there scrolls the grid to the top (spec §9.7), as a tap on
    /// iOS's status bar does; the back button and the filter keep their own touches.
    public let statusBarTap = TapGestureRecognizer()
    public private(set) var slideshow: Slideshow!

    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(app: Application, library: PhotoLibrary, idleTimeout: Double = 30, slideInterval: Double = 4) {
        self.app = app
        self.library = library
        let window = app.window
        window.backgroundColor = Color(rgb: 0x1C1C1E)
        var look = Theme.dark
        look.textColor = .white
        look.disabledTextColor = Color(rgb: 0x8E8E93)     // the placeholder
        look.secondaryTextColor = Color(rgb: 0x8E8E93)    // the clear button
        look.font = Label.defaultFont
        // The bar's height: UIKit's 44 pt row under the window's top safe area (a board's status bar).
        let barHeight = NavigationBar.height + window.safeAreaInsets.top
        grid = GridScreen(frame: window.bounds, library: library, images: images, topInset: barHeight)
        pager = PagerScreen(frame: window.bounds, library: library, images: images)
        let filterWidth = FilterField.width(for: TraitCollection(windowSize: window.bounds.size, layoutDirection: .leftToRight))
        filter = FilterField(frame: Rect(x: 0, y: 0, width: filterWidth, height: 30), theme: look)
        filter.backgroundColor = Color(rgb: 0x3A3A3C)
        filter.textInset = 8
        filter.placeholder = "filter…"
        filter.clearButtonMode = .whileEditing
        filter.inputView = keyboard
        gridItem = NavigationItem(title: "Photos · \(library.photos.count)")
        gridItem.backButtonTitle = "Photos"
        gridItem.rightView = filter
        navigation = NavigationStack(root: grid.view, navigationItem: gridItem, theme: look)
        navigation.frame = window.bounds
        navigation.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // turns with the window
        let bar = navigation.navigationBar
        bar.isTranslucent = true
        bar.backgroundColor = Color(red: 28, green: 28, blue: 30, alpha: 235)
        window.addSubview(navigation)
        // Lay the bar out now: a touch in the first frame comes before that frame's layout,
        // and it must find the filter where it shows.
        navigation.layoutIfNeeded()
        images.onError = { line in AppLauncher.log(line) }

        slideshow = Slideshow(app: app, idleTimeout: idleTimeout, interval: slideInterval,
                              start: { [unowned self] in
                                  if !self.isPagerOpen { self.open(self.pager.currentPage) }
                              },
                              advance: { [unowned self] in self.pager.advance() })
        grid.onOpen = { [unowned self] index in self.open(index) }
        // Going back ends the show and restarts the idle clock: at once for a tap on the photo
        // or the back button, when the grid shows for the edge swipe.
        pager.onClose = { [unowned self] in self.close() }
        bar.backButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.slideshow.stop(at: self.app.time) }
        navigation.didShow = { [unowned self] view in
            if view === self.grid.view, self.slideshow.isRunning { self.slideshow.stop(at: self.app.time) }
        }
        // A drag from the left edge goes back rather than paging (UIKit's recipe with the pop gesture).
        let pop = navigation.interactivePopGestureRecognizer
        pager.view.panGestureRecognizer.require(toFail: pop)
        for page in pager.pages { page.panGestureRecognizer.require(toFail: pop) }
        pager.onDragBegan = { [unowned self] in self.slideshow.pause() }
        pager.onSettled = { [unowned self] in self.slideshow.resume(afterDrag: !self.pager.view.isDecelerating) }
        app.onTouches = { [unowned self] frame in self.slideshow.userTouched(at: frame.timestamp) }
        statusBarTap.addAction { [unowned self] _ in self.app.window.scrollToTop() }
        statusBarTap.delegate = self
        bar.addGestureRecognizer(statusBarTap)
        filter.addAction(for: .editingChanged) { [unowned self] _ in
            self.library.filter = self.filter.text
            self.grid.view.reloadData()
            self.gridItem.title = "Photos · \(self.library.photos.count)"
        }
        // The idle clock starts at the first frame: before it, `app.time` is zero, which on a
        // panel's or a window's monotonic clock lies long past (the show would start at once).
        app.schedule(at: .zero) { [unowned self] in self.slideshow.userTouched(at: self.app.time) }
    }

    /// Whether the pager is the stack's top screen (also while it slides in); `false` from the
    /// moment a pop begins.
    public var isPagerOpen: Bool { navigation.views.last === pager.screen }

    /// Pushes the pager at photo `index`.
    public func open(_ index: Int) {
        guard !library.photos.isEmpty, !isPagerOpen else { return }
        pager.isRightToLeft = navigation.isRightToLeft
        pager.show(index)
        navigation.push(pager.screen, navigationItem: pager.navigationItem)
    }

    /// Where the gallery is, in one line for `make dev`'s restart: `photo N` with the pager
    /// open, else `grid Y` (the grid's vertical offset in points).
    public var restorationLine: String {
        isPagerOpen ? "photo \(pager.currentPage)" : "grid \(Int(grid.view.contentOffset.y))"
    }

    /// Goes back to where `restorationLine` said; anything else is ignored.
    public func restore(from line: String) {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let n = Int(parts[1]), n >= 0 else { return }
        if parts[0] == "photo", n < library.photos.count {
            open(n)
        } else if parts[0] == "grid" {
            grid.view.contentOffset = grid.view.offsetLimits.clamp(Point(x: 0, y: Double(n)))
        }
    }

    /// Pops back to the grid and ends the slideshow.
    public func close() {
        slideshow.stop(at: app.time)
        guard isPagerOpen else { return }
        navigation.pop()
    }

    /// `--slideshow-after`: a second to a week of idleness.
    public static let slideshowAfterRange: ClosedRange<Double> = 1...604_800
    /// `--slide-interval`: a quarter second to a day per slide.
    public static let slideIntervalRange: ClosedRange<Double> = 0.25...86_400

    /// The gallery's own flags, declared to `AppLauncher` (listed on `--help`; anything else is refused).
    public static let flags: [AppFlag] = [
        AppFlag("--photos", value: "DIR", help: "the photos to show (default ./photos, else the installed ones)"),
        AppFlag("--slideshow-after", value: "S", help: "start the slideshow after S seconds without a touch (default 30)"),
        AppFlag("--slide-interval", value: "S", help: "seconds per slide (default 4)"),
    ]

    /// Builds the gallery in `app` from the command line, for `AppLauncher`. A bad value of
    /// its own flags throws a `CommandLineError` (exit status 2).
    public static func setUp(_ app: Application, board: BoardProfile, arguments: [String]) throws -> AppLauncher.Options {
        var folder: FilePath?, idle = 30.0, interval = 4.0
        var i = 0
        while i < arguments.count {
            let flag = arguments[i]
            let value = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch flag {
            case "--photos":
                guard let value, !value.isEmpty else { throw CommandLineError("--photos needs a folder") }
                folder = argumentBytes(value)
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
        if folder == nil {
            switch PhotoFolder.find() {
            case .success(let found): folder = FilePath(found)
            case .failure(let error): throw error
            }
        }
        let library: PhotoLibrary
        do { library = try PhotoLibrary(directory: folder!) } catch {
            throw SetupError(description: "cannot read the photos folder: \(error)")
        }
        let gallery = Gallery(app: app, library: library, idleTimeout: idle, slideInterval: interval)
        var options = AppLauncher.Options(defaultScript: DemoScript.make(size: app.window.bounds.size), defaultFramesDirectory: "out")
        options.defaultEvery = 6
        if app.display.refreshInterval != nil {
            // On a panel (a display with a refresh of its own), decode on a worker thread so that
            // no frame waits for a decoder.
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
        // Under `make dev` a rebuilt gallery comes back to the grid's place or the open photo.
        options.stateRestoration = StateRestoration(save: { gallery.restorationLine }, restore: { gallery.restore(from: $0) })
        options.isBusy = { gallery.images.hasPending }
        options.pendingWork = { gallery.images.pendingCount }
        retained.append(gallery)
        return options
    }

    /// The bytes of the command-line argument that reads as `value`. Swift decodes `argv` as
    /// UTF-8 and puts U+FFFD for bytes that are not, so a folder named in Latin-1 would not
    /// open by its `String`; the argument as given, byte for byte, does. Arguments that did
    /// not come from the command line (tests) are taken as they are.
    static func argumentBytes(_ value: String) -> FilePath {
        guard value.unicodeScalars.contains("\u{FFFD}") else { return FilePath(value) }
        for i in 0..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i], String(cString: raw) == value else { continue }
            return FilePath(bytes: UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
        }
        return FilePath(value)
    }

    /// Galleries made by `setUp` live as long as the process.
    static var retained: [Gallery] = []
}

extension Gallery: GestureRecognizerDelegate {
    /// The status-bar tap leaves touches on the bar's back button and filter field alone.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        let bar = navigation.navigationBar
        for control in [bar.backButton as View, filter] where control.superview === bar && !control.isHidden {
            if control.bounds.contains(touch.location(in: control)) { return false }
        }
        return true
    }
}
