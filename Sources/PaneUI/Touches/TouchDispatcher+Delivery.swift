public import PaneInput

extension TouchDispatcher {
    /// Delivers one frame: deadlines due by its time, hit tests for new touches, recognizers,
    /// then views (see the type's comment).
    public func dispatch(_ frame: TouchFrame) {
        let time = frame.timestamp
        arena.advance(to: time)
        sweep()
        for t in frame.touches where t.phase == .began { begin(t) }
        arena.handle(frame)
        for t in frame.touches where t.phase != .stationary {
            guard let r = record(for: t.id) else { continue }
            r.touch = t
            switch t.phase {
            case .began:
                guard r.delivery == .new else { break }
                if r.holdsBegan {
                    r.delivery = .withheld
                } else if !ScrollView.contentTouchesMayBegin([t], in: r.view) {
                    r.delivery = .cancelled
                } else {
                    r.delivery = .delivered
                    enqueue(r.view, t)
                }
            case .moved:
                if r.delivery == .delivered { enqueue(r.view, t) }
            case .ended:
                r.lifted = true
                switch r.delivery {
                case .delivered where !r.holdsEnded:
                    enqueue(r.view, t)
                    r.done = true
                case .cancelled:
                    r.done = true
                default:
                    break   // held: `release` sends it when the recognizers decide
                }
            case .cancelled:
                if r.delivery == .delivered { enqueue(r.view, t) }
                r.done = true
            case .stationary:
                break
            }
        }
        flush(at: time)
        sweep()
    }

    func record(for id: TouchID) -> Record? {
        records.first { $0.touch.id == id && !$0.done }
    }

    /// A recognizer took the touch: the view gets `touchesCancelled` if it saw the began, and
    /// nothing more either way (a withheld began is discarded, spec §7.6, §8.1).
    func cancelForView(_ r: Record, at time: InputTime) {
        if r.delivery == .delivered {
            var t = r.touch
            t.phase = .cancelled
            r.view.touchesCancelled([t], at: time)
        }
        r.delivery = .cancelled
        if r.lifted { r.done = true }
    }

    /// A recognizer of the touch failed (or began without cancelling): deliver what no longer
    /// waits — a withheld began (at the touch's latest location), then a withheld end.
    func release(_ r: Record, at time: InputTime) {
        if r.delivery == .withheld, !r.holdsBegan {
            var t = r.touch
            t.phase = .began
            guard ScrollView.contentTouchesMayBegin([t], in: r.view) else {
                r.delivery = .cancelled
                if r.lifted { r.done = true }
                return
            }
            r.delivery = .delivered
            r.view.touchesBegan([t], at: time)
        }
        if r.delivery == .delivered, r.lifted, !r.done, !r.holdsEnded {
            var t = r.touch
            t.phase = .ended
            r.done = true
            r.view.touchesEnded([t], at: time)
        }
    }

    /// Drops the records whose delivery is complete.
    func sweep() {
        records.removeAll { $0.done }
        guard !hitViews.isEmpty else { return }
        let participants = arena.participants
        hitViews.removeAll { entry in
            !participants.contains { $0.seenTouchIDs.contains(entry.id) }
        }
    }

    private func enqueue(_ view: View, _ touch: Touch) {
        if let i = batches.firstIndex(where: { $0.view === view && $0.touches.first?.phase == touch.phase }) {
            batches[i].touches.append(touch)
        } else {
            batches.append((view, [touch]))
        }
    }

    /// Sends the frame's queued touches, one call per view and phase: began, moved, ended,
    /// cancelled.
    private func flush(at time: InputTime) {
        guard !batches.isEmpty else { return }
        let queued = batches
        batches.removeAll(keepingCapacity: true)
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            for (view, touches) in queued where touches.first?.phase == phase {
                switch phase {
                case .began: view.touchesBegan(touches, at: time)
                case .moved: view.touchesMoved(touches, at: time)
                case .ended: view.touchesEnded(touches, at: time)
                case .cancelled: view.touchesCancelled(touches, at: time)
                case .stationary: break
                }
            }
        }
    }
}
