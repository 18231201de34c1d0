/// The transition rules of spec §7.1 and §7.6: what happens when a recognizer sets `state`.
extension GestureArena {
    /// A recognizer in this arena asked for `new`.
    func request(_ r: GestureRecognizer, _ new: GestureState) {
        guard r.arena === self else { return GestureArena.applyAlone(r, new) }
        if let pending = r.pendingState {
            // Waiting for a failure requirement: remember how far it got, or give up.
            switch new {
            case .ended where pending == .began: r.pendingState = .ended
            case .failed, .cancelled: fail(r)
            default: break
            }
            return
        }
        switch (r.storedState, new) {
        case (.possible, .began), (.possible, .ended):
            attemptBegin(r, new)
        case (.possible, .failed), (.possible, .cancelled):
            fail(r)
        case (.began, .changed), (.changed, .changed):
            apply(r, .changed)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            apply(r, new)
            finishIfDone(r)
        case (.began, .failed), (.changed, .failed):
            apply(r, .cancelled)
            finishIfDone(r)
        default:
            break   // Not a transition of spec §7.1's table; ignored as UIKit ignores it.
        }
    }

    /// Cancels a tracking recognizer, fails a possible one, and drops its touches, so that it
    /// resets at once: it was disabled or taken off its view. Does nothing to a recognizer that
    /// is not in this arena.
    public func interrupt(_ r: GestureRecognizer) {
        guard r.arena === self else { return }
        if r.storedState.isActive {
            apply(r, .cancelled)
        } else if r.storedState == .possible {
            fail(r)
        }
        for id in r.liveTouchIDs { routes[id]?.removeAll { $0 === r } }
        r.liveTouchIDs.removeAll()
        finishIfDone(r)
    }

    /// Leaving `possible` for `target` (`began`, or `ended` for a discrete recognizer): wait for
    /// failure requirements that are still possible; fail if one recognized.
    private func attemptBegin(_ r: GestureRecognizer, _ target: GestureState) {
        for other in participants where other !== r && requires(r, toFail: other) {
            switch other.storedState {
            case .possible:
                r.pendingState = target
                return
            case .began, .changed, .ended:
                fail(r)
                return
            case .failed, .cancelled:
                continue
            }
        }
        commitBegin(r, target)
    }

    /// Whether `r` waits for `other`: `require(toFail:)` or either delegate's say.
    func requires(_ r: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0 === other }
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) == true
    }

    /// Whether `a` and `b` may be recognized together (one `true` from either delegate).
    func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether `a` and `b` have been routed a common touch since they last reset.
    func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.seenTouchIDs.contains { b.seenTouchIDs.contains($0) }
    }

    /// Whether `a`, once it begins, makes `b` fail.
    private func excludes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        shareTouches(a, b) && !canRecognizeSimultaneously(a, b) && a.canPrevent(b) && b.canBePrevented(by: a)
    }

    private func shouldBegin(_ r: GestureRecognizer) -> Bool {
        r.shouldBegin()
            && (r.delegate?.gestureRecognizerShouldBegin(r) ?? true)
            && (r.host?.gestureRecognizerShouldBegin(r) ?? true)
            && (delegate?.arena(self, shouldBegin: r) ?? true)
    }

    private func commitBegin(_ r: GestureRecognizer, _ target: GestureState) {
        guard shouldBegin(r) else { return fail(r) }
        // A recognizer already tracking with a shared touch keeps it (spec §7.6: the first to
        // recognize makes the others fail).
        for other in participants where other !== r && other.storedState.isActive && excludes(other, r) {
            return fail(r)
        }
        apply(r, target)
        for other in participants where other !== r && other.storedState == .possible {
            if excludes(r, other) || requires(other, toFail: r) { fail(other) }
        }
        if target == .ended { finishIfDone(r) }
    }

    /// Sets a state that sends actions, then tells the delegate and observers.
    private func apply(_ r: GestureRecognizer, _ new: GestureState) {
        r.storedState = new
        if new.isFinished { r.deadline = nil }
        r.sendActions()
        notify(r)
    }

    /// Fails a possible recognizer (no action), then lets recognizers that waited for it go on.
    func fail(_ r: GestureRecognizer) {
        guard r.storedState == .possible else { return }
        r.pendingState = nil
        r.storedState = .failed
        r.deadline = nil
        notify(r)
        finishIfDone(r)
        releaseWaiters()
    }

    /// Applies the waiting transition of every recognizer whose failure requirements have all
    /// failed, in the order recognizers joined.
    private func releaseWaiters() {
        var progressed = true
        while progressed {
            progressed = false
            for w in participants where w.pendingState != nil && !isStillWaiting(w) {
                guard let target = w.pendingState else { continue }
                w.pendingState = nil
                if target == .ended && w.isContinuous {
                    attemptBegin(w, .began)
                    if w.storedState == .began { request(w, .ended) }
                } else {
                    attemptBegin(w, target)
                }
                progressed = true
                break
            }
        }
    }

    private func isStillWaiting(_ w: GestureRecognizer) -> Bool {
        participants.contains { $0 !== w && $0.storedState == .possible && requires(w, toFail: $0) }
    }

    /// `new` for a recognizer outside any arena (no touches routed to it): the spec §7.1 table alone,
    /// with `shouldBegin` asked.
    static func applyAlone(_ r: GestureRecognizer, _ new: GestureState) {
        let old = r.storedState
        let legal: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            let ok = r.shouldBegin() && (r.delegate?.gestureRecognizerShouldBegin(r) ?? true)
                && (r.host?.gestureRecognizerShouldBegin(r) ?? true)
            if !ok { r.storedState = .failed; r.resetForNextSequence(); return }
            legal = true
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            legal = true
        default:
            legal = false
        }
        guard legal else { if new == .failed || new == .cancelled { r.resetForNextSequence() }; return }
        r.storedState = new
        r.sendActions()
        if new.isFinished { r.resetForNextSequence() }
    }
}
