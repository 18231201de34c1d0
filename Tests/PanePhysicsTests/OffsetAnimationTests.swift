import PaneGeometry
import Testing
import PanePhysics

@Suite struct OffsetAnimationTests {
    @Test("spec §9.4 T9.4a 0 → 300 animated: 150 at 150 ms, 300 at 300 ms, then finished")
    func constantVelocity() {
        var a = OffsetAnimation.setContentOffset(from: .zero, to: Point(x: 0, y: 300))
        let running = a.step(dtMs: 150)
        #expect(running)
        #expect(a.value == Point(x: 0, y: 150))
        let stillRunning = a.step(dtMs: 150)
        #expect(!stillRunning)
        #expect(a.value == Point(x: 0, y: 300) && a.isFinished)
        let afterEnd = a.step(dtMs: 16)
        #expect(!afterEnd && a.value == Point(x: 0, y: 300))
    }

    @Test("spec §9.4 at 60 Hz the animation finishes on frame 18 (300 ms)")
    func frames() {
        var a = OffsetAnimation.setContentOffset(from: .zero, to: Point(x: 0, y: 300))
        var frames = 1
        while a.step(dtMs: 1000.0 / 60) { frames += 1 }
        #expect(frames == 18)
    }

    @Test("spec §9.7 T9.7a scroll to top from 1200 to −47 over 0.3 s ease-out")
    func scrollToTop() {
        var a = OffsetAnimation.scrollToTop(from: Point(x: 0, y: 1200), to: Point(x: 0, y: -47))
        #expect(a.durationMs == 300 && a.curve == .easeOut)
        a.step(dtMs: 150)
        #expect(a.value.y < 1200 - (1200 + 47) / 2) // ease-out is past halfway at half time
        a.step(dtMs: 150)
        #expect(a.value == Point(x: 0, y: -47))
    }

    @Test("spec §9.8 T9.8b keyboard hides: offset animates 268 → 122 over 0.25 s")
    func keyboard() {
        var a = OffsetAnimation.keyboard(from: Point(x: 0, y: 268), to: Point(x: 0, y: 122))
        #expect(a.durationMs == 250)
        let before = a.step(dtMs: 249)
        let after = a.step(dtMs: 1)
        #expect(before && !after && a.value.y == 122)
    }

    @Test("spec §9.5 retarget continues from the current value")
    func retarget() {
        var a = OffsetAnimation.setContentOffset(from: .zero, to: Point(x: 0, y: 300))
        a.step(dtMs: 100)
        a.retarget(to: Point(x: 0, y: 500))
        #expect(a.from == Point(x: 0, y: 100) && a.elapsedMs == 0)
        #expect(a.value(atMs: 150) == Point(x: 0, y: 300))
    }

    @Test("zero duration jumps; bad dt is ignored")
    func degenerate() {
        var a = OffsetAnimation(from: .zero, to: Point(x: 5, y: 5), durationMs: 0)
        let running = a.step(dtMs: 1)
        #expect(a.value == Point(x: 5, y: 5) && !running)
        var b = OffsetAnimation.setContentOffset(from: .zero, to: Point(x: 0, y: 300))
        b.step(dtMs: .nan)
        #expect(b.elapsedMs == 0)
    }
}
