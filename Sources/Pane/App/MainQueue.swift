#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

/// The main dispatch queue, which is where Swift runs the main actor's work on Linux
/// (`Task { @MainActor in … }`, `await MainActor.run { … }`, `DispatchQueue.main.async`). An
/// app's `main.swift` calls `AppLauncher.run` on the process's first thread without ever calling
/// `dispatch_main()`, so nothing else serves that queue: Pane's loops do, between frames, as
/// Foundation's run loop does (DESIGN.md §2).
///
/// Off the first thread (inside `swift test`, whose async entry point has handed the main queue
/// to libdispatch's own threads) nothing here runs anything: the queue is served elsewhere, and
/// code waiting for main-actor work has to `await` it instead (`HeadlessRunner.run(_:script:)`'s
/// async form).
@MainActor
enum MainQueue {
    /// Whether this loop serves the queue: true on the process's first thread.
    static let isServedHere: Bool = isOnFirstThread

    /// Whether the caller runs on the process's first thread now.
    nonisolated static var isOnFirstThread: Bool { pane_is_main_thread() != 0 }

    /// libdispatch's wake-up descriptor for the queue, made on first use; -1 off the first thread.
    static let descriptor: Int32 = isServedHere ? pane_main_queue_descriptor() : -1

    /// Runs what is queued now (what that work queues in turn runs at the next drain, so a task
    /// that keeps re-queueing itself cannot hold a frame). Clears the wake-up descriptor first.
    static func drain() {
        guard isServedHere else { return }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, 0) > 0 {
            var count: UInt64 = 0
            _ = read(descriptor, &count, 8)
        }
        pane_main_queue_drain()
    }

    /// Sleeps until main-actor work is queued or `timeout` seconds pass (forever when `nil`),
    /// then runs what is queued. Returns whether work was queued.
    @discardableResult
    static func wait(timeout: Double?) -> Bool {
        guard isServedHere else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(min(max(0, $0 * 1000), Double(Int32.max)).rounded(.up)) } ?? -1
        let ready = poll(&entry, 1, milliseconds) > 0
        drain()
        return ready
    }
}
