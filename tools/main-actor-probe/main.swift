// Test-only: checks, on a process's real main thread (which `swift test` does not give its
// tests), that Pane's loops serve the main actor. `MainActorProbeTests` runs it.
//   main-actor-probe loop   a RunLoop on the monotonic clock: a task's main-actor parts, a
//                           `MainActor.run` from a detached task and `DispatchQueue.main.async`
//                           all run on it; then an idle loop polls only when woken.
//   main-actor-probe app …  an app through AppLauncher (the flags follow): a label set by
//                           `app.task` after 300 ms, another by a detached task's MainActor.run;
//                           prints both texts after the run.
//   main-actor-probe forever …  an app whose tracked task never ends, with a 0.3 s wait limit.
import Dispatch
import Glibc
@testable import Pane

func line(_ text: String) {
    var text = text + "\n"
    text.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
}

/// What ran, in order.
@MainActor
final class Events {
    var list: [String] = []
}

/// "main" on the process's first thread, "other" elsewhere.
func threadName() -> String { MainQueue.isOnFirstThread ? "main" : "other" }

@MainActor
func probeLoop() -> Int32 {
    guard let loop = try? RunLoop(clock: .monotonic) else { return 1 }
    let events = Events()
    Task { @MainActor in
        events.list.append("task \(threadName())")
        try? await Task.sleep(nanoseconds: 50_000_000)
        events.list.append("after sleep \(threadName())")
        let sum = await Task.detached { (1...100).reduce(0, +) }.value
        events.list.append("detached \(sum)")
        loop.stop()
    }
    DispatchQueue.main.async { events.list.append("dispatch \(threadName())") }
    Task.detached { await MainActor.run { events.list.append("MainActor.run \(threadName())") } }
    loop.run()
    line("events: " + events.list.sorted().joined(separator: ", "))

    // Idle: nothing queued, no frame, no deadline; a thread stops the loop after 300 ms. The
    // loop must sleep in poll the whole time (a few wake-ups, not thousands).
    let poster = loop.poster
    Task.detached {
        try? await Task.sleep(nanoseconds: 300_000_000)
        poster.post { loop.stop() }
    }
    let before = loop.pollCount
    loop.run()
    line("idle polls: \(loop.pollCount - before)")
    return 0
}

@MainActor
func probeApp(_ arguments: [String], forever: Bool = false) -> Int32 {
    let hours = Label(frame: Rect(x: 0, y: 0, width: 200, height: 30))
    let other = Label(frame: Rect(x: 0, y: 40, width: 200, height: 30))
    let status = AppLauncher.run(arguments: arguments, program: "main-actor-probe") { app, _ in
        hours.text = "loading"
        app.window.addSubview(hours)
        app.window.addSubview(other)
        app.task {
            try? await Task.sleep(nanoseconds: 300_000_000)
            while forever && !Task.isCancelled { try? await Task.sleep(nanoseconds: 10_000_000) }
            hours.text = Task.isCancelled ? "cancelled" : "Open 9-17"
        }
        Task.detached {
            let sum = (1...1000).reduce(0, +)
            await MainActor.run { other.text = "sum \(sum)" }
        }
        var options = AppLauncher.Options()
        options.maxHeadlessTaskWait = 0.3
        return forever ? options : .init()
    }
    line("hours: \(hours.text); other: \(other.text)")
    return status
}


let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "loop": exit(probeLoop())
case "app": exit(probeApp(Array(arguments.dropFirst())))
case "forever": exit(probeApp(Array(arguments.dropFirst()), forever: true))
default:
    line("usage: main-actor-probe loop | app [flags]")
    exit(2)
}
