public import PaneGeometry

extension Window {
    /// Gives the window a new size while the app runs: the panel was turned, or the window that
    /// shows it resized. In order: every view hears `viewWillTransition(to:)` (bounds still
    /// old); the window takes the size, and subviews with an `autoresizingMask` follow it; the
    /// safe area becomes `safeAreaInsets` when given (else stays); every view is marked for
    /// layout, so `layoutSubviews` runs for the new bounds in the next frame's layout phase; an
    /// on-screen keyboard's frame moves to the new bottom edge and takes the new width (scroll
    /// views' insets follow through `setKeyboardFrame(_:)`); presented views are centred again
    /// over dimming that covers the new bounds; views whose traits changed hear
    /// `traitCollectionDidChange(_:)` once; and the whole new frame is repainted.
    ///
    /// A size equal to the present one with no new safe area does nothing. Sizes are points,
    /// one pixel each: the compositor and display must match the new size (a test renders with a
    /// `Compositor` of the new size; the Rotation article says what the launcher does).
    public func setSize(_ size: Size, safeAreaInsets newInsets: EdgeInsets? = nil) {
        let oldSize = bounds.size
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        let insetsChange = newInsets.map { $0 != windowSafeArea } ?? false
        guard size != oldSize || insetsChange else { return }
        if size != oldSize { tellWillTransition(self, to: size) }
        frame = Rect(origin: .zero, size: size)
        if let newInsets { windowSafeArea = newInsets }
        // Every view's `safeAreaInsets` depends on where the window's edges and safe area are.
        setSubtreeNeedsLayout()
        if let keyboard = keyboardFrame, size != oldSize {
            setKeyboardFrame(AutoresizingMask.resize(keyboard, mask: [.flexibleWidth, .flexibleTopMargin], in: bounds,
                                                     oldSize: oldSize,
                                                     by: (size.width - oldSize.width, size.height - oldSize.height)))
        }
        for p in presentations {
            p.dimming.frame = bounds
            p.view.center = Point(x: bounds.midX.rounded(), y: bounds.midY.rounded())
        }
        pendingDamage.formUnion(Rect(origin: .zero, size: Size(width: max(size.width, oldSize.width),
                                                               height: max(size.height, oldSize.height))).enclosingPixels)
        deliverTraitChanges(oldSize: oldSize, oldDirection: layoutDirection)
        setNeedsFrame()
    }

    /// Turns the window's content a further `rotation` on the same panel: width and height swap
    /// for a quarter turn, and the safe area moves with the glass (`EdgeInsets.rotated(_:)`).
    /// `setSize(_:safeAreaInsets:)` does the rest.
    public func rotate(by rotation: Rotation) {
        setSize(rotation.rotated(bounds.size), safeAreaInsets: safeAreaInsets.rotated(rotation))
    }

    private func tellWillTransition(_ view: View, to size: Size) {
        view.viewWillTransition(to: size)
        for s in view.subviews { tellWillTransition(s, to: size) }
    }

    /// Calls `traitCollectionDidChange(_:)` on every view in the window whose traits differ
    /// from what a window of `oldSize` and `oldDirection` gave it, parents first.
    func deliverTraitChanges(oldSize: Size, oldDirection: UserInterfaceLayoutDirection) {
        deliverTraitChanges(to: self, oldSize: oldSize, old: oldDirection, new: layoutDirection)
    }

    private func deliverTraitChanges(to view: View, oldSize: Size, old: UserInterfaceLayoutDirection,
                                     new: UserInterfaceLayoutDirection) {
        let forced = View.userInterfaceLayoutDirection(for: view.semanticContentAttribute)
        let before = TraitCollection(windowSize: oldSize, layoutDirection: forced ?? old)
        let after = TraitCollection(windowSize: bounds.size, layoutDirection: forced ?? new)
        if before != after { view.traitCollectionDidChange(before) }
        for s in view.subviews { deliverTraitChanges(to: s, oldSize: oldSize, old: forced ?? old, new: forced ?? new) }
    }
}

extension View {
    /// The traits this view lays out for (UIKit's `traitCollection`): its window's size classes
    /// and its own layout direction; `.unspecified` size classes outside a window.
    public var traitCollection: TraitCollection {
        guard let window else {
            return TraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                                   layoutDirection: effectiveUserInterfaceLayoutDirection)
        }
        return TraitCollection(windowSize: window.bounds.size, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }
}
