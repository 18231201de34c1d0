internal import PaneGeometry
public import PaneInput

/// Recognizes one or more taps of one or more fingers (spec §7.4, UIKit's
/// `UITapGestureRecognizer`). Discrete: `possible → recognized` at the final lift, or `failed`.
///
/// A finger may drift `allowableMovement` (45 pt, Euclidean from its touch-down) and must lift
/// within `maximumTapDuration` (0.75 s); the next tap must start within
/// `maximumIntervalBetweenSuccessiveTaps` (0.35 s) of the previous lift; more fingers than
/// `numberOfTouchesRequired` fail it. To tell a single tap from a double, make the single
/// `require(toFail:)` the double: it then fires 0.35 s after the lift (spec §7.6 T7.6a).
/// The location is the centroid of the last tap's touches where they lifted.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps in a row make the gesture (2 for a double tap), each within 0.35 s of the last lift.
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs, all down together; more fingers fail it.
    public var numberOfTouchesRequired = 1
    /// pt each touch may move from its touch-down (UIKit `UITapRecognizer` allowableMovement, spec §7.4).
    public var allowableMovement = 45.0
    /// Seconds from a tap's first touch-down to its last lift (spec §7.4).
    public var maximumTapDuration = 0.75
    /// Seconds from one tap's lift to the next tap's first touch-down (spec §7.4).
    public var maximumIntervalBetweenSuccessiveTaps = 0.35

    /// Taps completed in this sequence.
    public private(set) var tapCount = 0
    private var touchesInTap = 0
    private var downLocations: [(TouchID, Point)] = []

    /// A tap recognizer that calls `action` with itself, typed, when the tap is recognized.
    public convenience init(action: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addAction { if let r = $0 as? TapGestureRecognizer { action(r) } }
    }

    open override var isContinuous: Bool { false }

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        guard state == .possible else { return }
        if touchesInTap == 0 { deadline = time + maximumTapDuration }
        for t in touches { downLocations.append((t.id, t.location)) }
        touchesInTap += touches.count
        if touchesInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        if movedTooFar(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        guard state == .possible else { return }
        if movedTooFar(touches) { return state = .failed }
        guard trackedTouches.isEmpty else { return }
        guard touchesInTap == numberOfTouchesRequired else { return state = .failed }
        tapCount += 1
        touchesInTap = 0
        downLocations.removeAll(keepingCapacity: true)
        if tapCount >= numberOfTapsRequired {
            deadline = nil
            state = .recognized
        } else {
            deadline = time + maximumIntervalBetweenSuccessiveTaps
        }
    }

    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        state = .failed
    }

    /// A tap held too long, or the next tap came too late.
    open override func deadlineReached(at time: InputTime) {
        state = .failed
    }

    open override func reset() {
        tapCount = 0
        touchesInTap = 0
        downLocations.removeAll(keepingCapacity: true)
        super.reset()
    }

    private func movedTooFar(_ touches: [Touch]) -> Bool {
        for t in touches {
            guard let down = downLocations.first(where: { $0.0 == t.id })?.1 else { continue }
            if down.distance(to: t.location) > allowableMovement { return true }
        }
        return false
    }
}
