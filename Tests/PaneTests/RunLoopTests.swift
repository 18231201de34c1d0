import Testing
import Glibc
@testable import Pane

/// A display whose flips complete when the test says so (a byte on a pipe), and that can be
/// paused like a KMS display that lost DRM master.
final class FakeFlipDisplay: Display {
    let size = PixelSize(width: 4, height: 4)
    let pipeRead: Int32, pipeWrite: Int32
    var flipPending = false
    var paused = false
    var resumeAfterRetries = 0
    var retries = 0
    var presents = 0
    var onPresented: ((PresentationFeedback) -> Void)?

    init() {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        pipeRead = fds[0]
        pipeWrite = fds[1]
        _ = fcntl(pipeRead, F_SETFL, O_NONBLOCK)
    }

    deinit {
        close(pipeRead)
        close(pipeWrite)
    }

    var eventDescriptor: Int32? { pipeRead }
    var isReadyToPresent: Bool { !flipPending && !paused }
    var retryInterval: Double? { paused ? 0.5 : nil }
    func takeNeedsFullRepaint() -> Bool { false }

    func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError) {
        presents += 1
        flipPending = true
    }

    func completeFlip() {
        var byte: UInt8 = 1
        _ = write(pipeWrite, &byte, 1)
    }

    func handleEvents() throws(DisplayError) {
        var byte: UInt8 = 0
        while read(pipeRead, &byte, 1) == 1 { flipPending = false }
        if paused {
            retries += 1
            if retries >= resumeAfterRetries { paused = false }
        }
    }
}

@MainActor
@Suite struct RunLoopTests {
    let start = InputTime(seconds: 100)

    @Test func virtualTimeStepsOneIntervalPerFrameAndStopsWhenIdle() throws {
        let loop = try RunLoop(clock: .virtual(start: start), frameInterval: 0.02)
        var times: [InputTime] = []
        var idle = 0
        loop.onIdle = { idle += 1 }
        loop.onFrame = { [unowned loop] time in
            times.append(time)
            if times.count < 4 { loop.setNeedsFrame() }
        }
        loop.setNeedsFrame()
        loop.run()
        #expect(times == [100.0, 100.02, 100.04, 100.06].map { InputTime(seconds: $0) })
        #expect(loop.frameCount == 4 && idle == 1)
    }

    @Test func idleStretchesAreSkippedToTheDeadlineOnTheFrameGrid() throws {
        let loop = try RunLoop(clock: .virtual(start: start), frameInterval: 1.0 / 60)
        var deadline: InputTime? = start + 1.005
        var times: [InputTime] = []
        loop.nextDeadline = { deadline }
        loop.onFrame = { time in
            times.append(time)
            deadline = nil
        }
        loop.run()
        // 1.005 s is 60.3 frames: the frame is at the 61st interval, 61 × 16666667 ns.
        #expect(times == [InputTime(nanoseconds: start.nanoseconds + 61 * 16_666_667)])
    }

    @Test func framesWaitForTheFlipAndThenRunAtOnce() throws {
        let display = FakeFlipDisplay()
        let loop = try RunLoop(clock: .virtual(start: start), frameInterval: 0.01)
        loop.attach(display)
        let frame = Surface(width: 4, height: 4)
        var times: [InputTime] = []
        loop.onFrame = { [unowned loop] time in
            times.append(time)
            try? display.present(frame, damage: Region(PixelRect(x: 0, y: 0, width: 4, height: 4)))
            loop.setNeedsFrame()  // an animation: always another frame
        }
        loop.setNeedsFrame()
        loop.step(blocking: false)
        #expect(times.count == 1 && display.flipPending)
        for _ in 0..<5 { loop.step(blocking: false) }
        #expect(times.count == 1, "no frame while the flip is pending")
        display.completeFlip()
        loop.step(blocking: false)  // the flip event arrives
        loop.step(blocking: false)  // the frame it paces
        #expect(times.count == 2 && display.presents == 2)
    }

    @Test func aPausedDisplayIsAskedAgainAndResumesWithAFrame() throws {
        let display = FakeFlipDisplay()
        display.paused = true
        display.resumeAfterRetries = 2
        let loop = try RunLoop(clock: .virtual(start: start), frameInterval: 0.1)
        loop.attach(display)
        var times: [InputTime] = []
        loop.onFrame = { times.append($0) }
        loop.setNeedsFrame()
        loop.run()
        // Two retries half a second apart, then the frame that repaints everything.
        #expect(display.retries == 2)
        #expect(times == [start + 1.0])
    }

    @Test func sourcesAreCalledWhenReadable() throws {
        let loop = try RunLoop(clock: .virtual(start: start))
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var got: [UInt8] = []
        let id = loop.addSource(fds[0]) { _ in
            var byte: UInt8 = 0
            if read(fds[0], &byte, 1) == 1 { got.append(byte) }
        }
        loop.step(blocking: false)
        #expect(got.isEmpty)
        var byte: UInt8 = 7
        _ = write(fds[1], &byte, 1)
        loop.stopsWhenIdle = false
        loop.step(blocking: false)
        #expect(got == [7])
        loop.removeSource(id)
        _ = write(fds[1], &byte, 1)
        loop.step(blocking: false)
        #expect(got == [7])
    }

    @Test func workPostedFromAnotherThreadRunsOnTheLoop() async throws {
        let loop = try RunLoop()
        let poster = loop.poster
        // A box carries the loop and the counter to the posting thread; only the loop's thread
        // touches them, which is what this test checks. A thread of its own, not a task: the
        // loop holds the main actor while it waits, and the cooperative pool may be taken by
        // the panel VM suites' blocking waits.
        let shared = LoopBox(loop)
        startThread {
            poster.post {
                shared.ran += 1
                shared.loop.stop()
            }
        }
        loop.run()  // blocks in poll until the eventfd is written
        #expect(shared.ran == 1)
    }

    @Test func aTerminationSignalStopsTheLoop() throws {
        let loop = try RunLoop()
        try loop.handleTerminationSignals()
        var signals: [Int32] = []
        loop.onTerminate = { signals.append($0) }
        raise(SIGTERM)  // thread-directed; blocked here, so it waits in the signalfd
        loop.run()
        #expect(signals == [SIGTERM])
    }

    @Test func monotonicFramesAreAtLeastAnIntervalApart() throws {
        let loop = try RunLoop(frameInterval: 0.005)
        var times: [InputTime] = []
        loop.onFrame = { [unowned loop] time in
            times.append(time)
            if times.count < 3 { loop.setNeedsFrame() } else { loop.stop() }
        }
        loop.setNeedsFrame()
        loop.run()
        #expect(times.count == 3)
        // The timer paces them: at least 0.9 of the interval (the loop's slack) apart.
        for i in 1..<times.count { #expect(times[i] - times[i - 1] >= 0.0045) }
    }
}

/// The loop and a counter, handed to work posted from another task. Unchecked: the posted work
/// runs on the loop's thread, the only one that touches them.
@MainActor
private final class LoopBox: @unchecked Sendable {
    let loop: RunLoop
    var ran = 0
    init(_ loop: RunLoop) { self.loop = loop }
}

/// Runs `body` on a new detached thread.
func startThread(_ body: @escaping @Sendable () -> Void) {
    final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    let made = pthread_create(&thread, nil, { context in
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }, context)
    precondition(made == 0, "pthread_create failed: \(made)")
    pthread_detach(thread)
}
