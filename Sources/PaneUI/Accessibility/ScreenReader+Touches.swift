internal import PaneGeometry
public import PaneInput

/// Touch exploration: the screen reader's gestures on a touchscreen, as VoiceOver's on iOS
/// (the Accessibility article).
///
/// While `isExploringTouches`, the app gives the reader each touch frame before its
/// dispatcher (`handleTouches(_:)`; `Application.runFrame` does), and a sequence of touches the
/// reader took (from the first finger down until the last lifts) reaches no view or recognizer.
/// One finger:
/// - held down (longer than `explorationTapDuration`) or dragged: the element under it
///   (`Window.accessibilityElement(at:)`) becomes the current one and is spoken, once each
///   time the finger arrives on an element; over no element nothing is said and the cursor stays;
/// - a tap: the element under it becomes current and is spoken once no second tap followed
///   (`explorationDoubleTapInterval` after the lift);
/// - a double tap anywhere: `activate()` the current element, as enter does;
/// - a flick right or left: `move(.next)`, `move(.previous)`; a flick up or down on an
///   adjustable element: `adjust(up:)` (elsewhere it does nothing).
///
/// A second finger is ignored. Everything is timed by the touches' timestamps and by
/// `advanceTouchExploration(to:)` on the app's frame clock, never by a clock of its own, so a
/// recording replays the same headless.
extension ScreenReader {
    /// Seconds a finger may stay down and still tap or flick; held longer, it explores. Pane's
    /// choice: VoiceOver's own figure is not published, and a quarter second is a brisk tap's
    /// upper end while keeping the wait before a resting finger is read short (UIKit's tap
    /// allows 0.75 s, spec §7.4, far too long to wait before speaking).
    public static let explorationTapDuration = 0.25
    /// Points a tap's finger may move from its touch-down (Pane's choice: the slop of a
    /// deliberate tap, a quarter of UIKit's tap `allowableMovement`, so a slow short drag is not
    /// taken for a tap).
    public static let explorationTapMovement = 10.0
    /// Seconds from a tap's lift to the next touch-down for a double tap: UIKit's
    /// `maximumIntervalBetweenSuccessiveTaps` (spec §7.4).
    public static let explorationDoubleTapInterval = 0.35
    /// Points between a double tap's first lift and second touch-down: UIKit's tap
    /// `allowableMovement` (spec §7.4).
    public static let explorationDoubleTapDistance = 45.0
    /// Points a flick must travel along its main axis within `explorationTapDuration` (Pane's
    /// choice: three times the tap's slop, short enough for a flick with a thumb).
    public static let explorationFlickDistance = 30.0

    /// Whether touches are the reader's now: it is on, and `touchExploration` is `.on`, or
    /// `.automatic` with no hardware keyboard on the window. Decided again at each sequence's
    /// first finger down.
    public var isExploringTouches: Bool {
        guard isEnabled else { return false }
        switch touchExploration {
        case .on: return true
        case .off: return false
        case .automatic: return !window.hasHardwareKeyboard
        }
    }

    /// When `advanceTouchExploration(to:)` must be called if no touch comes first: a resting
    /// finger starts exploring, or a lone tap's element is read; `nil` with nothing waiting.
    public var touchExplorationDeadline: InputTime? { touchState.deadline }

    /// Takes `frame` when its sequence of touches is the reader's (see the extension); returns
    /// whether it did, and then the app gives the frame to nothing else. A sequence that began
    /// while the reader was not exploring goes on to the app to its end, and one the reader
    /// took stays its own to its end, even if the reader is turned off meanwhile.
    public func handleTouches(_ frame: TouchFrame) -> Bool {
        if touchState.owner == .none {
            guard frame.touches.contains(where: { $0.phase == .began }) else { return false }
            touchState.owner = isExploringTouches ? .reader : .app
        }
        let taken = touchState.owner == .reader
        for touch in frame.touches {
            if taken { explore(touch) }
            if touch.phase.isFinal { touchState.down.remove(touch.id) } else { touchState.down.insert(touch.id) }
        }
        if touchState.down.isEmpty { touchState.owner = .none }
        return taken
    }

    /// Lets the frame clock reach `time`: a finger resting since its deadline starts exploring,
    /// a tap no second tap followed reads the element under it.
    public func advanceTouchExploration(to time: InputTime) {
        guard let deadline = touchState.deadline, deadline <= time else { return }
        touchState.deadline = nil
        if touchState.primary != nil {
            if touchState.phase == .pending || touchState.phase == .secondTap { startExploring() }
        } else if let tap = touchState.lastTap {
            touchState.lastTap = nil
            select(at: tap.location)
        }
    }

    private func explore(_ touch: Touch) {
        switch touch.phase {
        case .began:
            guard touchState.primary == nil, touchState.down.isEmpty else { return }   // a second finger
            var s = touchState
            s.primary = touch.id
            s.start = touch.location
            s.startTime = touch.timestamp
            s.location = touch.location
            s.under = nil
            s.deadline = touch.timestamp + Self.explorationTapDuration
            let earlier = s.lastTap
            if let tap = earlier, touch.timestamp - tap.time <= Self.explorationDoubleTapInterval,
               tap.location.distance(to: touch.location) <= Self.explorationDoubleTapDistance {
                s.phase = .secondTap
            } else {
                s.phase = .pending
                s.lastTap = nil
            }
            touchState = s
            // A first tap too far or too long ago for a double tap is read now.
            if s.phase == .pending, let tap = earlier { select(at: tap.location) }
        case .moved, .stationary:
            guard touch.id == touchState.primary else { return }
            touchState.location = touch.location
            if touchState.phase == .exploring {
                arrive(at: touch.location)
            } else if touch.timestamp - touchState.startTime >= Self.explorationTapDuration {
                startExploring()
            }
        case .ended:
            guard touch.id == touchState.primary else { return }
            touchState.location = touch.location
            touchState.primary = nil
            touchState.deadline = nil
            lift(at: touch.timestamp)
        case .cancelled:
            guard touch.id == touchState.primary else { return }
            touchState.primary = nil
            touchState.deadline = nil
            touchState.phase = .idle
            touchState.lastTap = nil
        }
    }

    /// The primary finger lifted at `time`: a tap, the second of a double tap, a flick, or the
    /// end of exploring.
    private func lift(at time: InputTime) {
        let phase = touchState.phase
        touchState.phase = .idle
        let secondTap = phase == .secondTap
        touchState.lastTap = nil
        guard phase == .pending || secondTap else { return }   // exploring ends: the cursor stays
        let start = touchState.start, end = touchState.location
        guard time - touchState.startTime < Self.explorationTapDuration else {
            arrive(at: end)   // held, its deadline not yet reached: explored
            return
        }
        let dx = end.x - start.x, dy = end.y - start.y
        if start.distance(to: end) <= Self.explorationTapMovement {
            if secondTap {
                guard isEnabled else { return }
                activate()
            } else {
                touchState.lastTap = (start, time)
                touchState.deadline = time + Self.explorationDoubleTapInterval
            }
        } else if max(abs(dx), abs(dy)) >= Self.explorationFlickDistance {
            flick(dx: dx, dy: dy)
        } else {
            select(at: end)
        }
    }

    private func flick(dx: Double, dy: Double) {
        guard isEnabled else { return }
        if abs(dx) >= abs(dy) {
            move(dx > 0 ? .next : .previous)
        } else if isAdjustable {
            adjust(up: dy < 0)
        }
    }

    private func startExploring() {
        touchState.phase = .exploring
        touchState.lastTap = nil
        touchState.deadline = nil
        touchState.under = nil
        arrive(at: touchState.location)
    }

    /// The exploring finger is at `point`: lands on the element there, unless it is already on it.
    private func arrive(at point: Point) {
        guard isEnabled, let element = window.accessibilityElement(at: point) else { return }
        guard element !== touchState.under else { return }
        touchState.under = element
        land(on: element)
    }

    /// A tap at `point`: lands on the element there and speaks it, even when it is the current one.
    private func select(at point: Point) {
        guard isEnabled, let element = window.accessibilityElement(at: point) else { return }
        land(on: element)
    }
}

/// What touch exploration knows between frames (`ScreenReader.touchState`).
struct TouchExplorationState {
    /// Who a sequence of touches belongs to, from its first finger down to its last lift.
    enum Owner { case none, reader, app }
    /// Where the primary finger is in its gesture.
    enum Phase {
        /// No finger, or one after its gesture ended.
        case idle
        /// Down, not yet known to be a tap, a flick or exploring.
        case pending
        /// Down soon after a tap and near it: a double tap if it lifts as a tap.
        case secondTap
        /// Held or dragged: reading what it touches.
        case exploring
    }

    var owner = Owner.none
    /// Every finger of the sequence that is down.
    var down: Set<TouchID> = []
    /// The finger whose gestures count; others are ignored.
    var primary: TouchID?
    var phase = Phase.idle
    var start = Point(x: 0, y: 0)
    var startTime = InputTime.zero
    var location = Point(x: 0, y: 0)
    /// The element the exploring finger is on.
    weak var under: View?
    /// A lone tap's touch-down location and lift time, waiting for a second tap.
    var lastTap: (location: Point, time: InputTime)?
    /// See `ScreenReader.touchExplorationDeadline`.
    var deadline: InputTime?
}
