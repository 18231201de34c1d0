internal import PaneGeometry
internal import PanePhysics

extension ScrollView {
    /// Places the bars for the current offset (spec §10): along the right and bottom edges inside the
    /// indicator insets, kept still on screen by adding the offset (they are subviews, which
    /// scroll), shortened while over-scrolled, hidden when the content nearly fits.
    func layoutIndicators() {
        let limits = offsetLimits
        let inset = ScrollIndicatorGeometry.inset, thick = ScrollIndicatorGeometry.thickness
        let o = bounds.origin
        let vInsets = verticalScrollIndicatorInsets, hInsets = horizontalScrollIndicatorInsets
        let vTrackStart = inset + vInsets.top + adjustedContentInset.top
        let vTrack = bounds.height - 2 * inset - vInsets.top - vInsets.bottom - adjustedContentInset.top - adjustedContentInset.bottom
        if showsVerticalScrollIndicator,
           let g = ScrollIndicatorGeometry.layout(trackStart: vTrackStart, trackLength: vTrack, visibleLength: bounds.height,
                                                  contentLength: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom,
                                                  offset: o.y, minimum: limits.minimum.y, maximum: limits.maximum.y) {
            verticalIndicator.isHidden = false
            verticalIndicator.frame = Rect(x: o.x + bounds.width - inset - thick - vInsets.right, y: o.y + g.start,
                                           width: thick, height: g.length)
        } else {
            verticalIndicator.isHidden = true
        }
        let hTrackStart = inset + hInsets.left
        let hTrack = bounds.width - 2 * inset - hInsets.left - hInsets.right - (verticalIndicator.isHidden ? 0 : thick)
        if showsHorizontalScrollIndicator,
           let g = ScrollIndicatorGeometry.layout(trackStart: hTrackStart, trackLength: hTrack, visibleLength: bounds.width,
                                                  contentLength: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                                                  offset: o.x, minimum: limits.minimum.x, maximum: limits.maximum.x) {
            horizontalIndicator.isHidden = false
            horizontalIndicator.frame = Rect(x: o.x + g.start, y: o.y + bounds.height - inset - thick - hInsets.bottom,
                                             width: g.length, height: thick)
        } else {
            horizontalIndicator.isHidden = true
        }
    }

    /// Shows the bars at once (a drag began, the content moves).
    func showIndicators() {
        indicatorFade?.cancelled = true
        indicatorFade = nil
        verticalIndicator.alpha = 1
        horizontalIndicator.alpha = 1
    }

    /// Fades the bars out over 0.25 s (spec §10).
    func hideIndicatorsSoon(delayMs: Double = 0, durationMs: Double = ScrollIndicatorGeometry.fadeDurationMs) {
        guard let window else { return }
        indicatorFade?.cancelled = true
        let fade = IndicatorFade(scrollView: self, delayMs: delayMs, durationMs: durationMs)
        indicatorFade = fade
        window.addAnimation(fade)
    }

    /// Shows the bars, then hides them after 1 s with a 0.5 s fade (spec §10).
    public func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon(delayMs: ScrollIndicatorGeometry.flashDurationMs, durationMs: ScrollIndicatorGeometry.flashFadeDurationMs)
    }
}
