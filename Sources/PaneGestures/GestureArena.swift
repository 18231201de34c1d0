public import PaneInput

/// Hears from a `GestureArena` what touch delivery needs to know: a `TouchDispatcher` (PaneUI)
/// is the usual delegate.
@MainActor
public protocol GestureArenaDelegate: AnyObject {
    /// `recognizer.state` just changed (to anything but `possible`).
    func arena(_ arena: GestureArena, didTransition recognizer: GestureRecognizer)
    /// A last veto before `recognizer` leaves `possible`, after its own delegate and host agreed.
    func arena(_ arena: GestureArena, shouldBegin recognizer: GestureRecognizer) -> Bool
}

/// The recognizers that share the touches of one window, and the rules between them (spec §7.6;
/// UIKit's gesture environment, Flutter's arena).
///
/// Feed it in this order: `route(_:to:)` once for every touch that begins (with the recognizers
/// of the view it hit and that view's ancestors, innermost first), then `handle(_:)` for the
/// whole `TouchFrame`; between frames, `advance(to:)` when virtual time reaches `nextDeadline`
/// (the 0.35 s between taps, the 0.5 s of a long press). `TouchDispatcher` in PaneUI does all of
/// this; tests may drive an arena directly.
///
/// A recognizer joins when its first touch is routed to it and leaves when it resets: after
/// `ended`, `cancelled` or `failed`, once every touch routed to it has ended. Only recognizers
/// that have seen a common touch exclude each other, so two fingers can pan two views at once.
@MainActor
public final class GestureArena {
    /// Hears of every recognizer's state change and has the last veto on beginning; held weakly.
    public weak var delegate: (any GestureArenaDelegate)?
    /// The time of the frame or deadline being handled; starts at the first frame's time.
    public internal(set) var time = InputTime.zero
    /// The recognizers taking part, in the order they joined.
    public internal(set) var participants: [GestureRecognizer] = []

    var routes: [TouchID: [GestureRecognizer]] = [:]
    var observers: [(GestureRecognizer) -> Void] = []

    /// An empty arena, for one window; its `time` starts at the first frame handled.
    public init() {}

    /// Calls `observer` after every state change of any recognizer in this arena, failures
    /// included (actions are not sent for those).
    public func addObserver(_ observer: @escaping (GestureRecognizer) -> Void) {
        observers.append(observer)
    }

    /// Routes a touch that begins to `recognizers`, innermost view first. A recognizer takes it
    /// when it is enabled, not finished (a recognizer that failed waits for its old touches to
    /// lift before it sees new ones), not playing in another arena, and its delegate's
    /// `shouldReceive` agrees. Returns those that took it.
    ///
    /// Deadlines due by the touch's timestamp fire first, so that a double tap whose interval
    /// ran out has failed and reset before the late touch arrives.
    @discardableResult
    public func route(_ touch: Touch, to recognizers: [GestureRecognizer]) -> [GestureRecognizer] {
        advance(to: touch.timestamp)
        var taken: [GestureRecognizer] = []
        for r in recognizers where r.isEnabled && !r.storedState.isFinished {
            guard r.arena == nil || r.arena === self, !taken.contains(where: { $0 === r }) else { continue }
            guard r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true else { continue }
            if r.arena == nil {
                r.arena = self
                participants.append(r)
            }
            r.liveTouchIDs.append(touch.id)
            r.seenTouchIDs.append(touch.id)
            taken.append(r)
        }
        if !taken.isEmpty { routes[touch.id, default: []].append(contentsOf: taken) }
        return taken
    }

    /// The recognizers `id` is routed to and still deliverable or waiting to reset.
    public func recognizers(routedTo id: TouchID) -> [GestureRecognizer] {
        routes[id] ?? []
    }

    /// Delivers one frame: first the deadlines due by its time, then its touches, phase by phase
    /// (ended, cancelled, moved, began; stationary touches are not delivered), each recognizer
    /// getting all its touches of a phase in one call. Touches not routed are ignored.
    ///
    /// Lifts come before moves and lands after them, so a recognizer that follows the centroid
    /// of its fingers (a pan) sees a report's moves with exactly the fingers that stay down:
    /// a finger lifting or landing in the report where another moves no longer takes half of
    /// that move away (issue 27 item 2).
    public func handle(_ frame: TouchFrame) {
        advance(to: frame.timestamp)
        for phase in [TouchPhase.ended, .cancelled, .moved, .began] {
            deliver(frame.touches, phase: phase, at: frame.timestamp)
        }
        for t in frame.touches where t.phase.isFinal {
            guard let routed = routes.removeValue(forKey: t.id) else { continue }
            for r in routed {
                r.liveTouchIDs.removeAll { $0 == t.id }
                finishIfDone(r)
            }
        }
    }

    /// Fires every deadline up to `time`, earliest first, each at its own time.
    public func advance(to time: InputTime) {
        while let (r, due) = earliestDeadline(), due <= time {
            r.deadline = nil
            self.time = max(self.time, due)
            r.deadlineReached(at: due)
        }
        self.time = max(self.time, time)
    }

    /// The earliest deadline of any participant: when the run loop should call `advance(to:)`
    /// if no touch arrives first.
    public var nextDeadline: InputTime? { earliestDeadline()?.1 }

    /// Cancels (or fails, before it began) every participant and forgets every touch: a window
    /// that goes away, a device that is lost.
    public func cancelAll() {
        for r in participants { interrupt(r) }
        routes.removeAll()
    }

    // MARK: Delivery

    private func deliver(_ touches: [Touch], phase: TouchPhase, at time: InputTime) {
        var any = false
        for t in touches where t.phase == phase {
            guard let routed = routes[t.id] else { continue }
            for r in routed { r.inbox.append(t); any = true }
        }
        guard any else { return }
        var i = 0
        // Participants may reset and leave during delivery; walk by index over a stable order.
        let order = participants
        while i < order.count {
            let r = order[i]
            i += 1
            guard !r.inbox.isEmpty else { continue }
            defer { r.inbox.removeAll(keepingCapacity: true) }
            guard isDeliverable(r) else { continue }
            r.track(r.inbox, phase: phase)
            switch phase {
            case .began: r.touchesBegan(r.inbox, at: time)
            case .moved: r.touchesMoved(r.inbox, at: time)
            case .ended: r.touchesEnded(r.inbox, at: time)
            case .cancelled: r.touchesCancelled(r.inbox, at: time)
            case .stationary: break
            }
        }
    }

    /// Possible or tracking, enabled, and not a discrete recognizer that has decided and only
    /// waits for a failure requirement (a continuous one keeps tracking while it waits).
    func isDeliverable(_ r: GestureRecognizer) -> Bool {
        guard r.isEnabled, r.arena === self else { return false }
        if r.storedState.isActive { return true }
        guard r.storedState == .possible else { return false }
        return r.pendingState == nil || r.isContinuous
    }

    private func earliestDeadline() -> (GestureRecognizer, InputTime)? {
        var best: (GestureRecognizer, InputTime)?
        for r in participants {
            guard let d = r.deadline else { continue }
            if let b = best, b.1 <= d { continue }
            best = (r, d)
        }
        return best
    }

    func unroute(_ id: TouchID, from r: GestureRecognizer) {
        routes[id]?.removeAll { $0 === r }
        r.liveTouchIDs.removeAll { $0 == id }
        finishIfDone(r)
    }

    /// Resets `r` and lets it leave once it is finished and none of its touches is down.
    func finishIfDone(_ r: GestureRecognizer) {
        guard r.storedState.isFinished, r.liveTouchIDs.isEmpty, r.arena === self else { return }
        participants.removeAll { $0 === r }
        r.arena = nil
        r.seenTouchIDs.removeAll()
        r.resetForNextSequence()
    }

    func notify(_ r: GestureRecognizer) {
        delegate?.arena(self, didTransition: r)
        for o in observers { o(r) }
    }
}
