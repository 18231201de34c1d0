/// A point in time on the kernel's `CLOCK_MONOTONIC`, in whole nanoseconds.
///
/// Every touch carries the timestamp the kernel gave its event (`input_event.time`, set to
/// `CLOCK_MONOTONIC` when the device is opened, kernel.md B7), never the time it was read.
/// Recordings keep their own clock: their first event need not be near zero. Subtracting two
/// times gives seconds as a `Double`; `milliseconds` serves the physics layer, which counts in ms
/// (spec/scrollview.md "Units").
public struct InputTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The time of an `input_event`: `time.tv_sec` and `time.tv_usec`.
    public init(seconds: Int64, microseconds: Int64) {
        self.nanoseconds = seconds &* 1_000_000_000 &+ microseconds &* 1000
    }

    /// A time from fractional seconds, rounded to the nearest nanosecond.
    public init(seconds: Double) {
        self.nanoseconds = Int64((seconds * 1e9).rounded())
    }

    public static let zero = InputTime(nanoseconds: 0)

    public var seconds: Double { Double(nanoseconds) / 1e9 }
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public var description: String { "\(seconds)s" }

    public static func < (a: InputTime, b: InputTime) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The interval from `b` to `a` in seconds.
    public static func - (a: InputTime, b: InputTime) -> Double { Double(a.nanoseconds &- b.nanoseconds) / 1e9 }

    /// `t` moved on by `seconds`.
    public static func + (t: InputTime, seconds: Double) -> InputTime {
        InputTime(nanoseconds: t.nanoseconds &+ Int64((seconds * 1e9).rounded()))
    }
}
