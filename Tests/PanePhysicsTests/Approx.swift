/// Spec tolerances (spec status line): 1e-3 pt for closed-form values, 0.1 pt per-frame.
let closedForm = 1e-3
let perFrame = 0.1

/// Whether `a` is within `tolerance` of `b`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = closedForm) -> Bool {
    abs(a - b) <= tolerance
}
