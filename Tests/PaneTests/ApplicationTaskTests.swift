import Testing
import Glibc
@testable import Pane

/// `Application.task(_:)`: work the app owns, waited for by a headless run in real time, then
/// virtual time goes on; cancelled with the app. In `swift test` the main queue is served by
/// libdispatch, so these use the runner's async form (the synchronous form on an app's main
/// thread is checked by `MainActorProbeTests`, in a process of its own).
@MainActor
@Suite struct ApplicationTaskTests {
    /// A runner that waits long for tasks: the tasks here need the cooperative pool, which the
    /// suite's other tests keep busy, for minutes under qemu-aarch64 (make test-arm64).
    var patient: HeadlessRunner {
        var runner = HeadlessRunner()
        runner.maxTaskWait = 900
        return runner
    }

    func app() -> Application {
        Application(display: HeadlessDisplay(size: PixelSize(width: 64, height: 32)))
    }

    /// A stand-in for a network call: `seconds` of real time, then `value`.
    nonisolated func fetch(_ value: String, seconds: Double) async throws -> String {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
        return value
    }

    @Test("a run waits for a tracked task in real time, then shows its result and settles")
    func waitsForTrackedWork() async throws {
        let app = app()
        let label = Label(frame: Rect(x: 0, y: 0, width: 64, height: 32))
        label.text = "loading"
        app.window.addSubview(label)
        app.task {
            label.text = (try? await self.fetch("Open 9-17", seconds: 0.3)) ?? "error"
        }
        #expect(app.runningTaskCount == 1 && !app.isSettled)
        let started = RunLoop.monotonicNow()
        let outcome = try await patient.run(app)
        #expect(RunLoop.monotonicNow() - started >= 0.3)
        #expect(outcome.settled && !outcome.waitedTooLong)
        #expect(label.text == "Open 9-17")
        #expect(app.runningTaskCount == 0 && app.isSettled)
        // Virtual time did not run on while the task waited: the run is a few frames long.
        #expect(outcome.frames <= 3)
    }

    @Test("a detached task hops back with MainActor.run; the tracked task waits for it")
    func detachedWorkHopsBack() async throws {
        let app = app()
        var shown: [String] = []
        app.task {
            let sum = await Task.detached { (1...1000).reduce(0, +) }.value
            await MainActor.run { shown.append("sum \(sum)") }
            shown.append("done")
        }
        let outcome = try await patient.run(app)
        #expect(outcome.settled)
        #expect(shown == ["sum 500500", "done"])
    }

    @Test("an error from the service reaches the screen as the app shows it")
    func failureIsTheAppsToShow() async throws {
        struct Down: Error {}
        let app = app()
        var text = "loading"
        app.task {
            do {
                try await Task.sleep(nanoseconds: 10_000_000)
                throw Down()
            } catch {
                text = "service down"
            }
        }
        _ = try await patient.run(app)
        #expect(text == "service down")
    }

    @Test("cancelTasks cancels tracked work; it stops counting once it returns")
    func cancelling() async throws {
        let app = app()
        var sawCancellation = false
        app.task {
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
            sawCancellation = true
        }
        app.cancelTasks()
        #expect(app.runningTaskCount == 1)
        let outcome = try await patient.run(app)
        #expect(outcome.settled && sawCancellation && app.runningTaskCount == 0)
    }

    @Test("a task that never ends: the run stops waiting after maxTaskWait and ends unsettled")
    func neverEndingTask() async throws {
        let app = app()
        app.task {
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
        }
        var runner = HeadlessRunner()
        runner.maxTaskWait = 0.2
        let outcome = try await runner.run(app)
        #expect(outcome.waitedTooLong && !outcome.settled)
        app.cancelTasks()
    }

    @Test("untracked tasks run between frames, but the run does not wait for them")
    func untrackedTasks() async throws {
        let app = app()
        var ran = false
        Task { @MainActor in ran = true }
        let outcome = try await patient.run(app)
        #expect(outcome.settled && ran)
    }

    @Test("while a tracked task runs, an animation's frames come no faster than real time")
    func animationPacedByTheTask() async throws {
        let app = app()
        let spinner = ActivityIndicator()
        app.window.addSubview(spinner)
        spinner.startAnimating()
        app.task {
            _ = try? await self.fetch("done", seconds: 0.3)
            spinner.stopAnimating()
        }
        let started = RunLoop.monotonicNow()
        let outcome = try await patient.run(app, startTime: .zero)
        let real = RunLoop.monotonicNow() - started
        #expect(outcome.settled && !spinner.isAnimating)
        // The frames ran while the task did (the spinner turned), yet virtual time stayed within
        // a frame of the real time the task took: it did not race ahead to its own end.
        #expect(outcome.frames > 1)
        #expect(outcome.endTime.seconds <= real + 2.0 / 60, "virtual \(outcome.endTime.seconds) s, real \(real) s")
    }

    @Test("the synchronous run off the main thread does not wait for tasks, even while frames animate")
    func synchronousRunOffTheMainThread() throws {
        let app = app()
        let spinner = ActivityIndicator()
        app.window.addSubview(spinner)
        spinner.startAnimating()
        app.task {
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
        }
        var runner = HeadlessRunner()
        runner.maxFrames = 120
        runner.maxTaskWait = 1e-9   // any time spent waiting would show as waitedTooLong
        let outcome = try runner.run(app)
        // It went on without the task at once: no real time was spent on it, and the spinner's
        // frames ran to the cap in virtual time.
        #expect(!outcome.waitedTooLong && outcome.frames == 120 && !outcome.settled)
        app.cancelTasks()
    }
}
