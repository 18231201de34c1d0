import PaneGeometry
import Testing
import PanePhysics

@Suite struct DecelerationTests {
    static let open = ContentOffsetLimits(minimum: Point(x: 0, y: -1e9), maximum: Point(x: 0, y: 1e9))

    /// Runs at `hz` until stopped; returns (frames, positions after each frame).
    func run(_ d: inout Deceleration, hz: Double, maxFrames: Int = 10_000) -> [Double] {
        var ys: [Double] = []
        while ys.count < maxFrames {
            let running = d.step(dtMs: 1000 / hz)
            ys.append(d.offset.y)
            if !running { break }
        }
        return ys
    }

    @Test("spec §3.2 T3.2a 2 pt/ms at 0.998, 60 Hz: 181.04 at 100 ms, 631.15 at 500, 863.15 at 1000, stops after 159 frames at 993.04")
    func normalRate60Hz() {
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open)
        let ys = run(&d, hz: 60)
        #expect(near(ys[0], 32.744, perFrame))
        #expect(near(ys[5], 181.04, perFrame))
        #expect(near(ys[29], 631.15, perFrame))
        #expect(near(ys[59], 863.15, perFrame))
        #expect(ys.count == 159)
        #expect(near(d.elapsedMs, 2650.0, 1e-6))
        #expect(near(d.offset.y, 993.04, perFrame))
        #expect(d.isFinished && d.velocity == .zero)
    }

    @Test("spec §3.2 T3.2a the last frame leaves v = 0.00994 before the stop")
    func stopVelocity() {
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open)
        for _ in 0..<158 { d.step(dtMs: 1000.0 / 60) }
        #expect(d.velocity.y >= 0.01)
        var axis = d.vertical
        axis.step(dtMs: 1000.0 / 60)
        #expect(near(axis.velocity, 0.00994, 1e-5))
    }

    @Test("spec §3.2 T3.2a 120 Hz also stops at 993.04 (frame-rate independent to 0.01 pt)")
    func normalRate120Hz() {
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open, frameRate: 120)
        let ys = run(&d, hz: 120)
        #expect(near(d.offset.y, 993.04, 0.01))
        #expect(near(d.elapsedMs, 2650.0, 1e-6))
        #expect(ys.count == 318)
    }

    @Test("spec §3.2 T3.2b r 0.99: frame 1 30.388, 125.14 at 100 ms, stops after 32 frames at 197.04")
    func fastRate() {
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open, rate: .fast)
        let ys = run(&d, hz: 60)
        #expect(near(ys[0], 30.388, perFrame))
        #expect(near(ys[5], 125.14, perFrame))
        #expect(ys.count == 32)
        #expect(near(d.offset.y, 197.04, perFrame))
    }

    @Test("spec §3.2 hand-off: the first step integrates one display frame whatever the real gap")
    func firstFrameHandOff() {
        var late = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open)
        late.step(dtMs: 45)
        #expect(near(late.offset.y, 32.744, closedForm))
        var fast = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open, frameRate: 120)
        fast.step(dtMs: 45)
        #expect(near(fast.offset.y, 16.511, closedForm))
    }

    @Test("spec §3.2 gaps under 1 ms are not integrated but carried to the next step")
    func subMillisecondCarry() {
        var a = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open)
        var b = a
        a.step(dtMs: 16)
        b.step(dtMs: 16)
        b.step(dtMs: 0.4)
        #expect(b.frameCount == 1 && b.offset == a.offset)
        b.step(dtMs: 0.6)
        a.step(dtMs: 1.0)
        #expect(b.frameCount == 2 && near(b.offset.y, a.offset.y, 1e-12))
    }

    @Test("spec §4.1 T4a from rest 100 pt out: stops at frame 32 (533.3 ms) with residual 0.484, pinned to the edge")
    func bounceFromRest() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 500))
        var d = Deceleration(offset: Point(x: 0, y: 600), velocity: .zero, limits: limits)
        var last = 0.0
        var frames = 0
        while d.step(dtMs: 1000.0 / 60) {
            frames += 1
            last = d.vertical.position
        }
        frames += 1
        #expect(frames == 32)
        #expect(near(d.elapsedMs, 533.3, perFrame))
        #expect(last - 500 >= 0.5)
        #expect(d.offset.y == 500)
    }

    @Test("spec §4.1 T4a the frame-32 residual before pinning is 0.484")
    func bounceResidual() {
        var a = DecelerationAxis(position: 600, velocity: 0, minimum: 0, maximum: 500)
        for _ in 0..<32 { a.step(dtMs: 1000.0 / 60) }
        #expect(near(a.position - 500, 0.484, 1e-3))
        #expect(!a.isBouncing)
    }

    @Test("spec §4.1 T4b flick into the bottom: crosses at ≈1.0 pt/ms, peak 33.34 at ≈433 ms, settles ≈1017 ms")
    func flickIntoEdge() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 500))
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: limits)
        var peak = 0.0, peakMs = 0.0, crossingSpeed = 0.0
        var previous = d
        while d.step(dtMs: 1000.0 / 60) {
            if previous.offset.y <= 500 && d.offset.y > 500 { crossingSpeed = previous.velocity.y }
            if d.offset.y > peak { peak = d.offset.y; peakMs = d.elapsedMs }
            previous = d
        }
        #expect(near(crossingSpeed, 1.0, 0.05))
        #expect(near(peak - 500, 33.34, perFrame))
        #expect(near(peakMs, 433.3, 1))
        #expect(near(d.elapsedMs, 1016.7, 1))
        #expect(d.offset.y == 500)
    }

    @Test("spec §4.1 T4d 4 pt/ms into 500 overshoots 100.3; 2 pt/ms into 800 overshoots 13.28 near 900 ms",
          arguments: [(4.0, 500.0, 100.3, nil), (2.0, 800.0, 13.28, 900.0)] as [(Double, Double, Double, Double?)])
    func overshoots(v0: Double, maximum: Double, overshoot: Double, peakAtMs: Double?) {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: maximum))
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: v0), limits: limits)
        var peak = 0.0, peakMs = 0.0
        while d.step(dtMs: 1000.0 / 60) {
            if d.offset.y > peak { peak = d.offset.y; peakMs = d.elapsedMs }
        }
        #expect(near(peak - maximum, overshoot, perFrame))
        if let peakAtMs { #expect(near(peakMs, peakAtMs, 17)) }
    }

    @Test("spec §4.2 release past the edge moving outward continues briefly, then returns")
    func releaseOutwardWhileOut() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 500))
        var d = Deceleration(offset: Point(x: 0, y: -40), velocity: Point(x: 0, y: -1), limits: limits)
        d.step(dtMs: 1000.0 / 60)
        #expect(d.offset.y < -40)
        while d.step(dtMs: 1000.0 / 60) {}
        #expect(d.offset.y == 0)
    }

    @Test("a release in bounds at rest is finished at once; stop() freezes the offset")
    func finishedAndStopped() {
        let d = Deceleration(offset: Point(x: 0, y: 10), velocity: .zero, limits: Self.open)
        #expect(d.isFinished)
        var e = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open)
        e.step(dtMs: 1000.0 / 60)
        let frozen = e.offset
        e.stop()
        let moved = e.step(dtMs: 16)
        #expect(!moved && e.offset == frozen && e.velocity == .zero)
    }

    @Test("spec §3.4 T3.4a the integrator's travel to the 0.01 cutoff is (v0 − v_end)·r/(1 − r) → 993.01 at fine steps")
    func integratorTravel() {
        var d = Deceleration(offset: .zero, velocity: Point(x: 0, y: 2), limits: Self.open, frameRate: 1000)
        while d.step(dtMs: 1) {}
        #expect(near(d.offset.y, 993.01, 0.01))
    }
}
