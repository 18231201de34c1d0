public import PaneGeometry
public import PaneGestures
public import PaneInput
public import PanePixels

/// A rectangle on screen with its own coordinate system, the unit of Pane's view tree.
///
/// As in UIKit, `frame` places a view in its superview and `bounds` is its own coordinate
/// system: a subview lands at `frame.origin - superview.bounds.origin`, so moving
/// `bounds.origin` scrolls every subview at once (that is all a `ScrollView` does). `transform`
/// scales and translates the view about its `center` without changing `bounds`.
///
/// Any change that shows on screen (geometry, alpha, visibility, order, content) asks the
/// window for a frame; the `Compositor` then finds what changed, damages the old and new screen
/// rectangles, and repaints only those. Views are touched from the run-loop thread only.
///
/// Subclass and override `draw(in:)` (and return `true` from `drawsContent`) for custom
/// content: it is rasterized once into a cached surface and redrawn only after
/// `setNeedsDisplay()`. See also: `ImageView`, `ScrollView`, `Window`, `Compositor`.
@MainActor
open class View {
    // The properties the compositor reads every frame live in `layer`, memory the view
    // allocates with itself and frees in `deinit`; the public properties below forward to it.
    // The pointer is a `let`, and memory behind a pointer is not subject to dynamic exclusivity
    // checks, so reading a view costs no `swift_beginAccess`; the compositor copies the whole
    // struct at once; and changing a property in place (`bounds.origin.y += 8`) keeps nothing
    // large in the accessor's frame, which unoptimized builds would allocate on the heap.
    // Geometry is stored as UIKit stores it: center, bounds and transform; frame is derived.
    // Each animatable property tells an enclosing `View.animate` its old value (View+Animate.swift).
    // nonisolated(unsafe): the main actor owns it; only deinit (nonisolated in Swift 6.0) reads it
    // elsewhere, when nothing else holds the object.
    nonisolated(unsafe) let layer: UnsafeMutablePointer<ViewLayer> = {
        let storage = UnsafeMutablePointer<ViewLayer>.allocate(capacity: 1)
        storage.initialize(to: ViewLayer())
        return storage
    }()

    /// A view's `CompositeNode` pointer as a Sendable value (see `node`).
    struct NodeHandle: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<CompositeNode>
    }

    deinit {
        // The subviews outlive this view only if someone else holds them: they have no parent now.
        for s in node.pointer.pointee.subviews { s.node.pointer.pointee.parent = nil }
        layer.deinitialize(count: 1)
        layer.deallocate()
        composite.deinitialize(count: 1)
        composite.deallocate()
    }

    /// Where the middle of the view is, in the superview's coordinates; moving it moves `frame` and keeps
    /// `bounds`.
    public var center: Point {
        get { layer.pointee.center }
        set {
            guard newValue != layer.pointee.center else { return }
            AnimationRecorder.note(self, .center(layer.pointee.center))
            layer.pointee.center = newValue
            invalidateGeometry()
        }
    }
    /// The view's own coordinate system: its `origin` is what a subview at (0, 0) shows first (a scroll
    /// view's content offset), its size the view's size before `transform`.
    public var bounds: Rect {
        get { layer.pointee.bounds }
        set {
            layer.pointee.boundsBeforeChange = layer.pointee.bounds
            layer.pointee.bounds = newValue
            boundsChanged()
        }
        // `bounds.origin.y += 8` (every scroll) changes the storage in place. The old value
        // waits on the view, not in the accessor's frame (see `layer`).
        _modify {
            layer.pointee.boundsBeforeChange = layer.pointee.bounds
            yield &layer.pointee.bounds
            boundsChanged()
        }
    }

    private func boundsChanged() {
        let oldValue = layer.pointee.boundsBeforeChange
        let newValue = layer.pointee.bounds
        guard newValue != oldValue else { return }
        AnimationRecorder.note(self, .bounds(oldValue))
        if newValue.size != oldValue.size {
            setNeedsLayout()
            if drawsContent { setNeedsDisplay() }
            autoresizeSubviews(from: oldValue.size)
        }
        invalidateGeometry()
        boundsDidChange(from: oldValue)
    }
    /// Scale and translation about `center`; `.identity` by default.
    public var transform: Transform {
        get { layer.pointee.transform }
        set {
            guard newValue != layer.pointee.transform else { return }
            AnimationRecorder.note(self, .transform(layer.pointee.transform))
            layer.pointee.transform = newValue
            invalidateGeometry()
        }
    }

    /// Opacity from 0 to 1, applied to the view and its subviews.
    public var alpha: Double {
        get { layer.pointee.alpha }
        set {
            guard newValue != layer.pointee.alpha else { return }
            AnimationRecorder.note(self, .alpha(layer.pointee.alpha))
            layer.pointee.alpha = newValue
            setNeedsComposite()
        }
    }
    /// Whether the view and all its subviews are left out of drawing and hit testing.
    public var isHidden: Bool {
        get { layer.pointee.isHidden }
        set {
            guard newValue != layer.pointee.isHidden else { return }
            layer.pointee.isHidden = newValue
            setNeedsComposite()
            superview?.didChangeHidden(of: self)
        }
    }
    /// Whether subviews are cut to this view's bounds (scroll views always clip).
    public var clipsToBounds: Bool {
        get { layer.pointee.clipsToBounds }
        set {
            guard newValue != layer.pointee.clipsToBounds else { return }
            layer.pointee.clipsToBounds = newValue
            setNeedsComposite()
        }
    }
    /// Filled behind the view's content; `nil` draws nothing.
    public var backgroundColor: Color? {
        get { layer.pointee.backgroundColor }
        set {
            guard newValue != layer.pointee.backgroundColor else { return }
            AnimationRecorder.note(self, .backgroundColor(layer.pointee.backgroundColor))
            layer.pointee.backgroundColor = newValue
            if rastersDecoration { setNeedsDisplay() } else { setNeedsContentComposite() }
        }
    }
    /// A promise that the view paints every pixel of its bounds with opaque colour, so the
    /// compositor may skip whatever lies behind it. The compositor also treats a view as opaque
    /// when its background colour is opaque, whatever this says.
    public var isOpaque: Bool {
        get { layer.pointee.isOpaque }
        set {
            guard newValue != layer.pointee.isOpaque else { return }
            layer.pointee.isOpaque = newValue
            setNeedsComposite()
        }
    }
    /// When false, the view and its subviews are skipped by hit testing.
    public var isUserInteractionEnabled = true
    /// Room kept free inside the bounds for content, 8 pt on each side as UIKit's default; see
    /// `layoutMarginsFrame`. A `StackView` arranges inside them when
    /// `isLayoutMarginsRelativeArrangement` is on.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { if layoutMargins != oldValue { setNeedsLayout() } } }
    /// Whether `layoutMarginsFrame` also keeps out of the safe area (UIKit's default, true).
    public var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }
    /// A number the app chooses, to find views with `viewWithTag(_:)`.
    public var tag = 0
    /// How the view's frame follows its superview's size (UIKit's `autoresizingMask`): empty by
    /// default, so the frame stays; `[.flexibleWidth, .flexibleHeight]` fills a window that is
    /// turned or resized (View+Autoresizing.swift).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view's content flips in a right-to-left layout (UIKit's name and cases; see
    /// `effectiveUserInterfaceLayoutDirection`). Changing it lays the view's subtree out again.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// The view this one is a subview of; `nil` for a window or a view not in a tree.
    public internal(set) weak var superview: View?
    /// The subviews, back to front.
    public var subviews: [View] { composite.pointee.subviews }
    /// This view's index in `superview.subviews`, kept by the hierarchy methods.
    var indexInSuperview = 0

    /// A view with an empty frame at the origin.
    public init() {}

    /// A view placed at `frame` in its future superview.
    public init(frame: Rect) {
        self.frame = frame
    }

    /// The view's rectangle in its superview's coordinates, transform included. Setting it
    /// sets `center` and `bounds.size` (the latter divided by the transform's scale).
    public var frame: Rect {
        get {
            let w = bounds.width * abs(transform.scaleX), h = bounds.height * abs(transform.scaleY)
            return Rect(x: center.x + transform.tx - w / 2, y: center.y + transform.ty - h / 2, width: w, height: h)
        }
        set {
            let sx = transform.scaleX == 0 ? 1 : abs(transform.scaleX)
            let sy = transform.scaleY == 0 ? 1 : abs(transform.scaleY)
            bounds = Rect(origin: bounds.origin, size: Size(width: newValue.width / sx, height: newValue.height / sy))
            center = Point(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
        }
    }

    /// The window at the root of this view's tree, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// Called after `bounds` changed; a scroll view uses it to report scrolling.
    open func boundsDidChange(from oldBounds: Rect) {}

    /// Called after the view or an ancestor joined or left a window. Override to start or stop
    /// work that matters only on screen; the default passes the news to the subviews.
    open func didMoveToWindow() {
        for s in subviews { s.didMoveToWindow() }
    }

    // MARK: Invalidation

    /// Geometry changed: the compositor re-measures this view and its subtree.
    func invalidateGeometry() {
        setNeedsComposite()
    }

    /// Asks the window for a frame; the compositor finds out what changed by comparing.
    public func setNeedsComposite() {
        markCompositeDirty()
        window?.setNeedsFrame()
    }

    /// The pixels inside the view changed without its geometry changing.
    func setNeedsContentComposite() {
        layer.pointee.contentVersion &+= 1
        setNeedsComposite()
    }

    /// Marks the view and its ancestors dirty, noting each in its superview's
    /// `changedSubviews`, so that the next frame visits this view (see `CompositeNode`).
    /// Stops at the first view already dirty: its ancestors are marked already.
    func markCompositeDirty() {
        var view = self
        guard !view.composite.pointee.isDirty else { return }
        view.composite.pointee.isDirty = true
        while let parent = view.composite.pointee.parent {
            parent.composite.pointee.changedSubviews.append(view)
            guard !parent.composite.pointee.isDirty else { return }
            parent.composite.pointee.isDirty = true
            view = parent
        }
    }

    // MARK: Hit testing

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds, half-open.
    /// Override to widen or narrow the touch target.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The front-most view of this subtree that should receive a touch at `point` (in this
    /// view's coordinates), as UIKit decides: hidden views, views with alpha below 0.01 and views
    /// with `isUserInteractionEnabled` off are skipped with their subviews, and a point outside
    /// `point(inside:)` reaches no subview either, so a subview sticking out of its superview is
    /// not hit there. Override to redirect touches.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            let p = sub.transformToSuperview.inverted?.apply(to: point) ?? point
            if let hit = sub.hitTest(p) { return hit }
        }
        return self
    }

    // MARK: Touches (delivered by TouchDispatcher; see View+Touches.swift, View+Gestures.swift)

    /// The recognizers added with `addGestureRecognizer(_:)`. They see every touch that begins on
    /// this view or a subview before any view does.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Touches that began on this view, in window coordinates (`touch.location(in: self)`
    /// converts). Override to handle them; the default passes them to the superview, as UIKit
    /// passes them up the responder chain.
    open func touchesBegan(_ touches: [Touch], at time: InputTime) { superview?.touchesBegan(touches, at: time) }
    /// Touches that began on this view moved; the default passes them up the responder chain.
    open func touchesMoved(_ touches: [Touch], at time: InputTime) { superview?.touchesMoved(touches, at: time) }
    /// Touches that began on this view lifted; the default passes them up the responder chain.
    open func touchesEnded(_ touches: [Touch], at time: InputTime) { superview?.touchesEnded(touches, at: time) }
    /// A recognizer took the touches (`cancelsTouchesInView`) or their device went away.
    open func touchesCancelled(_ touches: [Touch], at time: InputTime) { superview?.touchesCancelled(touches, at: time) }

    /// Whether a drag in a scroll view around this view should leave its touches alone rather
    /// than cancel them: `false` here; a `Control` answers `true` while enabled, so a button or
    /// slider that has the finger keeps it (UIKit's `touchesShouldCancel(in:)` default, which
    /// answers `false` for a `UIControl`). `ScrollView.touchesShouldCancel(in:)` asks it.
    open var keepsTouchesWhenScrolled: Bool { false }

    /// Whether `recognizer`, attached to this view, may leave `possible` (UIKit's view-side
    /// veto; a scroll view uses it for `touchesShouldCancel(in:)`, spec §8.2). Default `true`.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Responder (UIKit's UIResponder; the behaviour is in View+Responder.swift)

    /// The next responder: the superview (the window's is `nil`). Presses and key commands the
    /// view does not take go there.
    open var next: View? { superview }
    /// Whether the view can take keys: `false` here; a `TextField` answers `true`.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the view lets the keys go when asked: `true` here.
    open var canResignFirstResponder: Bool { true }
    /// Makes the view the window's first responder when it can and the current one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool { makeFirstResponder() }
    /// Stops being the first responder; `false` when it cannot.
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }
    /// Key commands this responder offers (UIKit's `keyCommands`); `nil` here.
    open var keyCommands: [KeyCommand]? { nil }
    /// A key went down (UIKit's `pressesBegan(_:with:)`); passes it to `next` here.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A held key repeated (the kernel's autorepeat; UIKit has no repeat in presses, Pane's
    /// choice); passes it to `next` here.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// A key came up; passes it to `next` here.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// A key's press was cancelled (its keyboard went away, the responder left the window);
    /// passes it to `next` here.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Accessibility (UIKit's UIAccessibility; the screen reader is ScreenReader)

    /// What the app set on the accessibility properties below; the view's defaults answer
    /// where it set nothing.
    package var accessibility = AccessibilitySettings()

    /// Whether a screen reader stops on this view (and not on its subviews): `false` here,
    /// `true` for a label with text, a control, an image view with a label. Setting it overrides the default.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called, spoken first ("Coffee"); `nil` here, a label's text or a
    /// button's title by default.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does, spoken last or on the help key ("Adds a coffee to the order").
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value, spoken after the label ("on", "30 %", "page 2 of 5").
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// What kind of element this is and its state; empty here, each control sets its own.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? [] }
        set { accessibility.traits = newValue }
    }
    /// The language of the element's label, value and hint (BCP 47: "ar", "de", "zh-TW"), for a
    /// voice that speaks it; `nil`: a screen reader judges from the text's script (an Arabic
    /// label in an English app gets the Arabic voice), else the app's language.
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// Hides this view's subviews (not the view itself) from a screen reader.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// While this view is in the window, a screen reader reads only the elements inside it (an
    /// alert, a sheet): the rest of the screen is out of reach.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// What a screen reader's activate (enter, space, a double tap) does: `false` here; a
    /// control does what its tap does (`activateFromKeyboard()`).
    open func accessibilityActivate() -> Bool { activateFromKeyboard() }
    /// Up on an adjustable element: nothing here; a slider moves a tenth of its range.
    open func accessibilityIncrement() {}
    /// Down on an adjustable element: nothing here.
    open func accessibilityDecrement() {}

    // MARK: Focus (UIKit's UIFocusEnvironment and UIFocusItem; see FocusSystem)

    /// Whether the focus engine may move focus here (Tab, arrows): `false` here; a `Control`
    /// answers `true` while enabled.
    open var canBecomeFocused: Bool { false }
    /// Where focus should go inside this view, first choice first (UIKit's
    /// `preferredFocusEnvironments`); empty: the first focusable view in reading order.
    open var preferredFocusEnvironments: [View] { [] }
    /// Focus arrived or left (UIKit's `didUpdateFocus(in:with:)`): draws or hides the focus
    /// ring here.
    open func didUpdateFocus(_ isFocused: Bool) { updateFocusRing(isFocused) }
    /// Enter or space on the focused view: `false` here (not handled); a `Control` acts as a tap.
    open func activateFromKeyboard() -> Bool { false }

    // MARK: Layout and drawing

    /// Called when `subview` was hidden or shown. Does nothing here; a view whose layout leaves
    /// hidden subviews out (a `StackView`) overrides it to lay out again.
    open func didChangeHidden(of subview: View) {}

    /// The window's size classes or this view's layout direction changed (UIKit's
    /// `traitCollectionDidChange(_:)`); `previousTraitCollection` holds the old values and
    /// `traitCollection` the new. Called once per change, on ancestors before their subviews,
    /// before the new layout runs. Does nothing here (Window+Size.swift calls it).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The window is about to take `size` (turned or resized; UIKit's
    /// `viewWillTransition(to:with:)`, which Pane calls on every view in the window, since it has
    /// no view controllers). `bounds` still holds the old size. Does nothing here.
    open func viewWillTransition(to size: Size) {}

    /// Lays out the subviews; override it, and call `setNeedsLayout()` when its inputs change.
    /// Runs in the frame's layout phase, after touches and animations, before compositing.
    open func layoutSubviews() {}

    /// How far the window's safe area (`Window.safeAreaInsets`: a bezel, a status bar) reaches
    /// into this view's bounds on each side; zero outside a window (UIKit's `safeAreaInsets`).
    open var safeAreaInsets: EdgeInsets {
        guard let window, window !== self else { return .zero }
        let r = convert(bounds, to: nil)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        return EdgeInsets(top: max(0, safe.minY - r.minY), left: max(0, safe.minX - r.minX),
                          bottom: max(0, r.maxY - safe.maxY), right: max(0, r.maxX - safe.maxX))
    }

    /// The size the view's content needs, for stacks and `sizeToFit()` (UIKit's
    /// `intrinsicContentSize`): `View.noIntrinsicMetric` (-1) in a dimension the view has no
    /// natural size in. A plain view has none; a `Label` answers its text's size, a `Button`
    /// its title's and image's plus insets, an `ImageView` its image's.
    open var intrinsicContentSize: Size {
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size the view would like within `size` (UIKit's `sizeThatFits(_:)`): the
    /// intrinsic size where there is one, the current size in the other dimensions.
    open func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        return Size(width: natural.width == View.noIntrinsicMetric ? bounds.width : natural.width,
                    height: natural.height == View.noIntrinsicMetric ? bounds.height : natural.height)
    }

    /// Whether the view paints content of its own with `draw(in:)`. Override to return `true`
    /// together with `draw(in:)`; the compositor then keeps a raster of `bounds.size`.
    open var drawsContent: Bool { false }

    /// Paints the view's content in its bounds coordinates. Called only when the view is marked
    /// with `setNeedsDisplay()` or changed size; the result is cached and composited as an image.
    open func draw(in canvas: Canvas) {}

    /// The image the view shows besides its background, and where, in bounds coordinates.
    /// `ImageView` answers its image; a view that `drawsContent` answers its raster.
    func contentImage() -> (image: Image, rect: Rect)? {
        guard let raster = rasterIfNeeded() else { return nil }
        let out = rastersDecoration ? decoration.outset : Decoration.Outset()
        return (raster, Rect(x: bounds.minX - Double(out.left), y: bounds.minY - Double(out.top),
                             width: Double(raster.width), height: Double(raster.height)))
    }

    /// What the compositor saw of this view and its subtree last frame, what changed since,
    /// and the subviews: memory the view allocates with itself, behind a `let` pointer, like
    /// `layer` and for the same reasons.
    nonisolated var composite: UnsafeMutablePointer<CompositeNode> { node.pointer }
    /// The pointer behind `composite`, in a Sendable box: `deinit` (nonisolated in Swift 6.0)
    /// reaches its subviews' nodes through it, which Swift 6.0 refuses for a pointer property.
    /// The main actor owns the memory; deinit touches it only when nothing else holds the view.
    let node: NodeHandle = {
        let storage = UnsafeMutablePointer<CompositeNode>.allocate(capacity: 1)
        storage.initialize(to: CompositeNode())
        return NodeHandle(pointer: storage)
    }()
    var needsLayout: Bool {
        get { composite.pointee.needsLayout }
        set { composite.pointee.needsLayout = newValue }
    }
    /// A view in the subtree (not this one) needs layout.
    var subtreeNeedsLayout: Bool {
        get { composite.pointee.subtreeNeedsLayout }
        set { composite.pointee.subtreeNeedsLayout = newValue }
    }
    var needsDisplay = true
    var raster: Image?
    /// Whether the view's background and decoration live in its raster rather than being filled
    /// by the compositor.
    var rastersDecoration: Bool { decoration.isActive }
    /// Corner radius, border and shadow (`View+Decoration.swift`).
    var decoration = Decoration() { didSet { decorationDidChange(from: oldValue) } }
    /// How many times the view was rasterized, for tests that check nothing redraws needlessly.
    public internal(set) var rasterCount = 0
}
