internal import PaneGeometry
public import PaneInput

/// Recognizes fingers held still (spec §7.5, UIKit's `UILongPressGestureRecognizer`).
/// Continuous: `began` once `numberOfTouchesRequired` fingers have stayed down
/// `minimumPressDuration` (0.5 s) within `allowableMovement` (10 pt) of where they landed, then
/// `changed` as they move (freely), `ended` when one lifts.
///
/// The 0.5 s runs in virtual time: the arena wakes the recognizer at its deadline, so the run
/// loop must call `advance(to:)` when nothing else arrives (`TouchDispatcher` does).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds (UIKit default, spec §7.5).
    public var minimumPressDuration = 0.5
    /// pt each finger may move before the press begins (UIKit default, spec §7.5).
    public var allowableMovement = 10.0
    /// How many fingers must be held down together; one more fails the press before it begins.
    public var numberOfTouchesRequired = 1

    private var downLocations: [(TouchID, Point)] = []

    /// A long press that calls `action` with itself, typed, at every state change that runs actions.
    public convenience init(action: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        addAction { if let r = $0 as? LongPressGestureRecognizer { action(r) } }
    }

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        guard state == .possible else {
            for t in touches { ignore(t) }
            return
        }
        for t in touches { downLocations.append((t.id, t.location)) }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            deadline = time + minimumPressDuration
        }
    }

    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        if state.isActive { return state = .changed }
        guard state == .possible else { return }
        for t in touches {
            guard let down = downLocations.first(where: { $0.0 == t.id })?.1 else { continue }
            if down.distance(to: t.location) > allowableMovement { return state = .failed }
        }
    }

    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        state = state.isActive ? .ended : .failed
    }

    open override func deadlineReached(at time: InputTime) {
        guard state == .possible, trackedTouches.count == numberOfTouchesRequired else { return }
        state = .began
    }

    open override func reset() {
        downLocations.removeAll(keepingCapacity: true)
        super.reset()
    }
}
