import Testing
@testable import PanePhysics

/// The slide that finishes an interactive pop (issue 27 item 1): it starts at the finger's
/// speed; a finger slower than the transition's pace goes on along the transition's curve; one
/// at least as fast is never overtaken.
@Suite struct InteractivePopFinishTests {
    /// Speed in pt/s of `slide` over `remaining` points at time progress `t`, by a central difference.
    func speed(_ slide: InteractivePop.FinishingSlide, remaining: Double, at t: Double) -> Double {
        let h = 1e-6
        let a = slide.curve.progress(at: max(0, t - h)), b = slide.curve.progress(at: min(1, t + h))
        return (b - a) / (min(1, t + h) - max(0, t - h)) * remaining / slide.duration
    }

    @Test("a finger that rested: the transition's ease-in-out over 0.35 s times the fraction left")
    func rested() {
        let slide = InteractivePop.finishingSlide(remaining: 560, velocity: 0, width: 800)
        #expect(slide.duration == 0.35 * 0.7)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(slide.curve.progress(at: t) - AnimationCurve.easeInOut.progress(at: t)) < 1e-9)
        }
    }

    @Test("a slow finger: the slide starts at its speed, then follows the transition's curve", arguments: [100.0, 400, 900, 2_000, 2_285])
    func slow(velocity: Double) {
        let remaining = 500.0
        let slide = InteractivePop.finishingSlide(remaining: remaining, velocity: velocity, width: 800)
        #expect(slide.duration == 0.35 * 500 / 800)
        #expect(abs(speed(slide, remaining: remaining, at: 0) - velocity) < velocity * 1e-3)
        #expect(slide.curve.progress(at: 1) == 1)
    }

    @Test("a fast finger: the slide starts at its speed and only slows down", arguments: [2_286.0, 3_000, 4_000, 9_000, 20_000])
    func fast(velocity: Double) {
        let remaining = 500.0
        let slide = InteractivePop.finishingSlide(remaining: remaining, velocity: velocity, width: 800)
        #expect(abs(slide.duration - 2 * remaining / velocity) < 1e-12)
        #expect(abs(speed(slide, remaining: remaining, at: 0) - velocity) < velocity * 1e-3)
        var last = Double.infinity
        for t in stride(from: 0.0, through: 0.99, by: 0.01) {
            let v = speed(slide, remaining: remaining, at: t)
            #expect(v <= velocity * (1 + 1e-6) && v <= last * (1 + 1e-6))
            last = v
        }
        #expect(slide.curve.progress(at: 1) == 1)
    }

    @Test("the two kinds meet at the transition's average speed: both start there, the slow kind in the transition's time")
    func continuity() {
        let remaining = 400.0, width = 800.0
        let pace = 0.35 * remaining / width
        let average = remaining / pace
        let below = InteractivePop.finishingSlide(remaining: remaining, velocity: average - 1e-9, width: width)
        let at = InteractivePop.finishingSlide(remaining: remaining, velocity: average, width: width)
        #expect(below.duration == pace)
        #expect(abs(at.duration - 2 * pace) < 1e-12)
        #expect(abs(speed(below, remaining: remaining, at: 0) - average) < average * 1e-3)
        #expect(abs(speed(at, remaining: remaining, at: 0) - average) < average * 1e-3)
    }

    @Test("nothing left, or a stack of no width: no slide")
    func degenerate() {
        #expect(InteractivePop.finishingSlide(remaining: 0, velocity: 500, width: 800).duration == 0)
        #expect(InteractivePop.finishingSlide(remaining: 100, velocity: 500, width: 0).duration == 0)
        #expect(InteractivePop.finishingSlide(remaining: 100, velocity: .nan, width: 800).duration == 0.35 * 100 / 800)
    }
}
