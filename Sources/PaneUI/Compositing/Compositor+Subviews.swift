internal import PaneGeometry
internal import PanePixels

extension Compositor {
    /// Visits the subviews of `view` that may show or changed, in order; returns whether any of
    /// them painted. A subview is skipped when it is not dirty, painted nothing last frame, and
    /// its extent misses the clip: among many subviews, `SubviewIndex` finds the others without
    /// looking at the skipped ones.
    func collectSubviews(of view: View, toScreen: Transform, clip: PixelRect, alpha: Double) -> Bool {
        let subviews = view.composite.pointee.subviews
        // The clip in bounds coordinates, a pixel wider each way: rounding to pixels moves an
        // edge by at most half a pixel, so nothing that can reach the clip is left out.
        var visible = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)
        if let back = toScreen.inverted {
            let margin = PixelRect(x: clip.x - 1, y: clip.y - 1, width: clip.width + 2, height: clip.height + 2)
            visible = clip.isEmpty ? .zero : back.apply(to: margin.rect)
        }
        var painted = false
        guard subviews.count >= SubviewIndex.minimumCount, work.pointee.cullsSubviews else {
            view.composite.pointee.index = nil
            view.composite.pointee.changedSubviews.removeAll(keepingCapacity: true)
            view.composite.pointee.subviewsChanged = false
            var extent = Rect.zero
            for i in 0..<subviews.count {   // index loops: an array's iterator allocates in debug builds
                let sub = subviews[i]
                if work.pointee.cullsSubviews, !sub.composite.pointee.isDirty, !sub.composite.pointee.paintedSubtree,
                   !sub.composite.pointee.extent.intersects(visible) {
                    extent = extent.union(sub.composite.pointee.extent)
                    continue
                }
                collect(sub, toScreen: toScreen, clip: clip, alpha: alpha)
                painted = sub.composite.pointee.paintedSubtree || painted
                extent = extent.union(sub.composite.pointee.extent)
            }
            view.composite.pointee.subviewsExtent = extent
            return painted
        }
        let index: SubviewIndex
        if let existing = view.composite.pointee.index {
            index = existing
        } else {
            index = SubviewIndex()
            view.composite.pointee.index = index
        }
        if view.composite.pointee.subviewsChanged || index.needsRebuild(count: subviews.count) {
            // Look at every subview once, then index them all by their fresh extents.
            view.composite.pointee.changedSubviews.removeAll(keepingCapacity: true)
            view.composite.pointee.subviewsChanged = false
            index.painted.removeAll(keepingCapacity: true)
            var extent = Rect.zero
            for i in 0..<subviews.count {
                let sub = subviews[i]
                if sub.composite.pointee.isDirty || sub.composite.pointee.paintedSubtree || sub.composite.pointee.extent.intersects(visible) {
                    collect(sub, toScreen: toScreen, clip: clip, alpha: alpha)
                }
                if sub.composite.pointee.paintedSubtree {
                    painted = true
                    index.painted.append(i)
                }
                extent = extent.union(sub.composite.pointee.extent)
            }
            view.composite.pointee.subviewsExtent = extent
            index.rebuild(subviews)
            return painted
        }
        index.collectVisits(meeting: visible, changed: view.composite.pointee.changedSubviews, owner: view)
        view.composite.pointee.changedSubviews.removeAll(keepingCapacity: true)
        index.painted.removeAll(keepingCapacity: true)
        var extent = view.composite.pointee.subviewsExtent
        for k in index.visits.indices {
            let i = index.visits[k]
            let sub = subviews[i]
            let wasDirty = sub.composite.pointee.isDirty
            collect(sub, toScreen: toScreen, clip: clip, alpha: alpha)
            if sub.composite.pointee.paintedSubtree {
                painted = true
                index.painted.append(i)
            }
            // A changed subview may have moved away from its indexed place: visit it every
            // frame until the next rebuild.
            if wasDirty, !sub.composite.pointee.isLoose, sub.composite.pointee.extent != sub.composite.pointee.indexedExtent {
                sub.composite.pointee.isLoose = true
                index.loose.append(i)
            }
            extent = extent.union(sub.composite.pointee.extent)
        }
        view.composite.pointee.subviewsExtent = extent
        return painted
    }
}
