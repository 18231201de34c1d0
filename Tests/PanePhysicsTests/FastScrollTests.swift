import Testing
import PaneGeometry
import PanePhysics

@Suite struct FastScrollTests {
    @Test("spec §3.3 T3.3d count 3, m 1, drag 240 → 1.9; count 5, drag 480 → 2.8; never above 16")
    func multiplier() {
        #expect(near(FastScrollCounter.multiplier(count: 3, startMultiplier: 1, dragDistance: 240), 1.9, 1e-12))
        #expect(near(FastScrollCounter.multiplier(count: 5, startMultiplier: 1, dragDistance: 480), 2.8, 1e-12))
        #expect(FastScrollCounter.multiplier(count: 100, startMultiplier: 15, dragDistance: 1000) == 16)
        #expect(FastScrollCounter.multiplier(count: 2, startMultiplier: 1, dragDistance: 1000) == 1)
    }

    @Test("spec §3.3 fast flicks count; a slower release, a late touch-down or paging do not")
    func counting() {
        var c = FastScrollCounter()
        for t in [0.0, 500, 1000] {
            c.touchDown(atMs: t)
            c.released(.fast, atMs: t + 200)
        }
        #expect(c.count == 3)
        #expect(near(c.multiplier(dragDistance: 240), 1.9, 1e-12))
        c.released(.fast, atMs: 1300, isPaging: true)
        #expect(c.count == 3)
        c.touchDown(atMs: 2301)
        #expect(c.count == 0)
        c.released(.fast, atMs: 2400)
        c.released(.normal, atMs: 2500)
        #expect(c.count == 0)
        c.released(.fast, atMs: 2600)
        c.released(.tooSlow, atMs: 2700)
        #expect(c.count == 0)
    }

    @Test("spec §3.3 step 4 a drag against the run of flicks resets it: three up, then one down earns no multiplier")
    func reversalAgainstTheRun() {
        var c = FastScrollCounter()
        let up = Point(x: 0, y: 2), down = Point(x: 0, y: -2)
        for t in [0.0, 500, 1000] {
            c.touchDown(atMs: t)
            c.dragMoved(velocity: up, previous: up)
            c.released(.fast, velocity: up, atMs: t + 200)
        }
        #expect(c.count == 3 && c.flickVelocity == up)
        // The next drag goes the same way: the run holds (1 + 1·min(198/240, 0.9) = 1.825).
        var same = c
        same.dragMoved(velocity: up, previous: .zero)
        #expect(near(same.multiplier(dragDistance: 198), 1.825, 1e-12))
        // It goes the other way: its first update already ends the run.
        c.touchDown(atMs: 1500)
        c.dragMoved(velocity: down, previous: .zero)
        #expect(c.count == 0 && c.flickVelocity == .zero)
        #expect(c.multiplier(dragDistance: 198) == 1)
        c.released(.fast, velocity: down, atMs: 1700)
        #expect(c.count == 1 && c.flickVelocity == down)
    }

    @Test("spec §3.3 step 4 a fast release against the run starts a new run of one; a sideways one does not reset")
    func reversedRelease() {
        var c = FastScrollCounter()
        for t in [0.0, 300] { c.released(.fast, velocity: Point(x: 0, y: 1), atMs: t) }
        #expect(c.count == 2)
        c.released(.fast, velocity: Point(x: 0, y: -1), atMs: 600)
        #expect(c.count == 1 && c.flickVelocity == Point(x: 0, y: -1))
        c.released(.fast, velocity: Point(x: 1, y: 0), atMs: 900)
        #expect(c.count == 2, "perpendicular is no reversal")
        c.dragMoved(velocity: Point(x: 0, y: 0.1), previous: Point(x: 0, y: 0.2))
        #expect(c.count == 0, "a crawl under 0.13 pt/ms resets")
    }
}
