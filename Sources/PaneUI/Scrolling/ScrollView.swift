public import PaneGeometry
public import PanePixels
public import PanePhysics
public import PaneGestures
public import PaneInput

/// A view that scrolls and zooms its content, as `UIScrollView`: `contentOffset` is nothing but
/// `bounds.origin`, so scrolling moves every subview at once and redraws none of them.
///
/// Put content in it as subviews and set `contentSize`. Its own pan recognizer drags the content
/// with UIKit's rubber band past the edges (spec §2), releases into UIKit's per-frame momentum
/// (spec §3) and bounce (spec §4), pages when `isPagingEnabled` (spec §5), and, when the delegate names a
/// `viewForZooming`, its pinch recognizer zooms around the fingers (spec §6). Programmatic scrolling
/// (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`), indicators (spec §10) and
/// scroll-to-top (spec §9.7) follow the spec's numbers. Animations run on the window's frame clock.
///
/// States: `isTracking` from touch-down to lift; `isDragging` once the pan began; `isDecelerating`
/// while momentum, a bounce or a page settle runs after the lift; `isZooming` during a pinch.
open class ScrollView: View {
    /// Hears every scroll, drag, deceleration and zoom event, and supplies the view to zoom; held weakly.
    public weak var delegate: (any ScrollViewDelegate)? { didSet { updateZoomRecognizer() } }
    /// The name traces use for this scroll view (`--trace`), e.g. `grid` or `pager`.
    public var identifier: String?

    /// The size of the scrollable content in points; with the bounds and the adjusted inset it sets the
    /// offset limits.
    public var contentSize: Size = .zero { didSet { if contentSize != oldValue { contentGeometryChanged() } } }
    /// Extra scrollable space around the content, as UIKit's: the offset may reach `-contentInset.top` and so
    /// on.
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { contentGeometryChanged() } } }
    /// Which safe-area edges are added to `contentInset` to make `adjustedContentInset`. Default
    /// `.automatic`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { contentGeometryChanged() }
    }
    /// The bottom inset an on-screen keyboard adds (spec §9.8); set by `Window.keyboardFrame`.
    public internal(set) var keyboardInset: Double = 0 { didSet { if keyboardInset != oldValue { contentGeometryChanged() } } }
    /// `contentInset` plus the safe area on the edges the behaviour picks and any keyboard overlap: the inset
    /// the limits use.
    public private(set) var adjustedContentInset: EdgeInsets = .zero

    /// Rounding of offsets to device pixels (spec §1.1); Pane draws one pixel per point.
    public var screenScale = 1.0
    /// Whether a drag may pull the content past its edges (the rubber band) and momentum bounces back;
    /// `false` pins it at the edges.
    public var bounces = true
    /// Whether a drag that reaches this view's edge moves the enclosing scroll view instead of
    /// rubber-banding, within the same drag: a zoomed photo pans to its edge, then the pager
    /// holding it turns the page. See `ScrollView+Nesting.swift`.
    public var handsOffAtEdges = false
    /// Whether a horizontal drag rubber-bands even when the content is no wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// Whether a vertical drag rubber-bands even when the content is no taller than the bounds.
    public var alwaysBounceVertical = false
    /// Whether the user can scroll by dragging; `false` disables the pan recognizer, while code can still set
    /// the offset.
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether a drag that starts mostly along one axis scrolls along that axis only (within 20° of it).
    public var isDirectionalLockEnabled = false
    /// `.normal` (0.998 per ms), `.fast` (0.99) or any rate.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether a release settles on a whole page (a multiple of the bounds size) instead of gliding freely.
    public var isPagingEnabled = false
    /// Whether a tap on the window's status-bar strip may scroll this view to the top (spec §9.7).
    public var scrollsToTop = true
    /// Whether the vertical indicator appears while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator appears while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// The indicators' colour (spec §10): black at 0.35 (`.default`, `.black`) for light content,
    /// white at 0.5 (`.white`) for dark content such as a photo grid on black.
    public var indicatorStyle: IndicatorStyle = .default {
        didSet {
            verticalIndicator.backgroundColor = indicatorStyle.color
            horizontalIndicator.backgroundColor = indicatorStyle.color
        }
    }
    /// How far the vertical indicator's track keeps from the edges, on top of the standard 3 pt.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// How far the horizontal indicator's track keeps from the edges, on top of the standard 3 pt.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Frames per second the momentum integrator's first step assumes (spec §3.2 hand-off: one
    /// display frame): the window's display (`1/Window.frameInterval`) unless set; 60 outside
    /// a window.
    public var frameRate: Double {
        get { explicitFrameRate ?? window.map { 1 / $0.frameInterval } ?? 60 }
        set { explicitFrameRate = newValue }
    }
    private var explicitFrameRate: Double?

    /// True from a touch-down on the content until it lifts, whether or not a drag began.
    public internal(set) var isTracking = false
    /// True once the user's drag has begun scrolling, until the finger lifts.
    public internal(set) var isDragging = false
    /// True while the content glides or bounces on after the finger lifted.
    public internal(set) var isDecelerating = false
    /// True while a pinch zooms the content.
    public internal(set) var isZooming = false
    /// True while the zoom scale springs back inside its limits after a pinch went past them.
    public internal(set) var isZoomBouncing = false
    /// Whether an animation moves the content now: momentum, a page settle, an animated offset
    /// or zoom.
    public var isAnimatingContent: Bool { animation != nil }

    /// The smallest `zoomScale` a pinch settles at (1 by default); with `bouncesZoom` a pinch may go below it
    /// and springs back.
    public var minimumZoomScale = 1.0 { didSet { updateZoomRecognizer() } }
    /// The largest `zoomScale` a pinch settles at (1 by default). Zooming needs it above `minimumZoomScale`
    /// and a view from `viewForZooming(in:)`.
    public var maximumZoomScale = 1.0 { didSet { updateZoomRecognizer() } }
    /// Whether a pinch may go past the zoom limits and spring back, or stops at them.
    public var bouncesZoom = true
    /// The zoom view's scale; set it with `setZoomScale(_:animated:)`.
    public internal(set) var zoomScale = 1.0

    /// The recognizer that drags the content; give other recognizers `require(toFail:)` on it.
    public let panGestureRecognizer = ScrollPanGestureRecognizer()
    /// The pinch that zooms; enabled only when zooming is possible.
    public let pinchGestureRecognizer = PinchGestureRecognizer()
    let contentTouchDelay = ContentTouchDelay()
    /// Whether touches on the content wait 0.15 s before reaching it, so that a drag that starts
    /// on a button scrolls instead of pressing it (spec §8.1).
    public var delaysContentTouches = true { didSet { contentTouchDelay.isEnabled = delaysContentTouches } }
    /// Whether a drag may take over touches the content already received (they get
    /// `touchesCancelled`); when off, a touch the content has keeps the content's (spec §8.2).
    public var canCancelContentTouches = true

    /// Whether `touches` may reach `view`, a view inside this scroll view: `true` unless
    /// overridden; a `false` keeps them from the view, so a drag can start on it (spec §8.2).
    open func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool { true }

    /// Whether a drag may cancel the touches `view` (content) is handling: `false` for a view
    /// that keeps them (`View.keepsTouchesWhenScrolled`: an enabled `Control`), so a button or
    /// slider that has the finger keeps it, `true` for any other view (spec §8.2, UIKit's default).
    /// Override to let drags take controls' touches too.
    open func touchesShouldCancel(in view: View) -> Bool { !view.keepsTouchesWhenScrolled }

    /// The offset as last asked for, before pixel rounding: `contentOffset` (`bounds.origin`)
    /// is this rounded to the screen (spec §1.1). Zoom math anchors on it, so many small zoom steps
    /// about one point end where one step would instead of drifting by the rounding.
    var exactContentOffset = Point.zero
    /// The running animation (momentum, bounce, page settle, programmatic scroll, zoom).
    var animation: ScrollAnimation?
    var drag = DragState()
    /// A drag passed on to the enclosing scroll view at an edge (`ScrollView+Nesting.swift`).
    var handoff = Handoff()
    /// Fast flicks in a row and the distance multiplier they earn (spec §3.3 step 4).
    var fastScroll = FastScrollCounter()
    /// The scale and the zoom-view point under the fingers when the pinch began.
    var zoomStart = (scale: 1.0, anchor: Point.zero)
    let verticalIndicator = ScrollIndicator()
    let horizontalIndicator = ScrollIndicator()
    var indicatorFade: IndicatorFade?

    /// A scroll view with UIKit's defaults: no content, bouncing, indicators shown, normal deceleration, no
    /// zoom.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// A scroll view with an empty frame and UIKit's defaults.
    public override init() {
        super.init()
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        panGestureRecognizer.scrollView = self
        panGestureRecognizer.addAction { [unowned self] _ in self.handlePan() }
        pinchGestureRecognizer.addAction { [unowned self] _ in self.handlePinch() }
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(pinchGestureRecognizer)
        addGestureRecognizer(contentTouchDelay)
        pinchGestureRecognizer.isEnabled = false
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
        recomputeAdjustedInset()
    }

    /// `bounds.origin`. Setting it rounds to pixels and moves the content at once (spec §1.1); it is
    /// not clamped.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The offsets the content may rest at (spec §1.4).
    public var offsetLimits: ContentOffsetLimits {
        ContentOffsetLimits(contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset,
                            scale: screenScale)
    }

    /// Whether the content can move along each axis by dragging (spec §1.5).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let h = canScroll(.horizontal, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset)
        let v = canScroll(.vertical, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset)
        return (h || (alwaysBounceHorizontal && bounces), v || (alwaysBounceVertical && bounces))
    }

    open override func boundsDidChange(from oldBounds: Rect) {
        // Someone set `bounds` itself: the exact offset follows what is shown.
        if bounds.origin != exactContentOffset.pixelRounded(scale: screenScale) { exactContentOffset = bounds.origin }
        if bounds.size != oldBounds.size { recomputeAdjustedInset() }
        layoutIndicators()
        if bounds.origin != oldBounds.origin { delegate?.scrollViewDidScroll(self) }
        visibleRectDidChange()
    }

    /// Called whenever the visible part of the content changes (scrolling, zooming, resizing).
    /// Subclasses that tile their content (`CollectionView`) add and remove views here.
    open func visibleRectDidChange() {}

    open override func layoutSubviews() {
        // Indicators stay in front of whatever content was added after them.
        if subviews.last !== horizontalIndicator {
            bringSubviewToFront(verticalIndicator)
            bringSubviewToFront(horizontalIndicator)
        }
        layoutIndicators()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        recomputeAdjustedInset()
    }

    func contentGeometryChanged() {
        recomputeAdjustedInset()
        layoutIndicators()
        visibleRectDidChange()
    }

    func recomputeAdjustedInset() {
        let inset = PanePhysics.adjustedContentInset(
            contentInset: contentInset, safeAreaInsets: window?.safeAreaInsets ?? .zero,
            behavior: contentInsetAdjustmentBehavior, contentSize: contentSize, boundsSize: bounds.size,
            alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
            keyboardBottom: keyboardInset)
        if inset != adjustedContentInset {
            adjustedContentInset = inset
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer { return panMayTakeOverContentTouches(recognizer) }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // Touches reaching the scroll view itself (nothing underneath took them) stop here.
    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {}
    /// Stops here: touches that reach the scroll view itself (nothing underneath took them) go no further up
    /// the responder chain.
    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {}
    /// Stops here: touches that reach the scroll view itself go no further up the responder chain.
    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {}
    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {}
}
