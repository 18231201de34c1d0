public import PaneGeometry
public import PaneInput

/// Turns the touches on one host (a view and its subviews) into a gesture, with UIKit's state
/// machine (spec §7.1) and rules for living with other recognizers (spec §7.6).
///
/// Attach one to a view with `view.addGestureRecognizer(_:)` (PaneUI); the window's
/// `TouchDispatcher` then routes to it every touch that begins on the view or a subview, through a
/// `GestureArena` that settles which recognizers may recognize together. Actions run for
/// `began`, `changed`, `ended`/`recognized` and `cancelled`, never for `failed`.
///
/// Subclass to make a recognizer of your own: override the `touches…` methods and `reset()`, set
/// `state` as UIKit subclasses do, and set `deadline` to be woken by `deadlineReached(at:)` when
/// virtual time passes it. All points are window coordinates until converted by `location(in:)`.
/// See also: `TapGestureRecognizer`, `LongPressGestureRecognizer`, `PanGestureRecognizer`,
/// `PinchGestureRecognizer`.
@MainActor
open class GestureRecognizer {
    /// What the recognizer is attached to; set by `View.addGestureRecognizer(_:)`.
    public weak var host: (any GestureHost)?
    /// Steers this recognizer without subclassing: whether it begins, which touches it sees, whom it waits
    /// for or recognizes alongside. Held weakly.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The arena the recognizer currently plays in, while it takes part in a touch sequence.
    public internal(set) weak var arena: GestureArena?

    /// A disabled recognizer receives no touches; disabling one that is tracking cancels it
    /// (or fails it, if it had not begun).
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { arena?.interrupt(self) } }
    }
    /// When the recognizer begins or recognizes, the view gets `touchesCancelled` for its touches
    /// (spec §7.6, default `true`).
    open var cancelsTouchesInView = true
    /// Holds `touchesBegan` back from the view until the recognizer fails (spec §7.6, default
    /// `false`); the touches are discarded if it recognizes.
    open var delaysTouchesBegan = false
    /// Holds `touchesEnded` back from the view until the recognizer fails or recognizes (spec
    /// spec §7.6, default `true`).
    open var delaysTouchesEnded = true

    /// The recognizers this one waits for, from `require(toFail:)`.
    public private(set) var failureRequirements: [GestureRecognizer] = []

    var actions: [(GestureRecognizer) -> Void] = []
    var storedState = GestureState.possible
    /// The transition that waits for a failure requirement (`began` or `ended`), if any.
    var pendingState: GestureState?
    /// Touches delivered to the recognizer and still down, in window coordinates, ordered by id.
    public private(set) var trackedTouches: [Touch] = []
    var lastLocation = Point.zero
    /// Arena bookkeeping: touches routed here and not yet lifted, every touch routed here since
    /// the last reset (who shares a touch with whom), and the batch being delivered.
    var liveTouchIDs: [TouchID] = []
    /// Every touch routed to the recognizer since it last reset, lifted ones included: what a
    /// `TouchDispatcher` asks the touched views about before the recognizer begins.
    public internal(set) var seenTouchIDs: [TouchID] = []
    var inbox: [Touch] = []

    /// Creates a recognizer that calls `action` on every state change that sends actions.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// Adds a closure called on `began`, `changed`, `ended`/`recognized` and `cancelled`.
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Removes every action.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// Whether the recognizer tracks over time (`began`, `changed`, `ended`) rather than
    /// recognizing once. Subclasses answer; the default is continuous.
    open var isContinuous: Bool { true }

    /// The current state. Subclasses set it; the arena applies what the rules allow: leaving
    /// `possible` asks `shouldBegin` and may wait for `require(toFail:)` recognizers, and a
    /// recognizer that begins makes the others that share its touches fail unless a delegate
    /// lets them recognize simultaneously.
    public var state: GestureState {
        get { storedState }
        set {
            if let arena { arena.request(self, newValue) } else { GestureArena.applyAlone(self, newValue) }
        }
    }

    /// Whether a transition out of `possible` is waiting for a failure requirement.
    public var isWaitingForFailure: Bool { pendingState != nil }

    /// Makes this recognizer wait, before it begins or recognizes, until `other` has failed; if
    /// `other` recognizes, this one fails (spec §7.6). The usual pair: a single tap that requires
    /// a double tap to fail.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The recognizer's location in window coordinates: the centroid of its tracked touches, or
    /// where they were last when none is down. Subclasses may answer otherwise.
    open var locationInWindow: Point {
        guard !trackedTouches.isEmpty else { return lastLocation }
        return Self.centroid(of: trackedTouches)
    }

    /// The recognizer's location in `host`'s coordinates (the window's when `nil`).
    public func location(in host: (any GestureHost)?) -> Point {
        let p = locationInWindow
        return host?.convertFromWindow(p) ?? p
    }

    /// The location of the tracked touch at `index` (by id order) in `host`'s coordinates.
    public func location(ofTouch index: Int, in host: (any GestureHost)?) -> Point? {
        guard trackedTouches.indices.contains(index) else { return nil }
        let p = trackedTouches[index].location
        return host?.convertFromWindow(p) ?? p
    }

    /// Stops delivering `touch` to this recognizer (UIKit's `ignore(_:for:)`); it no longer
    /// counts for the location or `numberOfTouches`.
    public func ignore(_ touch: Touch) {
        trackedTouches.removeAll { $0.id == touch.id }
        arena?.unroute(touch.id, from: self)
    }

    // MARK: Timers

    /// When the recognizer wants `deadlineReached(at:)`, in the touches' time base. The arena
    /// fires it once virtual time reaches it (`GestureArena.advance(to:)`), then clears it.
    public var deadline: InputTime?

    /// Virtual time reached `deadline`; `time` is exactly the deadline.
    open func deadlineReached(at time: InputTime) {}

    // MARK: For subclasses

    /// New touches for this recognizer, already added to `trackedTouches`.
    open func touchesBegan(_ touches: [Touch], at time: InputTime) {}
    /// Touches that moved, already updated in `trackedTouches`.
    open func touchesMoved(_ touches: [Touch], at time: InputTime) {}
    /// Touches that lifted, already removed from `trackedTouches`.
    open func touchesEnded(_ touches: [Touch], at time: InputTime) {}
    /// Touches the system cancelled, already removed from `trackedTouches`. The default cancels a
    /// recognizer that began and fails one that had not.
    open func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Back to `possible`: forget the touch sequence. Called by the arena after `ended`,
    /// `cancelled` or `failed` once every touch has lifted; subclasses reset their own state and
    /// call `super`.
    open func reset() {}

    /// Whether this recognizer, once it begins, makes `other` fail. Default `true`.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, once it begins, makes this recognizer fail. Default `true`.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// The subclass's own say before leaving `possible` (after the delegate's and the host's).
    open func shouldBegin() -> Bool { true }

    // MARK: Arena plumbing

    func track(_ touches: [Touch], phase: TouchPhase) {
        for t in touches {
            if let i = trackedTouches.firstIndex(where: { $0.id == t.id }) {
                if phase.isFinal { trackedTouches.remove(at: i) } else { trackedTouches[i] = t }
            } else if !phase.isFinal {
                trackedTouches.append(t)
            }
            lastLocation = t.location
        }
        trackedTouches.sort { $0.id < $1.id }
        if !trackedTouches.isEmpty { lastLocation = Self.centroid(of: trackedTouches) }
        else if !touches.isEmpty { lastLocation = Self.centroid(of: touches) }
    }

    func resetForNextSequence() {
        reset()
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        deadline = nil
    }

    func sendActions() {
        for action in actions { action(self) }
    }

    /// The mean of the touches' locations.
    public static func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in touches { x += t.location.x; y += t.location.y }
        let n = Double(touches.count)
        return Point(x: x / n, y: y / n)
    }
}
