import Testing
import PanePhysics

@Suite struct FastScrollTests {
    @Test("§3.3 T3.3d count 3, m 1, drag 240 → 1.9; count 5, drag 480 → 2.8; never above 16")
    func multiplier() {
        #expect(near(FastScrollCounter.multiplier(count: 3, startMultiplier: 1, dragDistance: 240), 1.9, 1e-12))
        #expect(near(FastScrollCounter.multiplier(count: 5, startMultiplier: 1, dragDistance: 480), 2.8, 1e-12))
        #expect(FastScrollCounter.multiplier(count: 100, startMultiplier: 15, dragDistance: 1000) == 16)
        #expect(FastScrollCounter.multiplier(count: 2, startMultiplier: 1, dragDistance: 1000) == 1)
    }

    @Test("§3.3 fast flicks count; a slower release, a late touch-down or paging do not")
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
}
