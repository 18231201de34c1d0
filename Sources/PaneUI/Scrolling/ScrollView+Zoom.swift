public import PaneGeometry
internal import PanePhysics
internal import PaneGestures

extension ScrollView {
    /// Zooming is on when the delegate names a view and the scale range is not a single value.
    func updateZoomRecognizer() {
        let zooms = delegate?.viewForZooming(in: self) != nil && maximumZoomScale > minimumZoomScale
        pinchGestureRecognizer.isEnabled = zooms
        // spec §6.1: the pan takes at most two fingers when pinch zooming is available.
        panGestureRecognizer.maximumNumberOfTouches = zooms ? 2 : Int.max
    }

    /// Sets the zoom view's scale about its top-left corner and makes the content size follow
    /// it, without moving the offset; the caller places the offset, then sends
    /// `scrollViewDidZoom` (spec §6.2: offset first, then the zoom callback).
    func applyZoomScale(_ scale: Double) {
        guard let view = delegate?.viewForZooming(in: self), scale > 0 else { return }
        zoomScale = scale
        view.transform = Transform(scale: scale)
        let size = view.bounds.size
        view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
    }

    /// Zooms to `scale`, clamped to the range, keeping the visible centre in place. The centre
    /// is taken from the exact offset, not the pixel-rounded `contentOffset`, so calling it many
    /// times about one point ends where one call would.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = Zoom.anchor(centroid: centre, offset: exactContentOffset, scale: zoomScale)
        let offset = offsetLimitsAfterZoom(target).clamp(Zoom.anchoredOffset(anchor: anchor, scale: target, centroid: centre))
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's own coordinates) fills the view (spec §6.5); the
    /// double-tap of a photo viewer.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let result = Zoom.zoom(to: rect, boundsSize: bounds.size, zoomViewSize: view.bounds.size,
                               minimumScale: minimumZoomScale, maximumScale: maximumZoomScale,
                               adjustedContentInset: adjustedContentInset, scale: screenScale)
        zoom(toScale: result.scale, offset: result.offset, animated: animated)
    }

    func zoom(toScale scale: Double, offset: Point, animated: Bool) {
        guard delegate?.viewForZooming(in: self) != nil else { return }
        stopAnimation()
        if animated, window != nil {
            start(.zoom(fromScale: zoomScale, toScale: scale, from: exactContentOffset, to: offset,
                        durationMs: Zoom.animationDurationMs(from: zoomScale, to: scale), elapsedMs: 0))
        } else {
            applyZoomScale(scale)
            contentOffset = offset
            delegate?.scrollViewDidZoom(self)
        }
    }

    /// The offset limits for the content at `scale`.
    func offsetLimitsAfterZoom(_ scale: Double) -> ContentOffsetLimits {
        let size = delegate?.viewForZooming(in: self)?.bounds.size ?? contentSize
        return ContentOffsetLimits(contentSize: Size(width: size.width * scale, height: size.height * scale),
                                   boundsSize: bounds.size, adjustedContentInset: adjustedContentInset, scale: screenScale)
    }

    /// spec §6.2–6.3: the pinch scales from the scale at began around the fingers' centroid, with the
    /// zoom rubber band past the range; on release an out-of-range scale springs back.
    func handlePinch() {
        let pinch = pinchGestureRecognizer
        let view = delegate?.viewForZooming(in: self)
        switch pinch.state {
        case .began:
            stopAnimation()
            isZooming = true
            zoomStart = (scale: zoomScale, anchor: Zoom.anchor(centroid: pinch.location(in: self) - contentOffset,
                                                               offset: exactContentOffset, scale: zoomScale))
            // spec §6.6: UIKit sets the pinch's scale to the zoom scale at began, so the zoom is
            // z0·d/d_began from here on.
            pinch.scale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            updatePinch()
        case .changed:
            updatePinch()
        case .ended, .cancelled:
            isZooming = false
            let clamped = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            let limits = offsetLimitsAfterZoom(clamped)
            if clamped != zoomScale || !limits.contains(contentOffset) {
                isZoomBouncing = clamped != zoomScale
                let centre = pinch.location(in: self) - contentOffset
                let offset = limits.clamp(Zoom.anchoredOffset(anchor: zoomStart.anchor, scale: clamped, centroid: centre))
                if clamped != zoomScale {
                    zoom(toScale: clamped, offset: offset, animated: true)
                    return
                }
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
                // spec §6.3: a 0.2 s animation brings the offset into range; a drag still under way
                // does that itself when it ends.
                if !isDragging {
                    start(.offset(OffsetAnimation(from: contentOffset, to: offset,
                                                  durationMs: OffsetAnimation.zoomSettleDurationMs, curve: .easeOut), .zoomSettle))
                }
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
            }
        default:
            break
        }
    }

    func updatePinch() {
        let pinch = pinchGestureRecognizer
        let raw = pinch.scale
        let scale = bouncesZoom ? Zoom.rubberBandScale(raw, minimum: minimumZoomScale, maximum: maximumZoomScale)
                                : min(max(raw, minimumZoomScale), maximumZoomScale)
        applyZoomScale(scale)
        let centroid = pinch.location(in: self) - contentOffset
        let proposed = Zoom.anchoredOffset(anchor: zoomStart.anchor, scale: scale, centroid: centroid)
        contentOffset = RubberBand.offset(proposed, limits: offsetLimits, boundsSize: bounds.size)
        delegate?.scrollViewDidZoom(self)
    }
}
