import Testing
import PaneGeometry
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// The edge swipe's decision at the lift, as UIKit's (issue 27 item 1, `InteractivePop`): the
/// position plus the release velocity over 0.35 s against 187.5 pt; a finger that rested has no
/// velocity; a flick back cancels. The stack is 400 pt wide (threshold 187.5 pt); the pan's 10 pt
/// hysteresis comes off every position.
@MainActor
@Suite struct NavigationStackPopDecisionTests {
    /// Pushes the detail screen, then drags from (5, 150) through `path` (time in s, x in pt),
    /// lifts at `lift`, and runs on: whether the stack popped.
    func popped(_ path: [(Double, Double)], lift: Double) -> Bool {
        let s = NavigationStackTests.Scene()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        s.touches.send(0, .down(1, 5, 150))
        for (t, x) in path {
            s.run(to: t)
            s.touches.send(t, .move(1, x, 150))
        }
        s.run(to: lift)
        s.touches.send(lift, .up(1))
        s.run(to: lift + 1)
        return s.nav.views.count == 1
    }

    /// A drag to `x` at 1,000 pt/s, in 25 ms steps from the edge.
    func drag(to x: Double, from start: Double = 5, at time: Double = 0) -> [(Double, Double)] {
        let steps = Int(((x - start) / 25).rounded(.up))
        return (1...steps).map { i in (time + Double(i) * 0.025, min(x, start + Double(i) * 25)) }
    }

    @Test("a finger resting at 240 pt pops; one resting at 100 pt slides back")
    func resting() {
        #expect(popped(drag(to: 250), lift: 0.6))      // 240 pt after the hysteresis, 0.35 s at rest
        #expect(!popped(drag(to: 110), lift: 0.5))     // 100 pt
    }

    @Test("150 pt quickly, a 200 ms rest, then the lift: no velocity is left, it slides back")
    func pausedAfterAFastMove() {
        // Before: the velocity from before the rest (1,000 pt/s) completed the pop.
        #expect(!popped(drag(to: 160), lift: 0.15 + 0.2))
    }

    @Test("a slow release short of half the width still pops when its projection passes 187.5 pt")
    func slowRelease() {
        // 180 pt at 100 pt/s: 180 + 35 > 187.5 (before: short of half of 400, it slid back).
        var path: [(Double, Double)] = []
        for i in 1...19 { path.append((Double(i) * 0.1, 5 + Double(i) * 10)) }   // to 195: 185 pt
        #expect(popped(path, lift: 1.95))
        // 120 pt at 100 pt/s: 120 + 35 = 155, short: slides back.
        #expect(!popped(Array(path.prefix(13)), lift: 1.35))
    }

    @Test("a fast flick from near the edge pops")
    func flick() {
        #expect(popped([(0.02, 25), (0.04, 55), (0.06, 95)], lift: 0.07))   // 85 pt at about 2,000 pt/s
    }

    @Test("a flick back toward the edge cancels, even past half the width")
    func flickBack() {
        // Out to 310 pt slowly, then back to 260 pt in 50 ms: 1,000 pt/s toward the edge.
        // Before: past half of 400, it popped.
        let out = drag(to: 320)
        let back = [(out.last!.0 + 0.025, 295.0), (out.last!.0 + 0.05, 270.0)]
        #expect(!popped(out + back, lift: out.last!.0 + 0.06))
    }
}
