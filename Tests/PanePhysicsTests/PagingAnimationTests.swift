import PaneGeometry
import Testing
import PanePhysics

@Suite struct PagingAnimationTests {
    /// Milliseconds until `step` snaps, driven 1 ms at a time.
    func snapTime(dimension: Double, v0: Double = 0) -> Int {
        var a = PagingAxisAnimation(position: 0, velocity: v0, target: dimension, dimension: dimension)
        while a.step(dtMs: 1), a.iterations < 5000 {}
        return a.iterations
    }

    /// The largest overshoot of the unsnapped trajectory up to and including the settling iteration.
    func maxOvershoot(dimension: Double, v0: Double = 0) -> Double {
        let pull = PagingAxisAnimation.pull(dimension: dimension), friction = PagingAxisAnimation.friction(dimension: dimension)
        var x = 0.0, v = v0, overshoot = 0.0
        for _ in 0..<5000 {
            let previous = x
            PagingAxisAnimation.iterate(position: &x, velocity: &v, target: dimension, pull: pull, friction: friction)
            overshoot = Swift.max(overshoot, x - dimension)
            if PagingAxisAnimation.isSettled(previousPosition: previous, position: x, velocity: v, target: dimension) { break }
        }
        return overshoot
    }

    @Test("spec §5.2 spring constants: dim 320 → 0.000300000/0.970000; 375 → 0.000289844/0.970545; 1024 → 0.00017/0.977")
    func constants() {
        #expect(near(PagingAxisAnimation.pull(dimension: 320), 0.000300000, 1e-9))
        #expect(near(PagingAxisAnimation.friction(dimension: 320), 0.970000, 1e-6))
        #expect(near(PagingAxisAnimation.pull(dimension: 375), 0.000289844, 1e-9))
        // The formula gives 0.97054688; the spec prints 0.970545.
        #expect(near(PagingAxisAnimation.friction(dimension: 375), 0.970545, 2e-6))
        #expect(near(PagingAxisAnimation.pull(dimension: 1024), 0.00017, 1e-9))
        #expect(near(PagingAxisAnimation.friction(dimension: 1024), 0.977, 1e-6))
        #expect(PagingAxisAnimation.pull(dimension: 2000) == 0.00017)
        #expect(PagingAxisAnimation.friction(dimension: 2000) == 0.977)
    }

    @Test("spec §5.2 one page from rest: 320 snaps at 367 ms (0.68 overshoot); 375 at 374 ms (0.87); 1024 at 655 ms (1.71)",
          arguments: [(320.0, 367, 0.68), (375.0, 374, 0.87), (1024.0, 655, 1.71)])
    func fromRest(dimension: Double, ms: Int, overshoot: Double) {
        #expect(snapTime(dimension: dimension) == ms)
        #expect(near(maxOvershoot(dimension: dimension), overshoot, 0.01))
    }

    @Test("spec §5.2 dim 320 with v0 = +1 pt/ms toward the target: ≈354 ms, 0.69 overshoot")
    func withVelocity() {
        #expect(snapTime(dimension: 320, v0: 1) == 354)
        #expect(near(maxOvershoot(dimension: 320, v0: 1), 0.69, 0.01))
    }

    @Test("spec §5.2 frame rate independence: at 60 Hz the 367 iterations finish in frame 23, exactly on the target")
    func sixtyHertz() {
        var a = PagingAxisAnimation(position: 0, target: 320, dimension: 320)
        var frames = 0
        while a.step(dtMs: 1000.0 / 60) { frames += 1 }
        #expect(frames + 1 == 23)
        #expect(a.iterations == 367 && a.position == 320 && a.isFinished)
    }

    @Test("spec §5.2 stuck-pixel nudge: a frame that does not change the rounded position moves one pixel toward the target")
    func nudge() {
        var plain = PagingAxisAnimation(position: 318.2, target: 320, dimension: 320)
        var nudged = PagingAxisAnimation(position: 318.2, target: 320, dimension: 320, pixelScale: 1)
        plain.step(dtMs: 16)
        nudged.step(dtMs: 16)
        #expect(pixelRound(plain.position, scale: 1) == 318)
        #expect(near(nudged.position - plain.position, 1, 1e-12))
        var close = PagingAxisAnimation(position: 319.8, target: 320, dimension: 320, pixelScale: 1)
        close.velocity = -0.0001
        close.step(dtMs: 1)
        #expect(close.position <= 320)
        var whole = PagingAxisAnimation(position: 0, target: 320, dimension: 320, pixelScale: 2)
        while whole.step(dtMs: 1000.0 / 60) {}
        #expect(whole.position == 320)
    }

    @Test("spec §5.2 two axes: the non-paging axis is finished from the start")
    func twoAxes() {
        var p = PagingAnimation(offset: Point(x: 400, y: 0), velocity: Point(x: 0.5, y: 0.2),
                                target: Point(x: 640, y: 0), boundsSize: Size(width: 320, height: 480))
        #expect(p.vertical.isFinished && !p.horizontal.isFinished)
        while p.step(dtMs: 1000.0 / 60) {}
        #expect(p.offset == Point(x: 640, y: 0) && p.isFinished)
    }

    /// The pixels a 60 Hz pager draws from `start` at `velocity` (pt/ms) to the page at 4800 of an
    /// 800 pt wide pager, at scale 1, until it finishes.
    func drawn(from start: Double, velocity: Double) -> [Double] {
        var a = PagingAxisAnimation(position: start, velocity: velocity, target: 4800, dimension: 800, pixelScale: 1)
        var frames: [Double] = []
        while frames.count < 600 {
            let moving = a.step(dtMs: 1000.0 / 60)
            frames.append(pixelRound(a.position, scale: 1))
            if !moving { break }
        }
        return frames
    }

    @Test("a short flick settles without drawing the last overshoot (issue 27 item 3: 4801, 4800, 4801, 4800)")
    func noFlickerAtTheEnd() {
        // The case measured: before the fix the last frames were 4800, 4801, 4800, 4801, 4800.
        let frames = drawn(from: 4700, velocity: 1.5)
        #expect(Array(frames.suffix(6)) == [4784, 4789, 4793, 4796, 4798, 4800])
        #expect(!frames.contains(4801))
        // Over many releases: once the target's pixel is drawn, every later frame draws it.
        for start in stride(from: 4500.0, through: 5100, by: 7) {
            for tenth in -30...30 {
                let f = drawn(from: start, velocity: Double(tenth) / 10)
                #expect(f.last == 4800)
                if let first = f.firstIndex(of: 4800) {
                    #expect(f[first...].allSatisfy { $0 == 4800 }, "from \(start) at \(Double(tenth) / 10): \(f.suffix(8))")
                }
            }
        }
    }
}
