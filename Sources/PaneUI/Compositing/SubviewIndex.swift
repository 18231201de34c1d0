internal import PaneGeometry

/// A view's many subviews sorted by where they paint along one axis, so that a frame finds the
/// few that meet the clip without looking at the others: what makes a scroll view holding ten
/// thousand subviews cost what the hundred on screen cost.
///
/// Built from the subviews' `CompositeNode.extent` (in the owner's bounds coordinates) along
/// the axis they spread over most, and queried with the visible rectangle. A subview that
/// changed after the build goes on the `loose` list, visited every frame, until there are
/// enough of them to rebuild. The compositor also visits every subview that painted last frame
/// (`painted`), so a subview leaving the clip is erased. Sorting and queries allocate nothing
/// once the arrays have grown.
@MainActor
final class SubviewIndex {
    /// Below this many subviews a linear look at each one is as cheap.
    static let minimumCount = 32

    struct Entry {
        var low: Double
        var extent: Rect
        var subview: Int
    }

    /// Entries sorted by `low`, the extent's minimum along the axis.
    private(set) var entries: [Entry] = []
    /// Whether the axis is y (vertical spread); x otherwise.
    private(set) var alongY = true
    /// The longest extent along the axis, which bounds how far back a query looks.
    private(set) var maxSpan = 0.0
    /// Positions of subviews whose extent changed since the build.
    var loose: [Int] = []
    /// Positions of the subviews that painted something in the last visit, ascending.
    var painted: [Int] = []
    /// The positions to visit this frame, ascending and without repeats.
    var visits: [Int] = []
    /// Whether `entries` match the subviews (cleared when they are added, removed, reordered).
    var isValid = false

    /// Whether the loose list has grown past what a rebuild costs.
    func needsRebuild(count: Int) -> Bool {
        !isValid || loose.count > 16 + count / 16
    }

    /// Indexes `subviews` by their current extents; clears `loose`.
    func rebuild(_ subviews: [View]) {
        entries.removeAll(keepingCapacity: true)
        loose.removeAll(keepingCapacity: true)
        var spreadX = (low: Double.infinity, high: -Double.infinity)
        var spreadY = spreadX
        for i in 0..<subviews.count {   // index loops: an array's iterator allocates in debug builds
            let view = subviews[i]
            view.composite.pointee.isLoose = false
            let e = view.composite.pointee.extent
            view.composite.pointee.indexedExtent = e
            guard !e.isEmpty else { continue }
            spreadX = (min(spreadX.low, e.minX), max(spreadX.high, e.minX))
            spreadY = (min(spreadY.low, e.minY), max(spreadY.high, e.minY))
            entries.append(Entry(low: 0, extent: e, subview: i))
        }
        alongY = spreadY.high - spreadY.low >= spreadX.high - spreadX.low
        maxSpan = 0
        for i in entries.indices {
            let e = entries[i].extent
            entries[i].low = alongY ? e.minY : e.minX
            maxSpan = max(maxSpan, alongY ? e.height : e.width)
        }
        sortEntries()
        isValid = true
    }

    /// Fills `visits` with the subviews whose indexed extent meets `rect`, the loose ones, the
    /// ones that painted last frame and `changed`, ascending, each once.
    func collectVisits(meeting rect: Rect, changed: [View], owner: View) {
        visits.removeAll(keepingCapacity: true)
        let rectLow = alongY ? rect.minY : rect.minX, rectHigh = alongY ? rect.maxY : rect.maxX
        // The first entry starting at or past the rectangle's far edge.
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].low < rectHigh { lo = mid + 1 } else { hi = mid }
        }
        // From the far edge back, so the found positions come out descending; appending
        // them reversed makes subviews laid out in order ascending for the sort below.
        var j = lo - 1
        while j >= 0 && entries[j].low > rectLow - maxSpan { j -= 1 }
        for k in (j + 1)..<lo where entries[k].extent.intersects(rect) { visits.append(entries[k].subview) }
        for i in 0..<loose.count { visits.append(loose[i]) }
        for i in 0..<painted.count { visits.append(painted[i]) }
        for i in 0..<changed.count where changed[i].composite.pointee.parent === owner { visits.append(changed[i].indexInSuperview) }
        SubviewIndex.sortUnique(&visits)
    }

    /// Heapsort by `low` in place (the standard library's sort may allocate).
    private func sortEntries() {
        let n = entries.count
        guard n > 1 else { return }
        entries.withUnsafeMutableBufferPointer { e in
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while 2 * root + 1 < end {
                    var child = 2 * root + 1
                    if child + 1 < end && e[child].low < e[child + 1].low { child += 1 }
                    guard e[root].low < e[child].low else { return }
                    e.swapAt(root, child)
                    root = child
                }
            }
            var start = n / 2 - 1
            while start >= 0 { siftDown(start, n); start -= 1 }
            var end = n - 1
            while end > 0 {
                e.swapAt(0, end)
                siftDown(0, end)
                end -= 1
            }
        }
    }

    /// Sorts a short list of positions and drops repeats, without allocating (insertion sort:
    /// the lists are a screenful long and mostly in order already).
    static func sortUnique(_ list: inout [Int]) {
        guard list.count > 1 else { return }
        list.withUnsafeMutableBufferPointer { a in
            for i in 1..<a.count {
                let v = a[i]
                var j = i - 1
                while j >= 0 && a[j] > v {
                    a[j + 1] = a[j]
                    j -= 1
                }
                a[j + 1] = v
            }
        }
        var kept = 1
        for i in 1..<list.count where list[i] != list[kept - 1] {
            list[kept] = list[i]
            kept += 1
        }
        list.removeLast(list.count - kept)
    }
}
