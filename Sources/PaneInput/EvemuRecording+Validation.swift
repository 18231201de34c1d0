extension EvemuRecording {
    /// The largest recording file the replay paths read (`--replay`, touch-replay): an hour of
    /// a 10-finger panel at 120 Hz is about 100 MB of evemu text, and `/dev/zero` or a wrong
    /// file must not fill the memory first.
    public static let maxFileBytes = 128 << 20

    /// The `EV_SYN` codes a device sends: `SYN_REPORT`, `SYN_CONFIG`, `SYN_MT_REPORT` and
    /// `SYN_DROPPED` (linux/input-event-codes.h; the rest up to `SYN_MAX` are unassigned).
    static let deviceSynCodes: ClosedRange<UInt16> = SynCode.report...SynCode.dropped

    /// Removes the events no device could send, before they reach libevdev, mtdev or the
    /// decoder: a type above `EV_MAX` or without codes, a code above its type's maximum
    /// (`ABS_MAX`, `KEY_MAX`, …), or, when the recording has a description, a type or code it
    /// does not declare. Returns one warning per removed event, naming its line.
    ///
    /// mtdev indexes its tables by the code (mtdev src/match.c, core.c), so an `EV_ABS` code
    /// above `ABS_MAX` makes it write out of bounds: a 54-byte recording crashed the replay.
    public mutating func removeImpossibleEvents() -> [EvemuError] {
        var warnings: [EvemuError] = []
        var keptEvents: [InputEvent] = []
        var keptLines: [Int] = []
        keptEvents.reserveCapacity(events.count)
        for (i, event) in events.enumerated() {
            let line = i < eventLines.count ? eventLines[i] : 0
            if let reason = Self.impossibility(of: event, description: description) {
                warnings.append(EvemuError(line: line, message: "event skipped: \(reason)"))
                continue
            }
            keptEvents.append(event)
            if i < eventLines.count { keptLines.append(line) }
        }
        events = keptEvents
        eventLines = keptLines
        return warnings
    }

    /// Why no device described by `description` could send `event`, or `nil` when one could.
    static func impossibility(of event: InputEvent, description: DeviceDescription?) -> String? {
        let type = hex(event.type), code = hex(event.code)
        guard event.type <= EventType.max, let maxCode = EventType.maxCode(of: event.type) else {
            return "event type \(type) does not exist"
        }
        guard event.code <= maxCode else { return "code \(code) is above the largest of type \(type) (\(hex(maxCode)))" }
        if event.type == EventType.syn {
            return deviceSynCodes.contains(event.code) ? nil : "EV_SYN code \(code) is not one a device sends"
        }
        guard let description else { return nil }
        guard description.has(type: event.type) else { return "the device does not declare event type \(type)" }
        guard description.has(type: event.type, code: event.code) else {
            return "the device does not declare code \(code) of type \(type)"
        }
        return nil
    }

    /// Drops the events after the last `SYN_REPORT` (a recording stopped inside a frame, as
    /// evemu-record and `touch-replay --record` leave one cut by Ctrl-C), keeping every
    /// complete frame. Returns the warning naming the first dropped line, or `nil` when the
    /// recording ends with a report (or has no events).
    public mutating func dropUnfinishedFrame() -> EvemuError? {
        guard let last = events.last, !last.isReport else { return nil }
        let keep = (events.lastIndex(where: \.isReport).map { $0 + 1 }) ?? 0
        let dropped = events.count - keep
        let line = keep < eventLines.count ? eventLines[keep] : 0
        events.removeSubrange(keep...)
        if eventLines.count > keep { eventLines.removeSubrange(keep...) }
        let noun = dropped == 1 ? "event" : "events"
        return EvemuError(line: line, message: "the recording ends inside a frame: \(dropped) \(noun) from here "
                                               + "on have no SYN_REPORT and are dropped (stopped with Ctrl-C?)")
    }

    private static func hex(_ n: UInt16) -> String {
        let digits = String(n, radix: 16)
        return "0x" + String(repeating: "0", count: Swift.max(0, 2 - digits.count)) + digits
    }
}
