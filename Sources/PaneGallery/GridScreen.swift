public import Pane

/// The grid of thumbnails: a `CollectionView` named `grid` (for traces) whose cells ask the image
/// service for thumbnails at their own pixel size. A tap on a photo calls `onOpen`.
public final class GridScreen: TiledContentDataSource {
    public let view: CollectionView
    let library: PhotoLibrary
    let images: ImageService
    public var onOpen: ((Int) -> Void)?
    /// Prefetch requests in flight, by item.
    var prefetches: [Int: ImageService.Ticket] = [:]
    let tap = TapGestureRecognizer()

    public init(frame: Rect, library: PhotoLibrary, images: ImageService, topInset: Double) {
        self.library = library
        self.images = images
        view = GridView(frame: frame)
        view.identifier = "grid"
        view.backgroundColor = Color(rgb: 0x1C1C1E)
        // Light bars: black ones vanish on the dark grid (spec §10).
        view.indicatorStyle = .white
        view.contentInset = EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        view.contentOffset = Point(x: 0, y: -topInset)
        tap.addAction { [unowned self] t in self.tapped(at: t.location(in: self.view)) }
        view.addGestureRecognizer(tap)
        view.dataSource = self
    }

    func tapped(at point: Point) {
        for (index, cell) in view.tiledContent.visibleViews where cell.frame.contains(point) {
            onOpen?(index)
            return
        }
    }

    public func numberOfItems(in content: TiledContent) -> Int { library.photos.count }

    public func view(forItem index: Int, in content: TiledContent) -> TileView {
        let cell = content.dequeueView(kind: ThumbnailCell.kind) { ThumbnailCell() } as! ThumbnailCell
        let photo = library.photos[index]
        cell.photoPath = photo.path
        cell.accessibilityLabel = photo.name
        cell.onActivate = { [weak self] in self?.onOpen?(index) }
        cell.ticket = images.request(photo.path, size: thumbnailSize, priority: 1) { [weak cell] result in
            guard let cell, cell.photoPath == photo.path else { return }
            cell.ticket = nil
            switch result {
            case .success(let image): cell.show(image)
            case .failure: cell.showBroken()
            }
        }
        return cell
    }

    /// A cell that scrolled away no longer wants its thumbnail, if it has not come yet.
    public func didEndDisplaying(_ view: TileView, forItem index: Int, in content: TiledContent) {
        guard let cell = view as? ThumbnailCell, let ticket = cell.ticket else { return }
        images.cancel(ticket)
        cell.ticket = nil
    }

    /// Thumbnails of the cells about to scroll in are decoded ahead, after the visible ones.
    public func prefetchItems(_ indexes: [Int], in content: TiledContent) {
        for index in indexes where index < library.photos.count && prefetches[index] == nil {
            prefetches[index] = images.request(library.photos[index].path, size: thumbnailSize, priority: 0) { [weak self] _ in
                self?.prefetches[index] = nil
            }
        }
    }

    public func cancelPrefetching(_ indexes: [Int], in content: TiledContent) {
        for index in indexes {
            if let ticket = prefetches.removeValue(forKey: index) { images.cancel(ticket) }
        }
    }

    /// Thumbnails are decoded at the cell's size in pixels.
    var thumbnailSize: PixelSize {
        let side = Int(view.tiledContent.layout.itemSize.width)
        return PixelSize(width: side, height: side)
    }
}
