import PaneGeometry

/// A finger's acceleration at its latest sample, as far as the samples can tell it from their
/// noise.
///
/// The positions of the last `horizon` seconds (at most `capacity` samples) are fitted with a
/// quadratic by least squares, x(t) = c₀ + c₁t + c₂t², as Flutter's velocity tracker fits its
/// samples (gestures/velocity_tracker.dart and lsq_solver.dart, degree 2 over a 100 ms horizon
/// and 20 samples); the acceleration is 2c₂. Touch controllers report whole pixels at jittered
/// times, so at 60 Hz a finger moving evenly still fits with a c₂ of a few hundred pt/s² either
/// way. The fit's own residuals say how large that noise is: the estimate counts only by how much
/// it exceeds its 99.9 % confidence half-width (the standard error of 2c₂ times Student's t for
/// the fit's n − 3 degrees of freedom), and is zero within it. (At 95 % one even drag in twenty
/// read up to 2,000 pt/s² at 60 Hz, enough to move an edge swipe's decision by 100 pt; at 99.9 %
/// one in five hundred read at most 190 pt/s², while a finger braking or speeding up by a few
/// thousand pt/s² keeps most of it.) An even drag therefore reads zero,
/// a finger clearly speeding up or slowing down reads somewhat less than its true acceleration,
/// and fewer than four samples read zero (three fit any quadratic exactly and leave no residual
/// to judge by).
///
/// Feed it the same samples as `VelocityTracker` (position, seconds). Storage is allocated once,
/// when the tracker is made; adding a sample and `reset()` allocate nothing.
public struct AccelerationTracker: Sendable {
    /// Seconds of samples the fit looks back from the newest one (Flutter's `_horizonMilliseconds`).
    public static let horizon = 0.1
    /// Samples kept (Flutter's `_historySize`).
    public static let capacity = 20

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    /// Index of the next slot to write; the newest sample is just before it.
    private var next = 0
    private var count = 0

    /// A tracker with no samples: `acceleration` is zero until four samples arrive.
    public init() {
        // Three buffers of their own (copies would share one until the first write).
        times = Array(repeating: 0, count: Self.capacity)
        xs = Array(repeating: 0, count: Self.capacity)
        ys = Array(repeating: 0, count: Self.capacity)
    }

    /// Adds the position at `time` seconds. A sample no later than the newest is ignored.
    public mutating func add(_ position: Point, at time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if count > 0 {
            let newest = times[(next + Self.capacity - 1) % Self.capacity]
            guard time > newest else { return }
        }
        times[next] = time
        xs[next] = position.x
        ys[next] = position.y
        next = (next + 1) % Self.capacity
        count = Swift.min(count + 1, Self.capacity)
    }

    /// Forgets every sample (keeping the storage).
    public mutating func reset() {
        next = 0
        count = 0
    }

    /// The acceleration in pt/s² at the newest sample, shrunk toward zero by its noise (see the
    /// type's description); zero with fewer than four samples in the horizon.
    public var acceleration: Point {
        guard count >= 4 else { return .zero }
        let newestIndex = (next + Self.capacity - 1) % Self.capacity
        let newest = times[newestIndex]
        // Positions are taken from the newest one's, so the sums stay small and exact.
        let origin = (xs[newestIndex], ys[newestIndex])
        // Power sums of t (seconds before the newest sample, so t ≤ 0 and small) and of x, y.
        var s = (0.0, 0.0, 0.0, 0.0, 0.0)
        var bx = (0.0, 0.0, 0.0), by = (0.0, 0.0, 0.0)
        var n = 0
        for k in 0..<count {
            let i = (newestIndex + Self.capacity - k) % Self.capacity
            let t = times[i] - newest
            guard -t <= Self.horizon else { break }
            let t2 = t * t, x = xs[i] - origin.0, y = ys[i] - origin.1
            s.0 += 1; s.1 += t; s.2 += t2; s.3 += t2 * t; s.4 += t2 * t2
            bx.0 += x; bx.1 += x * t; bx.2 += x * t2
            by.0 += y; by.1 += y * t; by.2 += y * t2
            n += 1
        }
        guard n >= 4 else { return .zero }
        guard let fit = QuadraticFit(sums: s) else { return .zero }
        var residual = (0.0, 0.0)
        let cx = fit.coefficients(bx), cy = fit.coefficients(by)
        for k in 0..<n {
            let i = (newestIndex + Self.capacity - k) % Self.capacity
            let t = times[i] - newest
            let ex = xs[i] - origin.0 - (cx.0 + cx.1 * t + cx.2 * t * t)
            let ey = ys[i] - origin.1 - (cy.0 + cy.1 * t + cy.2 * t * t)
            residual.0 += ex * ex
            residual.1 += ey * ey
        }
        let dof = n - 3
        let t = Self.studentT(degreesOfFreedom: dof)
        func shrunk(_ c2: Double, _ rss: Double) -> Double {
            // Var(c₂) = σ² (AᵀA)⁻¹₂₂ with σ² estimated as rss / (n − 3).
            let halfWidth = t * 2 * (rss / Double(dof) * fit.inverse22).squareRoot()
            let a = 2 * c2
            guard a.isFinite, halfWidth.isFinite else { return 0 }
            return a > 0 ? Swift.max(0, a - halfWidth) : Swift.min(0, a + halfWidth)
        }
        return Point(x: shrunk(cx.2, residual.0), y: shrunk(cy.2, residual.1))
    }

    /// The two-sided 99.9 % quantile of Student's t distribution (t at 0.9995; any statistics
    /// table, e.g. NIST/SEMATECH e-Handbook §1.3.6.7.2; these from SciPy's `stats.t.ppf`), for
    /// the 1 to 17 degrees of freedom a fit of 4 to 20 samples has.
    static func studentT(degreesOfFreedom dof: Int) -> Double {
        let table = [636.619, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408, 5.041, 4.781, 4.587,
                     4.437, 4.318, 4.221, 4.140, 4.073, 4.015, 3.965]
        return table[Swift.max(1, Swift.min(dof, table.count)) - 1]
    }
}

/// The normal equations of a least-squares quadratic, solved by the inverse of their symmetric
/// 3×3 matrix [[s₀ s₁ s₂] [s₁ s₂ s₃] [s₂ s₃ s₄]] (sₖ = Σtᵏ).
private struct QuadraticFit {
    /// The inverse's rows.
    let r0: (Double, Double, Double), r1: (Double, Double, Double), r2: (Double, Double, Double)
    /// The inverse's bottom-right entry: c₂'s variance per unit of noise variance.
    var inverse22: Double { r2.2 }

    /// Nil when the samples' times cannot separate the three terms.
    init?(sums s: (Double, Double, Double, Double, Double)) {
        // Cofactors of the symmetric matrix.
        let c00 = s.2 * s.4 - s.3 * s.3, c01 = s.2 * s.3 - s.1 * s.4, c02 = s.1 * s.3 - s.2 * s.2
        let c11 = s.0 * s.4 - s.2 * s.2, c12 = s.1 * s.2 - s.0 * s.3, c22 = s.0 * s.2 - s.1 * s.1
        let det = s.0 * c00 + s.1 * c01 + s.2 * c02
        // Relative to the scale of the product of the diagonal: near zero, the times are degenerate.
        guard det.isFinite, det > 1e-12 * Swift.max(s.0 * s.2 * s.4, .leastNormalMagnitude) else { return nil }
        r0 = (c00 / det, c01 / det, c02 / det)
        r1 = (c01 / det, c11 / det, c12 / det)
        r2 = (c02 / det, c12 / det, c22 / det)
    }

    /// c₀, c₁, c₂ for the right-hand side (Σx, Σxt, Σxt²).
    func coefficients(_ b: (Double, Double, Double)) -> (Double, Double, Double) {
        (r0.0 * b.0 + r0.1 * b.1 + r0.2 * b.2,
         r1.0 * b.0 + r1.1 * b.1 + r1.2 * b.2,
         r2.0 * b.0 + r2.1 * b.1 + r2.2 * b.2)
    }
}
