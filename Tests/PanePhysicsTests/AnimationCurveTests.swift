import Testing
import PanePhysics

@Suite struct AnimationCurveTests {
    /// Point on a Bézier from (0,0) to (1,1) at parameter u, computed independently of the solver.
    func bezierPoint(_ u: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double, Double) {
        let v = 1 - u
        func c(_ a: Double, _ b: Double) -> Double { 3 * v * v * u * a + 3 * v * u * u * b + u * u * u }
        return (c(x1, x2), c(y1, y2))
    }

    @Test("linear is the identity; every curve is 0 at 0 and 1 at 1; input is clamped")
    func endpoints() {
        #expect(AnimationCurve.linear.progress(at: 0.37) == 0.37)
        for curve in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -2) == 0 && curve.progress(at: 3) == 1)
        }
    }

    @Test("Core Animation control points: the solver hits points of the parametric curve",
          arguments: [0.1, 0.3, 0.5, 0.8])
    func solver(u: Double) {
        let (x, y) = bezierPoint(u, 0, 0, 0.58, 1)
        #expect(near(AnimationCurve.easeOut.progress(at: x), y, 1e-8))
        let (x2, y2) = bezierPoint(u, 0.42, 0, 0.58, 1)
        #expect(near(AnimationCurve.easeInOut.progress(at: x2), y2, 1e-8))
        let (x3, y3) = bezierPoint(u, 0.42, 0, 1, 1)
        #expect(near(AnimationCurve.easeIn.progress(at: x3), y3, 1e-8))
    }

    @Test("ease-out leads linear, ease-in lags it, ease-in-out is symmetric")
    func shapes() {
        #expect(AnimationCurve.easeOut.progress(at: 0.5) > 0.5)
        #expect(AnimationCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(near(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, 1e-8))
        #expect(near(AnimationCurve.easeInOut.progress(at: 0.2) + AnimationCurve.easeInOut.progress(at: 0.8), 1, 1e-8))
    }

    @Test("a custom curve is monotonic in time")
    func monotonic() {
        let curve = AnimationCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        var last = 0.0
        for i in 1...100 {
            let p = curve.progress(at: Double(i) / 100)
            #expect(p >= last)
            last = p
        }
    }
}
