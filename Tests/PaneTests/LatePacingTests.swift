import Testing
import Glibc
@testable import Pane

/// Frames that start as late as their cost allows before the vblank (issue 27 item 7,
/// `FramePacing`): the learned lead, the virtual flips a headless profile computes with it, and
/// the run loop waiting for the late start after a flip.
@MainActor
@Suite struct LatePacingTests {
    static let refresh = 1.0 / 60

    @Test("the lead starts at 2 ms and covers the most the last 32 frames cost, plus a quarter and 1 ms")
    func learnedLead() {
        var pacing = FramePacing(refreshInterval: Self.refresh)
        #expect(pacing.lead == 0.002)
        pacing.learn(cost: 0.0004)
        #expect(pacing.lead == 0.002)                       // 0.4 ms × 1.25 + 1 ms = 1.5 ms: the floor
        pacing.learn(cost: 0.004)
        #expect(abs(pacing.lead - 0.006) < 1e-12)           // 4 ms × 1.25 + 1 ms
        for _ in 0..<31 { pacing.learn(cost: 0.001) }
        #expect(abs(pacing.lead - 0.006) < 1e-12, "the 4 ms frame is still among the last 32")
        pacing.learn(cost: 0.001)
        #expect(abs(pacing.lead - 0.00225) < 1e-12, "it left the window: 1 ms × 1.25 + 1 ms")
        pacing.learn(cost: 0.5)
        #expect(pacing.lead == Self.refresh, "never more than a refresh")
        pacing.learn(cost: .nan)
        #expect(pacing.lead == Self.refresh)
    }

    @Test("a frame after a flip starts the lead before the next vblank; it is shown at that vblank, or later by its cost")
    func startsAndVblanks() {
        var pacing = FramePacing(refreshInterval: 0.01)
        pacing.learn(cost: 0.002)                           // lead 3.5 ms
        let vblank = InputTime(seconds: 5)
        #expect(pacing.frameStart(afterVblank: vblank).nanoseconds == 5_006_500_000)
        let start = InputTime(seconds: 5.0065)
        #expect(pacing.vblank(forFrameAt: start, cost: 0.003).nanoseconds == 5_010_000_000)
        #expect(pacing.vblank(forFrameAt: start, cost: 0.004).nanoseconds == 5_020_000_000)
        #expect(pacing.vblank(forFrameAt: start, cost: 0.0235).nanoseconds == 5_030_000_000)
        let old = FramePacing(mode: .atVblank, refreshInterval: 0.01)
        #expect(old.lead == 0.01 && old.frameStart(afterVblank: vblank) == vblank)
        #expect(old.vblank(forFrameAt: start, cost: 0).nanoseconds == 5_016_500_000)
        #expect(old.vblank(forFrameAt: start, cost: 0.025).nanoseconds == 5_036_500_000)
    }

    /// The stall app's drag (a touch frame every refresh, one frame with 50 ms of work) in a
    /// headless profile with the late schedule: each touch is shown 2 ms after the frame that
    /// takes it, where the frame-at-vblank schedule shows it a whole refresh later
    /// (ProfileSummaryTests).
    @Test("headless, late: touch-to-photon is 2 ms but around the stall")
    func stallLatencyLate() throws {
        let path = "/tmp/pane-late-pacing-\(getpid()).paneprof"
        defer { unlink(path) }
        #expect(StallApp.run(profile: path, pacing: "late") == 0)
        let s = ProfileSummary(try Profile(path: path))
        #expect(s.touchFrames == 60 && s.latencies.count == 60)
        let rounded = s.latencies.map { ($0 * 1000).rounded() / 1000 }.sorted()
        // Touch 20's frame works 50 ms from 2 ms before a vblank: shown 52 ms after it. Touches
        // 21 and 22 came during that work and are taken by the next frame, 50 ms after touch 20.
        #expect(rounded.filter { $0 == 2 }.count == 57)
        #expect(rounded.suffix(3) == [18.667, 35.333, 52])
        #expect(abs(s.latency.p50 - 2) < 1e-3)
        #expect(s.framesMissed == 1 && s.vblanksMissed == 3)
    }

    /// A display whose flips complete when the test says, at a vblank time the test sets.
    final class FlippingDisplay: Display {
        let size = PixelSize(width: 4, height: 4)
        /// A pipe: the test writes a byte for a completed flip, `handleEvents` reads it.
        let pipeFDs: [Int32] = {
            var fds: [Int32] = [-1, -1]
            _ = pipe(&fds)
            _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
            return fds
        }()
        var event: Int32 { pipeFDs[0] }
        var flipPending = false
        var vblank: Int64?
        var eventDescriptor: Int32? { event }
        var isReadyToPresent: Bool { !flipPending }
        var refreshInterval: Double? { 1.0 / 60 }
        var lastVblankNanoseconds: Int64? { vblank }
        var onPresented: ((PresentationFeedback) -> Void)?
        func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError) { flipPending = true }
        func handleEvents() throws(DisplayError) {
            var value: UInt8 = 0
            if read(event, &value, 1) == 1 { flipPending = false }
        }
        func takeNeedsFullRepaint() -> Bool { false }
        /// The flip completes, shown at `nanoseconds`.
        func flip(at nanoseconds: Int64) {
            vblank = nanoseconds
            var one: UInt8 = 1
            _ = write(pipeFDs[1], &one, 1)
        }
        deinit { close(pipeFDs[0]); close(pipeFDs[1]) }
    }

    /// Frames run after one frame, its flip completing at a vblank `offset` seconds from now,
    /// and three more passes of the loop with a frame wanted.
    func framesAfterFlip(paced: Bool, vblankOffset offset: Double) throws -> Int {
        let display = FlippingDisplay()
        let loop = try RunLoop(clock: .monotonic)
        loop.attach(display)
        if paced { loop.pacing = FramePacing(refreshInterval: 1.0 / 60) }
        var frames = 0
        let surface = Surface(width: 4, height: 4)
        loop.onFrame = { _ in
            frames += 1
            try? display.present(surface, damage: Region())
        }
        loop.setNeedsFrame()
        loop.step(blocking: false)
        #expect(frames == 1 && !display.isReadyToPresent)
        loop.setNeedsFrame()
        display.flip(at: RunLoop.monotonicNow().nanoseconds + Int64(offset * 1e9))
        for _ in 0..<3 { loop.step(blocking: false) }      // reads the flip, then runs the frame when due
        return frames
    }

    /// The vblanks are set 10 s away so that the machine's speed cannot matter.
    @Test("after a flip the run loop waits for the late start, and no longer; unpaced it runs at once")
    func runLoopWaitsForTheLateStart() throws {
        #expect(try framesAfterFlip(paced: true, vblankOffset: 10) == 1, "the late start is 10 s away")
        #expect(try framesAfterFlip(paced: true, vblankOffset: -10) == 2, "the late start has passed")
        #expect(try framesAfterFlip(paced: false, vblankOffset: 10) == 2, "frame-at-vblank: right after the flip")
    }
}
