public import PaneGeometry

/// Keeps only the visible items of a large collection alive as subviews of a host view (a
/// scroll view), adding and removing them as the host's bounds move, with views reused by kind.
///
/// Give it a `TileLayout` and a data source, and call `update(visibleRect:)` whenever the visible
/// rectangle changes (a `ScrollView` does so on every scroll; `CollectionView` wires it for
/// you). Items intersecting the visible rectangle grown by `overscan` are shown; items stay until
/// they leave the rectangle grown by twice the overscan, so a finger jittering at an edge does not
/// churn views. Views that leave go to a pool keyed by `TileView.reuseKind`, and
/// `dequeueView(kind:make:)` takes them back. While the content moves, the items one viewport
/// ahead in the direction of motion are announced through `prefetchItems` so their images can
/// decode before they show.
///
/// Cost: O(visible items) per update, whatever the item count; no allocation once the pools and
/// tables have grown to one screen's worth.
@MainActor
public final class TiledContent {
    /// The view the tiles are added to; usually the scroll view that owns this object.
    public private(set) weak var host: View?
    /// Where the items go; a change reloads every visible item.
    public var layout: TileLayout { didSet { if layout != oldValue { reloadData() } } }
    /// Where the item count and the item views come from; held weakly, and setting it reloads.
    public weak var dataSource: (any TiledContentDataSource)? { didSet { reloadData() } }
    /// Margin around the visible rectangle within which items are already shown (spec §11.3's M).
    public var overscan: Double = 0

    /// The views showing now, by item index.
    public private(set) var visibleViews: [Int: TileView] = [:]
    /// Views made by `make` closures so far: with reuse this stays near one screen's worth.
    public private(set) var createdViewCount = 0
    /// Views taken back from the pool so far.
    public private(set) var reusedViewCount = 0
    /// Items announced through `prefetchItems` and not yet shown or cancelled.
    public private(set) var prefetchedItems: Set<Int> = []

    /// Views waiting for reuse, one list per kind (a handful of kinds, searched in order: a
    /// dictionary's in-place update allocates in debug builds).
    private var pool: [(kind: String, views: [TileView])] = []
    private var lastVisibleRect: Rect?
    private var count = 0
    /// Whether the frames shown are mirrored (the host was right to left at the last update).
    public private(set) var isFlipped = false
    private var scratch: [Int] = []

    /// Tiled content that adds its item views to `host` as subviews, laid out by `layout`; nothing shows
    /// until a data source is set.
    public init(host: View, layout: TileLayout) {
        self.host = host
        self.layout = layout
        visibleViews.reserveCapacity(64)
        scratch.reserveCapacity(64)
    }

    /// Whether the host lays out right to left now and the layout mirrors then
    /// (`TileLayout.flipsHorizontallyInOppositeLayoutDirection`).
    public var shouldFlip: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection && host?.isRightToLeft == true
    }

    /// Where item `index` goes in content coordinates: the layout's frame, mirrored across the
    /// host's width when `isFlipped` (UIKit's flipped layout: the first item at the top right).
    public func frame(ofItem index: Int) -> Rect {
        frame(ofItem: index, width: host?.bounds.width ?? 0)
    }

    private func frame(ofItem index: Int, width: Double) -> Rect {
        let f = layout.frame(ofItem: index, width: width)
        guard isFlipped else { return f }
        return Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height)
    }

    /// `rect` (content coordinates) as the unflipped layout sees it.
    private func layoutRect(_ rect: Rect, width: Double) -> Rect {
        guard isFlipped else { return rect }
        return Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The content size the host should scroll through.
    public var contentSize: Size { layout.contentSize(count: count, width: host?.bounds.width ?? 0) }

    /// Views waiting in the pool, all kinds together.
    public var pooledViewCount: Int { pool.reduce(0) { $0 + $1.views.count } }

    private func poolIndex(of kind: String) -> Int? {
        for i in 0..<pool.count where pool[i].kind == kind { return i }
        return nil
    }

    /// A view of `kind` from the pool, prepared for reuse, or a new one from `make`.
    public func dequeueView(kind: String, make: () -> TileView) -> TileView {
        if let view = dequeueReusableView(kind: kind) { return view }
        createdViewCount += 1
        return make()
    }

    /// A pooled view of `kind`, prepared for reuse, or `nil` when the pool is empty.
    public func dequeueReusableView(kind: String) -> TileView? {
        guard let i = poolIndex(of: kind), let view = pool[i].views.popLast() else { return nil }
        reusedViewCount += 1
        view.prepareForReuse()
        return view
    }

    /// Forgets every item (its views go to the pool) and asks the data source again.
    public func reloadData() {
        for (index, view) in visibleViews { retire(view, index: index) }
        visibleViews.removeAll(keepingCapacity: true)
        if !prefetchedItems.isEmpty {
            dataSource?.cancelPrefetching(prefetchedItems.sorted(), in: self)
            prefetchedItems.removeAll(keepingCapacity: true)
        }
        count = dataSource?.numberOfItems(in: self) ?? 0
        if let rect = lastVisibleRect {
            lastVisibleRect = nil
            update(visibleRect: rect)
        }
    }

    /// Shows the items `visibleRect` (content coordinates) needs and retires the others.
    public func update(visibleRect: Rect) {
        guard let host else { return }
        let width = host.bounds.width
        let keep = visibleRect.insetBy(dx: -2 * overscan, dy: -2 * overscan)
        let show = visibleRect.insetBy(dx: -overscan, dy: -overscan)
        let flipped = shouldFlip
        if flipped != isFlipped {
            // The direction changed: the views showing move to their mirrored frames.
            isFlipped = flipped
            var position = visibleViews.startIndex
            while position != visibleViews.endIndex {
                let (index, view) = visibleViews[position]
                view.frame = frame(ofItem: index, width: width)
                visibleViews.formIndex(after: &position)
            }
        }

        // Index loops throughout: the iterators of arrays, sets and dictionaries allocate in
        // debug builds, and a steady frame allocates nothing in any build.
        scratch.removeAll(keepingCapacity: true)
        var position = visibleViews.startIndex
        while position != visibleViews.endIndex {
            let index = visibleViews[position].key
            if index >= count || !frame(ofItem: index, width: width).intersects(keep) { scratch.append(index) }
            visibleViews.formIndex(after: &position)
        }
        for i in 0..<scratch.count {
            let index = scratch[i]
            if let view = visibleViews.removeValue(forKey: index) { retire(view, index: index) }
        }

        if let dataSource {
            layout.forEachItem(in: layoutRect(show, width: width), count: count, width: width) { index in
                guard visibleViews[index] == nil else { return }
                let view = dataSource.view(forItem: index, in: self)
                view.itemIndex = index
                view.frame = frame(ofItem: index, width: width)
                prefetchedItems.remove(index)
                dataSource.willDisplay(view, forItem: index, in: self)
                if view.superview !== host { host.addSubview(view) }
                view.isHidden = false
                visibleViews[index] = view
            }
        }
        updatePrefetch(visibleRect: visibleRect, width: width)
        lastVisibleRect = visibleRect
    }

    private func retire(_ view: TileView, index: Int) {
        dataSource?.didEndDisplaying(view, forItem: index, in: self)
        view.itemIndex = nil
        // Hidden rather than removed: it stays a subview, so reuse moves no views in the tree.
        view.isHidden = true
        if let i = poolIndex(of: view.reuseKind) {
            pool[i].views.append(view)
        } else {
            pool.append((view.reuseKind, [view]))
        }
    }

    /// Announces the items one viewport ahead of the motion, nearest first, and cancels those
    /// that fell out of that window.
    private func updatePrefetch(visibleRect: Rect, width: Double) {
        guard let dataSource, let last = lastVisibleRect else { return }
        let dx = visibleRect.minX - last.minX, dy = visibleRect.minY - last.minY
        var window = Rect.zero
        if dx != 0 || dy != 0 {
            let stepX = dx == 0 ? 0 : (dx > 0 ? visibleRect.width : -visibleRect.width)
            let stepY = dy == 0 ? 0 : (dy > 0 ? visibleRect.height : -visibleRect.height)
            window = visibleRect.offsetBy(dx: stepX, dy: stepY)
        }
        scratch.removeAll(keepingCapacity: true)
        var position = prefetchedItems.startIndex
        while position != prefetchedItems.endIndex {
            let index = prefetchedItems[position]
            if window.isEmpty || !frame(ofItem: index, width: width).intersects(window) { scratch.append(index) }
            prefetchedItems.formIndex(after: &position)
        }
        if !scratch.isEmpty {
            for i in 0..<scratch.count { prefetchedItems.remove(scratch[i]) }
            sortScratch { $0 < $1 }
            dataSource.cancelPrefetching(scratch, in: self)
        }
        guard !window.isEmpty else { return }
        scratch.removeAll(keepingCapacity: true)
        layout.forEachItem(in: layoutRect(window, width: width), count: count, width: width) { index in
            if visibleViews[index] == nil && !prefetchedItems.contains(index) { scratch.append(index) }
        }
        guard !scratch.isEmpty else { return }
        let center = visibleRect.center
        sortScratch { frame(ofItem: $0, width: width).center.distance(to: center)
            < frame(ofItem: $1, width: width).center.distance(to: center) }
        for i in 0..<scratch.count { prefetchedItems.insert(scratch[i]) }
        dataSource.prefetchItems(scratch, in: self)
    }

    /// Insertion sort of `scratch` (a row or a screen of items), stable, allocating nothing
    /// (the standard library's sort may take a buffer).
    private func sortScratch(by areInOrder: (Int, Int) -> Bool) {
        guard scratch.count > 1 else { return }
        for i in 1..<scratch.count {
            let v = scratch[i]
            var j = i - 1
            while j >= 0 && areInOrder(v, scratch[j]) {
                scratch[j + 1] = scratch[j]
                j -= 1
            }
            scratch[j + 1] = v
        }
    }
}
