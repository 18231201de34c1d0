extension Application {
    /// Seconds without motion after which the cursor hides (Pane's choice; it shows again at
    /// the next motion).
    public static let cursorHideDelay = 3.0
    /// Points a wheel detent scrolls (Pane's choice: about two lines of body text).
    public static let wheelStep = 40.0

    /// Where the mouse points, in window points; `nil` before any pointer report.
    public var cursorLocation: Point? { pointerTracker?.location }
    /// Whether the cursor shows now.
    public var isCursorVisible: Bool { !(cursorView?.isHidden ?? true) }

    /// One report from a mouse or trackball: moves the cursor (and shows it, unless
    /// `showsCursor` is off), scrolls the scroll view under it by the wheel, and returns the touch
    /// frame the left button makes at the cursor (a click is a tap, a drag a pan), which the
    /// caller delivers with the frame's touches (`runFrame(at:touches:keys:)`).
    public func handlePointer(_ report: PointerReport) -> TouchFrame? {
        var tracker = pointerTracker ?? PointerTracker(screenSize: window.bounds.size, ids: pointerTouchIDs)
        let frame = tracker.apply(report)
        pointerTracker = tracker
        noteInput(at: report.time)
        if report.dx != 0 || report.dy != 0 || !report.pressed.isEmpty { showCursor(at: tracker.location) }
        if report.wheelX != 0 || report.wheelY != 0 { scrollByWheel(report, at: tracker.location) }
        return frame
    }

    /// Hides the cursor now (the touchscreen was touched).
    public func hideCursor() {
        cursorView?.isHidden = true
        cursorHideTimer?.cancel()
        cursorHideTimer = nil
    }

    private func showCursor(at point: Point) {
        guard showsCursor else { return }
        let cursor = cursorView ?? CursorView()
        cursorView = cursor
        if cursor.superview !== window {
            window.addSubview(cursor)
        } else if window.subviews.last !== cursor {
            window.bringSubviewToFront(cursor)   // above views the app added since
        }
        cursor.move(to: point)
        cursor.isHidden = false
        cursorHideTimer?.cancel()
        cursorHideTimer = schedule(after: Self.cursorHideDelay) { [weak self] in self?.hideCursor() }
    }

    /// Scrolls the innermost scroll view under `point` that can move along the wheel's axis,
    /// by `wheelStep` points a detent, within its offset limits (no bounce), without animation.
    private func scrollByWheel(_ report: PointerReport, at point: Point) {
        var view = window.hitTest(point)
        while let v = view {
            if let scroll = v as? ScrollView, scroll.isScrollEnabled {
                let limits = scroll.offsetLimits
                var target = scroll.contentOffset
                target.y -= report.wheelY * Self.wheelStep
                target.x += report.wheelX * Self.wheelStep
                target.x = min(max(target.x, limits.minimum.x), limits.maximum.x)
                target.y = min(max(target.y, limits.minimum.y), limits.maximum.y)
                if target != scroll.contentOffset {
                    scroll.setContentOffset(target, animated: false)
                    return
                }
            }
            view = v.superview
        }
    }
}
