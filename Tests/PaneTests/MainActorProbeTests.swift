import Testing
import PaneTesting

/// The main actor served by Pane's loops on a real main thread: `tools/main-actor-probe`, a
/// process of its own, since `swift test` runs its tests after handing the main queue to
/// libdispatch (`MainQueue`).
@Suite struct MainActorProbeTests {
    let probe = AppProcess(product: "MainActorProbe")

    @Test("the panel's run loop runs tasks, MainActor.run and DispatchQueue.main work on the main thread, and sleeps when idle")
    func runLoop() throws {
        try #require(probe.exists, "build the tests first: swift build --build-tests")
        let result = probe.run(["loop"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "events: MainActor.run main, after sleep main, detached 5050, dispatch main, task main")
        let idle = try #require(lines.first { $0.hasPrefix("idle polls: ") })
        let polls = try #require(Int(idle.dropFirst("idle polls: ".count)))
        // 300 ms idle: woken once by the stopping thread's post (and at most once more by the
        // main queue's descriptor), never spinning.
        #expect(polls >= 1 && polls <= 3, "\(idle)")
    }

    @Test("a headless app waits for app.task's 300 ms and shows the result; a detached task hops back")
    func headlessApp() throws {
        try #require(probe.exists, "build the tests first: swift build --build-tests")
        let result = probe.run(["app", "--display", "headless", "--size", "200x80"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("pane: settled\n"))
        #expect(result.output.hasSuffix("hours: Open 9-17; other: sum 500500\n"), "\(result.output)")
    }

    @Test("a task that never ends: the headless run stops waiting after its limit, with status 1 and a line")
    func taskWaitLimit() throws {
        try #require(probe.exists, "build the tests first: swift build --build-tests")
        let result = probe.run(["forever", "--display", "headless", "--size", "200x80"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("main-actor-probe: stopped waiting after 0.3 s for 1 tasks started with app.task that are still running\n"))
        #expect(!result.output.contains("pane: settled"))
    }
}
