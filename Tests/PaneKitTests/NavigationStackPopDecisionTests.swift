import Testing
import PaneGeometry
import PanePhysics
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

    /// A drag from the edge moving `steps[k]` pt in the k + 1-th 60 Hz report (whole points).
    func stepped(_ steps: [Double]) -> [(Double, Double)] {
        var x = 5.0
        return steps.enumerated().map { k, dx in
            x += dx
            return (Double(k + 1) / 60, x)
        }
    }

    @Test("a finger braking to a crawl stops short and slides back; one speeding up carries past and pops")
    func acceleration() {
        // 900 pt/s, then 2 pt a report less each report (7,200 pt/s²) to 174: 159 pt after the
        // hysteresis and about 155 pt/s at the lift (159 + 54 passes 187.5 without the braking;
        // braking, it stops within 2 pt).
        let braking = stepped([15, 15, 15, 15, 15, 15, 15, 15, 13, 11, 9, 7, 5, 3, 1])
        #expect(!popped(braking, lift: braking.last!.0 + 1.0 / 60))
        // 60 pt/s to 80, then 1 pt a report more each report (3,600 pt/s²) to 94: 79 pt at about
        // 250 pt/s (79 + 88 is short of 187.5; speeding up, it carries on past).
        let speeding = stepped(Array(repeating: 1, count: 75) + [2, 3, 4, 5])
        #expect(popped(speeding, lift: speeding.last!.0 + 1.0 / 60))
    }

    /// The top screen's x after each frame from the lift at `lift` to 0.5 s later, for a drag
    /// through `path`.
    func slide(_ path: [(Double, Double)], lift: Double) -> (atLift: Double, after: [Double], popped: Bool) {
        let s = NavigationStackTests.Scene()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        s.touches.send(0, .down(1, 5, 150))
        for (t, x) in path {
            s.run(to: t)
            s.touches.send(t, .move(1, x, 150))
        }
        s.run(to: lift)
        let atLift = s.detail.frame.minX
        s.touches.send(lift, .up(1))
        var after: [Double] = []
        while s.now < lift + 0.5 {
            s.run(to: s.now + 1.0 / 60)
            after.append(s.detail.superview != nil ? s.detail.frame.minX : 400)
        }
        return (atLift, after, s.nav.views.count == 1)
    }

    @Test("after a flick the screen goes on at the finger's speed and never faster; it ends at the edge")
    func finishingSlideAfterAFlick() {
        // 4,000 pt/s: 100 pt every 25 ms, from 5 to 285 (after the 10 pt hysteresis and the
        // first report, the screen is at 180 pt at the lift).
        let path = [(0.025, 85.0), (0.05, 185), (0.075, 285)]
        let (atLift, after, popped) = slide(path, lift: 0.075)
        #expect(popped)
        var x = atLift
        var steps: [Double] = []
        for next in after where x < 400 {
            steps.append(next - x)
            x = next
        }
        // Before: the fixed 0.35 s ease-in-out started at a crawl (under 2 pt in the first frame).
        let perFrame = 4_000.0 / 60
        #expect(steps.count >= 3)
        // It starts at the finger's speed and slows within the frame: most of the finger's 66.7 pt.
        #expect(steps[0] > perFrame * 0.8, "the first frame moves nearly as the finger did: \(steps)")
        #expect(steps.allSatisfy { $0 <= perFrame * 1.01 }, "never faster than the finger: \(steps)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-9 }, "slowing down: \(steps)")
        #expect(x == 400)
    }

    @Test("a finger that rested at 235 pt: the screen eases in and out over 0.35 s times the fraction left")
    func finishingSlideAfterARest() {
        let (atLift, after, popped) = slide(drag(to: 250), lift: 0.6)
        #expect(popped && atLift == 235)
        let duration = 0.35 * (400 - 235) / 400
        for (i, x) in after.enumerated() where Double(i + 1) / 60 < duration - 1e-9 {
            let expected = 235 + 165 * AnimationCurve.easeInOut.progress(at: Double(i + 1) / 60 / duration)
            #expect(abs(x - expected) < 1e-6, "frame \(i + 1): \(x) against \(expected)")
        }
    }
}
