/// The numbers of one Prometheus histogram: how many observations fell at or under each upper
/// bound, their sum and their count (the text format's `_bucket{le=…}`, `_sum`, `_count`).
public struct MetricsHistogram: Sendable, Equatable {
    /// The buckets' upper bounds, ascending; `+Inf` is implied after the last.
    public let bounds: [Double]
    /// Observations per bucket, not cumulative: `counts[i]` fell in `(bounds[i-1], bounds[i]]`,
    /// the last entry above every bound.
    public private(set) var counts: [Int]
    /// The sum of every observation.
    public private(set) var sum = 0.0
    /// How many observations there were.
    public private(set) var count = 0

    /// An empty histogram with these upper bounds (ascending).
    public init(bounds: [Double]) {
        self.bounds = bounds
        counts = Array(repeating: 0, count: bounds.count + 1)
    }

    /// Counts `value` in the first bucket whose bound it does not exceed. No allocation.
    public mutating func observe(_ value: Double) {
        var i = 0
        while i < bounds.count && value > bounds[i] { i += 1 }
        counts[i] += 1
        sum += value
        count += 1
    }

    /// Observations at or under `bounds[i]` (Prometheus buckets are cumulative); `count` for
    /// `i == bounds.count` (`+Inf`).
    public func cumulative(_ i: Int) -> Int {
        var total = 0
        for k in 0...min(i, counts.count - 1) { total += counts[k] }
        return total
    }
}
