public import Pane

/// Full-screen photos, one page each: `screen`, the view the gallery pushes, holds a paging
/// scroll view named `pager` (for traces) with three reusable `PhotoPage`s (the current page
/// and its neighbours) and a page control. Photos zoom with a pinch or a double tap; a single
/// tap calls `onClose`. `navigationItem` titles the bar with the photo's name and position.
public final class PagerScreen: ScrollViewDelegate {
    /// The pushed screen: the pager and, over its bottom, the page control.
    public let screen: View
    public let view: ScrollView
    public let pageControl: PageControl
    /// "landscape-2 · 2/12": the current photo's name (less its extension) and position, kept up to date while paging.
    public let navigationItem = NavigationItem(title: "")
    let pages: [PhotoPage]
    let library: PhotoLibrary
    let images: ImageService
    let closeTap = TapGestureRecognizer()
    public var onClose: (() -> Void)?
    /// Called when dragging starts and when the pager comes to rest (for the slideshow).
    public var onDragBegan: (() -> Void)?
    public var onSettled: (() -> Void)?

    public init(frame: Rect, library: PhotoLibrary, images: ImageService) {
        self.library = library
        self.images = images
        view = ScrollView(frame: Rect(origin: .zero, size: frame.size))
        view.identifier = "pager"
        view.isPagingEnabled = true
        view.backgroundColor = .black
        view.showsHorizontalScrollIndicator = false
        view.scrollsToTop = false
        pages = (0..<3).map { _ in PhotoPage(frame: Rect(origin: .zero, size: frame.size)) }
        pageControl = PageControl(frame: Rect(x: 0, y: frame.height - 36, width: frame.width, height: 28))
        let container = PagerContainer(frame: frame)
        screen = container
        screen.backgroundColor = .black
        // When the window turns the pager and its dots take the new size, and the photo shown
        // stays shown, unzoomed, on pages of the new size.
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        screen.addSubview(view)
        screen.addSubview(pageControl)
        for page in pages {
            view.addSubview(page)
            closeTap.require(toFail: page.doubleTap)
        }
        closeTap.addAction { [unowned self] _ in self.onClose?() }
        view.addGestureRecognizer(closeTap)
        pageControl.onPageChange = { [unowned self] page in
            self.view.setContentOffset(Point(x: self.pageX(page), y: 0), animated: true)
        }
        view.delegate = self
        container.didResize = { [unowned self] old in
            // The column the old width showed: the photo's index, counted from the right when
            // the pages run right to left.
            let column = old.width > 0 ? Int((self.view.contentOffset.x / old.width).rounded()) : 0
            let page = self.isRightToLeft ? self.library.photos.count - 1 - column : column
            self.show(max(0, min(self.library.photos.count - 1, page)))
        }
    }

    /// Whether the photos run from the right, the first one rightmost, as a right-to-left app's
    /// pages do: a plain scroll view does not flip its content (UIKit's does not either), so the
    /// pager places its pages itself. `Gallery` sets it from its window's direction each time it
    /// opens a photo.
    public var isRightToLeft = false

    /// The content x of photo `index`'s page: `index` pages from the left, or from the right
    /// when `isRightToLeft`.
    func pageX(_ index: Int) -> Double {
        let column = isRightToLeft ? library.photos.count - 1 - index : index
        return Double(column) * view.bounds.width
    }

    /// The page showing now (counted from the right when `isRightToLeft`).
    public var currentPage: Int {
        let w = view.bounds.width
        guard w > 0 else { return 0 }
        let column = max(0, min(library.photos.count - 1, Int((view.contentOffset.x / w).rounded())))
        return isRightToLeft ? library.photos.count - 1 - column : column
    }

    /// Shows photo `index` at once.
    public func show(_ index: Int) {
        let w = view.bounds.width
        view.contentSize = Size(width: w * Double(library.photos.count), height: view.bounds.height)
        pageControl.numberOfPages = min(library.photos.count, 20)
        view.contentOffset = Point(x: pageX(index), y: 0)
        placePages()
    }

    /// Moves to the next photo, animated, wrapping to the first after the last (the slideshow).
    public func advance() {
        let next = currentPage + 1 < library.photos.count ? currentPage + 1 : 0
        view.setContentOffset(Point(x: pageX(next), y: 0), animated: true)
    }

    /// Puts the three pages at the current page and its neighbours.
    func placePages() {
        let current = currentPage, w = view.bounds.width
        for (slot, index) in (current - 1...current + 1).enumerated() {
            let page = pages[(index % 3 + 3) % 3]
            _ = slot
            guard index >= 0, index < library.photos.count else { page.isHidden = true; continue }
            page.isHidden = false
            let resized = page.bounds.size != Size(width: w, height: view.bounds.height)
            page.frame = Rect(x: pageX(index), y: 0, width: w, height: view.bounds.height)
            if resized && page.index >= 0 { page.didChangeSize() }
            page.show(index: index, path: library.photos[index].path, images: images)
        }
        pageControl.currentPage = current % max(1, pageControl.numberOfPages)
        if current != titledIndex || library.photos.count != titledCount {
            titledIndex = current
            titledCount = library.photos.count
            navigationItem.title = current < library.photos.count
                ? "\(PagerScreen.title(of: library.photos[current])) · \(current + 1)/\(library.photos.count)" : ""
        }
    }

    /// A photo's name without its extension: "landscape-2.png" reads "landscape-2".
    static func title(of photo: PhotoLibrary.Photo) -> String {
        guard let dot = photo.name.lastIndex(of: "."), dot != photo.name.startIndex else { return photo.name }
        return String(photo.name[..<dot])
    }

    /// The page and photo count the title was last made for (it changes only with them).
    private var titledIndex = -1, titledCount = -1

    public func scrollViewDidScroll(_ scrollView: ScrollView) { placePages() }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { onDragBegan?() }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        unzoomPagesOffScreen()
        onSettled?()
    }

    /// A photo left zoomed (paged away from at its edge) is whole again when it comes back.
    func unzoomPagesOffScreen() {
        for page in pages where page.index != currentPage && page.zoomScale != 1 { page.setZoomScale(1, animated: false) }
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { onSettled?() }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { onSettled?() }
    }
}
