public import PaneGeometry
public import PaneInput
public import PaneGestures
public import PanePixels
public import PaneUI

/// A view that turns touches into events (UIKit's `UIControl`): the base of `Button`,
/// `Switch`, `Slider`, `SegmentedControl` and `Stepper`.
///
/// A control follows one finger at a time. Touch-down highlights it and sends `.touchDown`;
/// while the finger moves it stays highlighted as long as the finger is inside the bounds grown
/// by `trackingMargin` (70 pt), sending `.touchDragEnter` or `.touchDragExit` on a move that
/// crosses that edge and `.touchDragInside` or `.touchDragOutside` on any other; the lift sends `.touchUpInside` there and
/// `.touchUpOutside` beyond it; a cancellation (a scroll view's drag took the finger, the device
/// went away) sends `.touchCancel`. Subclasses follow the finger through `beginTracking`,
/// `continueTracking`, `endTracking` and `cancelTracking`, and redraw in `stateDidChange()`.
///
/// Inside a `ScrollView` the finger reaches the control after the scroll view's 0.15 s delay or
/// at the lift (spec §8.1); once the control has it, a drag does not take it away, because
/// `ScrollView.touchesShouldCancel(in:)` answers `false` for an enabled control (spec §8.2).
/// A disabled control passes its touches to its superview, as UIKit's does up the responder chain.
///
/// ```swift
/// button.addAction(for: .touchUpInside) { _ in order.submit() }
/// ```
open class Control: View {
    /// What happened, as a set; raw values are UIKit's `UIControlEvents` (UIControl.h).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The finger moved and stayed within the tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved and stayed outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted within the tracking area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken away (a scroll view's drag, the device gone) before it lifted.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (a switch flipped, a slider moved); code that sets the value
        /// sends nothing.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, a switch's flip.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field started editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Every touch event, from `touchDown` to `touchCancel`.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event of a text field.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event, for an action that wants to hear them all.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state a control shows; raw values are UIKit's `UIControlState`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected: the empty set.
        public static let normal = State([])
        /// A finger is down on the control, within the tracking area.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled and ignores touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a segment, a toggled button).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Names an action added with `addAction(for:_:)`, to remove it.
    public struct ActionIdentifier: Hashable, Sendable {
        let value: Int
    }

    /// How far outside its bounds a finger may go and still count as inside: UIKit's 70 pt
    /// (UIControl's tracking grows the bounds by 70 pt on every side; no public constant, it is
    /// the figure issue 17 and UIKit's observed behaviour give).
    public static let trackingMargin = 70.0

    /// A disabled control ignores touches (they go to the superview) and looks disabled.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { endTrackingSilently() }
            stateDidChange()
        }
    }
    /// Set while a finger that went down on the control is inside the tracking area.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the control is selected; subclasses draw it differently. Setting it sends no event.
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// The flags above as one set.
    public var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Whether a finger is being followed and `continueTracking` still wants it.
    public private(set) var isTracking = false
    /// Whether the followed finger is inside the tracking area (bounds grown by 70 pt).
    public private(set) var isTouchInside = false

    /// The finger being followed, if any.
    var trackedTouch: TouchID?
    var actions: [(id: ActionIdentifier, events: Event, handler: (Control) -> Void)] = []
    var nextActionID = 0

    /// An enabled control with an empty frame.
    public override init() { super.init() }
    /// An enabled control in `frame`.
    public override init(frame: Rect) { super.init(frame: frame) }

    // MARK: Actions

    /// Calls `handler` with the control each time one of `events` happens, after the handlers
    /// added before it. The control keeps `handler` (and what it captures) until removed.
    @discardableResult
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) -> ActionIdentifier {
        let id = ActionIdentifier(value: nextActionID)
        nextActionID += 1
        actions.append((id, events, handler))
        return id
    }

    /// Removes the action `identifier` names, and what its handler captured; an unknown identifier is
    /// ignored.
    public func removeAction(_ identifier: ActionIdentifier) {
        actions.removeAll { $0.id == identifier }
    }

    /// Removes every action that listens to any of `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.isDisjoint(with: events) }
    }

    /// Calls the handlers of `events` now, in the order they were added (UIKit's
    /// `sendActions(for:)`). Handlers added or removed by a handler take effect next time.
    public func sendActions(for events: Event) {
        let current = actions
        for action in current where !action.events.isDisjoint(with: events) {
            action.handler(self)
        }
    }

    /// An enabled control keeps its touches when a scroll view around it starts dragging
    /// (UIKit's `touchesShouldCancel(in:)` answers `false` for a `UIControl`, spec §8.2).
    open override var keepsTouchesWhenScrolled: Bool { isEnabled }

    /// The focus ring's colour while this control has focus: the current theme's tint.
    open var focusRingColor: Color { Theme.current.tintColor }

    /// Draws the window's focus ring in `focusRingColor`.
    open override func didUpdateFocus(_ isFocused: Bool) {
        if isFocused, let window { window.focusRingColor = focusRingColor }
        super.didUpdateFocus(isFocused)
    }

    /// A control is an accessibility element unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { accessibility.isElement = newValue }
    }
    /// The traits set (else `defaultAccessibilityTraits`), with `notEnabled` while disabled, as UIKit adds it.
    open override var accessibilityTraits: AccessibilityTraits {
        get { (accessibility.traits ?? defaultAccessibilityTraits).union(isEnabled ? [] : .notEnabled) }
        set { accessibility.traits = newValue }
    }
    /// The traits of this kind of control when the app set none: empty here, `button` for a button.
    open var defaultAccessibilityTraits: AccessibilityTraits { [] }

    /// An enabled, shown control takes focus from Tab and the arrows (the focus engine, `Window.moveFocus(_:)`).
    open override var canBecomeFocused: Bool { isEnabled && !isHidden }

    /// Enter or space while focused: what a tap does for a button, `.touchUpInside` (with
    /// `.primaryActionTriggered` where a tap sends it). Controls whose tap changes a value
    /// (a switch) override it.
    open override func activateFromKeyboard() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        return true
    }

    // MARK: Recognizers of other views

    /// A control's default action beats a recognizer of another view that would take the same
    /// touch (UIKit since iOS 6, "Event Handling Guide for iOS", "Interacting with Other User
    /// Interface Controls"): the window's `TouchDispatcher` asks the touched views before a
    /// superview's recognizer begins, and an enabled control says no when
    /// `defaultActionOverlaps(_:)` does. Recognizers attached to the control itself are not
    /// vetoed: attach one there to change the default action, as UIKit's guide says.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer.view !== self, isEnabled, defaultActionOverlaps(recognizer) { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    /// Whether `recognizer` (of another view) would do what this control does with the same
    /// touch. `false` here; `Button`, `Switch`, `Stepper` and `SegmentedControl` claim a
    /// single-finger single tap, `Slider` and `Switch` a one-finger drag along them that starts
    /// on the thumb (see `GestureRecognizer.isSingleFingerSingleTap` and
    /// `isSingleFingerPan(startingIn:of:horizontal:)`).
    open func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool { false }

    // MARK: Tracking (override points, as UIKit's)

    /// The finger went down; return whether to keep following it. `touch` is in window
    /// coordinates (`touch.location(in: self)` converts).
    open func beginTracking(_ touch: Touch, at time: InputTime) -> Bool { true }
    /// The finger moved; return whether to keep following it.
    open func continueTracking(_ touch: Touch, at time: InputTime) -> Bool { true }
    /// The finger lifted (`touch` is `nil` when it lifted after tracking stopped).
    open func endTracking(_ touch: Touch?, at time: InputTime) {}
    /// The finger was taken away (`touchCancel`).
    open func cancelTracking(at time: InputTime) {}

    /// Called when `isEnabled`, `isHighlighted` or `isSelected` changed: update the look here.
    open func stateDidChange() {}

    /// Whether a button-like control also sends `.primaryActionTriggered` with `.touchUpInside`.
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether `point` (in the control's coordinates) counts as inside while tracking: the
    /// bounds grown by `trackingMargin` on every side.
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        guard isEnabled else { return super.touchesBegan(touches, at: time) }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch.id
        isTouchInside = true
        isTracking = true
        isHighlighted = true
        sendActions(for: .touchDown)
        guard trackedTouch == touch.id else { return }   // a handler disabled the control
        isTracking = beginTracking(touch, at: time)
    }

    /// Follows the tracked finger: highlight, the drag events and `continueTracking`; other touches go up the
    /// responder chain.
    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        guard let touch = tracked(in: touches) else { return passUp(touches, at: time, moved: true) }
        let inside = isInsideTrackingArea(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        // One event per move: crossing the edge is an enter or an exit, else inside or outside.
        if inside != wasInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        } else {
            sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        }
        if isTracking, trackedTouch == touch.id { isTracking = continueTracking(touch, at: time) }
    }

    /// Ends tracking when the tracked finger lifts: `.touchUpInside` or `.touchUpOutside` and `endTracking`;
    /// other touches go up the responder chain.
    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        guard let touch = tracked(in: touches) else { return passUp(touches, at: time, moved: false) }
        let inside = isInsideTrackingArea(touch.location(in: self))
        let wasTracking = isTracking
        trackedTouch = nil
        isTracking = false
        isTouchInside = inside
        isHighlighted = false
        endTracking(wasTracking ? touch : nil, at: time)
        if inside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        guard tracked(in: touches) != nil else {
            if !isEnabled { super.touchesCancelled(touches, at: time) }
            return
        }
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(at: time)
        sendActions(for: .touchCancel)
    }

    /// The followed finger among `touches`, if it is there.
    private func tracked(in touches: [Touch]) -> Touch? {
        guard let id = trackedTouch else { return nil }
        return touches.first { $0.id == id }
    }

    /// Touches the control does not follow: those of a disabled control go up the chain.
    private func passUp(_ touches: [Touch], at time: InputTime, moved: Bool) {
        guard !isEnabled else { return }
        if moved { super.touchesMoved(touches, at: time) } else { super.touchesEnded(touches, at: time) }
    }

    /// Disabling stops following the finger without sending anything.
    private func endTrackingSilently() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
