/// A point in time on the kernel's `CLOCK_MONOTONIC`, in whole nanoseconds.
///
/// Every touch carries the timestamp the kernel gave its event (`input_event.time`, set to
/// `CLOCK_MONOTONIC` when the device is opened, kernel.md B7), never the time it was read.
/// Recordings keep their own clock: their first event need not be near zero. Subtracting two
/// times gives seconds as a `Double`; `milliseconds` serves the physics layer, which counts in ms
/// (spec §0, "Units").
public struct InputTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's epoch (boot, for `CLOCK_MONOTONIC`).
    public var nanoseconds: Int64

    /// The time `nanoseconds` after the clock's epoch.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The time of an `input_event`: `time.tv_sec` and `time.tv_usec`.
    public init(seconds: Int64, microseconds: Int64) {
        self.nanoseconds = seconds &* 1_000_000_000 &+ microseconds &* 1000
    }

    /// A time from fractional seconds, rounded to the nearest nanosecond; beyond ±292 years
    /// (or infinite) it saturates at the largest or smallest time, and NaN is the largest
    /// (never), so no input can trap.
    public init(seconds: Double) {
        self.nanoseconds = Self.saturatingNanoseconds(seconds)
    }

    /// `seconds` in whole nanoseconds, clamped to `Int64`; NaN gives `Int64.max`.
    static func saturatingNanoseconds(_ seconds: Double) -> Int64 {
        let n = (seconds * 1e9).rounded()
        guard !n.isNaN else { return .max }
        // 2^63 is exactly representable; every Double below it converts without trapping.
        if n >= 9_223_372_036_854_775_808.0 { return .max }
        if n <= -9_223_372_036_854_775_808.0 { return .min }
        return Int64(n)
    }

    /// The clock's epoch; also where a recognizer's or arena's time starts before the first frame.
    public static let zero = InputTime(nanoseconds: 0)

    /// The time in seconds, as the gesture and physics code takes it.
    public var seconds: Double { Double(nanoseconds) / 1e9 }
    /// The time in milliseconds, the unit of scroll physics.
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public var description: String { "\(seconds)s" }

    public static func < (a: InputTime, b: InputTime) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The interval from `b` to `a` in seconds.
    public static func - (a: InputTime, b: InputTime) -> Double {
        let (difference, overflow) = a.nanoseconds.subtractingReportingOverflow(b.nanoseconds)
        return overflow ? (Double(a.nanoseconds) - Double(b.nanoseconds)) / 1e9 : Double(difference) / 1e9
    }

    /// `t` moved on by `seconds`, saturating at the largest or smallest time (a NaN or huge
    /// interval from a flag or a file is "never", not a trap or a wrap into the past).
    public static func + (t: InputTime, seconds: Double) -> InputTime {
        let interval = saturatingNanoseconds(seconds)
        if interval == .max || interval == .min { return InputTime(nanoseconds: interval) }
        let (sum, overflow) = t.nanoseconds.addingReportingOverflow(interval)
        guard overflow else { return InputTime(nanoseconds: sum) }
        return InputTime(nanoseconds: interval < 0 ? .min : .max)
    }
}
