extension View {
    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (0 is the back), clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "View: a view cannot be its own subview")
        var ancestor: View? = self
        while let a = ancestor {
            precondition(a !== view, "View: a view cannot be added inside itself")
            ancestor = a.superview
        }
        if view.superview === self {
            let old = view.indexInSuperview
            composite.pointee.subviews.remove(at: old)
            let new = min(max(0, index), composite.pointee.subviews.count)
            composite.pointee.subviews.insert(view, at: new)
            subviewsDidChange(from: min(old, new))
            // Nothing about the view itself changed, but what covers what did.
            view.setSubtreeNeedsContentComposite()
            return
        }
        view.removeFromSuperview()
        let position = min(max(0, index), composite.pointee.subviews.count)
        composite.pointee.subviews.insert(view, at: position)
        view.superview = self
        view.composite.pointee.parent = self
        subviewsDidChange(from: position)
        // A view joining a tree is visited whole on the next frame (its superview looks at
        // every subview after `subviewsDidChange`); its pending layout reaches the window.
        view.composite.pointee.isDirty = true
        if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        view.didMoveToWindow()
        setNeedsLayout()
        setNeedsComposite()
    }

    /// Renumbers the subviews from `start` on and tells the compositor to look at all of them
    /// next frame.
    func subviewsDidChange(from start: Int) {
        for i in start..<composite.pointee.subviews.count { composite.pointee.subviews[i].indexInSuperview = i }
        composite.pointee.subviewsChanged = true
        composite.pointee.index?.isValid = false
        markCompositeDirty()
    }

    /// Adds `view` just behind `sibling`; at the back when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = sibling.superview === self ? sibling.indexInSuperview : 0
        insertSubview(view, at: index)
    }

    /// Adds `view` just in front of `sibling`; at the front when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = sibling.superview === self ? sibling.indexInSuperview + 1 : composite.pointee.subviews.count
        insertSubview(view, at: index)
    }

    /// Detaches the view; the screen area it covered is repainted on the next frame.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let window = parent.window
        window?.damageRemovedSubtree(self)
        let position = indexInSuperview
        parent.composite.pointee.subviews.remove(at: position)
        superview = nil
        composite.pointee.parent = nil
        parent.subviewsDidChange(from: position)
        didMoveToWindow()
        window?.setNeedsFrame()
    }

    /// Moves the subview `view` in front of its siblings; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves the subview `view` behind its siblings; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (self included, depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews {
            if let found = s.viewWithTag(tag) { return found }
        }
        return nil
    }


    /// Marks the view and its subviews as changed, so that the compositor repaints where they are.
    func setSubtreeNeedsContentComposite() {
        setNeedsContentComposite()
        for s in subviews { s.setSubtreeNeedsContentComposite() }
    }
}
