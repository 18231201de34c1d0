#if canImport(Glibc)
import Glibc
#endif

/// A stretch of every day in local time, such as 22:00–07:00 (it may run past midnight): when
/// the panel is off (`--screen-off`, the board key `screen-off`).
public struct DailyHours: Hashable, Sendable, CustomStringConvertible {
    /// Minutes after local midnight the stretch starts, 0 to 1439.
    public var start: Int
    /// Minutes after local midnight it ends (exclusive); before `start` when it runs past midnight.
    public var end: Int

    /// The stretch from `start` to `end` minutes after midnight; `nil` unless both are 0...1439
    /// and differ.
    public init?(start: Int, end: Int) {
        guard (0..<1440).contains(start), (0..<1440).contains(end), start != end else { return nil }
        self.start = start
        self.end = end
    }

    /// Parses `HH:MM-HH:MM` (24-hour clock); `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Self.minutes(parts[0]), let b = Self.minutes(parts[1]) else { return nil }
        self.init(start: a, end: b)
    }

    private static func minutes(_ text: Substring) -> Int? {
        let hm = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, hm[0].count == 2, hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
              (0...23).contains(h), (0...59).contains(m) else { return nil }
        return h * 60 + m
    }

    /// Whether `minute` (after local midnight) is inside the stretch.
    public func contains(minute: Int) -> Bool {
        start < end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    /// Seconds from `secondOfDay` (seconds after local midnight) to the next start or end of the
    /// stretch, whichever comes first (at least 1).
    public func secondsToNextChange(from secondOfDay: Int) -> Int {
        func until(_ minute: Int) -> Int {
            let d = (minute * 60 - secondOfDay) % 86_400
            return d <= 0 ? d + 86_400 : d
        }
        return max(1, min(until(start), until(end)))
    }

    /// `HH:MM-HH:MM`.
    public var description: String {
        func hm(_ m: Int) -> String { (m / 60 < 10 ? "0" : "") + "\(m / 60):" + (m % 60 < 10 ? "0" : "") + "\(m % 60)" }
        return hm(start) + "-" + hm(end)
    }

    /// Seconds after local midnight now (`localtime_r`, so the TZ setting and daylight saving count).
    public static func localSecondOfDay() -> Int {
        var t = time(nil)
        var parts = tm()
        localtime_r(&t, &parts)
        return Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
    }
}
