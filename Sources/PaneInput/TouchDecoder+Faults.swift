extension TouchDecoder {
    /// Cancels every live touch, as when the device is removed (`ENODEV`); returns the frame that
    /// says so, or `nil` when nothing was down. Contacts still reported afterwards are ignored
    /// until their tracking id changes.
    public func cancelAll(at time: InputTime) -> TouchFrame? {
        var touches: [Touch] = []
        for i in slots.indices {
            guard let id = slots[i].touch else { continue }
            touches.append(Touch(id: id, phase: .cancelled, location: slots[i].location, timestamp: time))
            slots[i].touch = nil
            slots[i].cancelled = true
        }
        guard !touches.isEmpty else { return nil }
        touches.sort { $0.id < $1.id }
        return TouchFrame(timestamp: time, touches: touches)
    }

    /// When the release watchdog next needs to run (`expireStaleTouches(at:)`), or `nil` when it is
    /// off or no touch is down. A run loop sets its timer to this.
    public var watchdogDeadline: InputTime? {
        guard let timeout = releaseTimeout else { return nil }
        var earliest: InputTime?
        for s in slots where s.touch != nil {
            let due = s.lastActivity + timeout
            if earliest.map({ due < $0 }) ?? true { earliest = due }
        }
        return earliest
    }

    /// Ends the touches whose slots have been silent for longer than `releaseTimeout` at `now`
    /// (a `CLOCK_MONOTONIC` reading from the caller; the decoder reads no clock). Returns the
    /// frame with the ended touches, stamped `now`, or `nil` when none expired.
    public func expireStaleTouches(at now: InputTime) -> TouchFrame? {
        expireStaleTouches(at: now, stampedAtDeadline: false)
    }

    func expireStaleTouches(at now: InputTime, stampedAtDeadline: Bool) -> TouchFrame? {
        guard let timeout = releaseTimeout else { return nil }
        var touches: [Touch] = []
        var stamp = now
        for i in slots.indices {
            guard let id = slots[i].touch, now - slots[i].lastActivity > timeout else { continue }
            if stampedAtDeadline { stamp = Swift.min(stamp, slots[i].lastActivity + timeout) }
            touches.append(Touch(id: id, phase: .ended, location: slots[i].location, timestamp: now))
            slots[i].touch = nil
            slots[i].expired = true
        }
        guard !touches.isEmpty else { return nil }
        touches.sort { $0.id < $1.id }
        for i in touches.indices { touches[i].timestamp = stamp }
        return TouchFrame(timestamp: stamp, touches: touches)
    }
}
