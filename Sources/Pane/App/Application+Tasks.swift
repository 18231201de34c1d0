extension Application {
    /// Starts `operation` on the main actor as work the app owns, as SwiftUI's `.task` does: load
    /// the menu, the prices, the opening hours, then set the views. The app keeps it until it
    /// ends; `cancelTasks()` (which the launcher calls when the app stops: SIGTERM, the end of a
    /// headless run) cancels it, so `Task.isCancelled` and `Task.checkCancellation()` see it.
    ///
    /// While such a task runs the app is not settled (`isSettled`): `pane: settled` waits for
    /// it, and a headless run waits for it in real time before its virtual time goes on (a
    /// `Task.sleep` or a network call inside takes its real time). The task's main-actor parts
    /// run between frames, on the run loop. Untracked tasks (`Task { @MainActor in … }`) run
    /// there too, but nothing waits for them.
    ///
    /// ```swift
    /// app.task {
    ///     spinner.startAnimating()
    ///     do { hours.text = try await fetchOpeningHours() }
    ///     catch { hours.text = "Opening hours are not available" }
    ///     spinner.stopAnimating()
    /// }
    /// ```
    @discardableResult
    public func task(priority: TaskPriority? = nil, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let number = nextTaskNumber
        nextTaskNumber += 1
        let task = Task(priority: priority) { @MainActor [weak self] in
            await operation()
            self?.trackedTasks[number] = nil
            self?.window.setNeedsFrame()  // a frame after the task: settledness is checked there
        }
        trackedTasks[number] = task
        return task
    }

    /// How many tracked tasks (`task(_:)`) are still running.
    public var runningTaskCount: Int { trackedTasks.count }

    /// Cancels every tracked task (`task(_:)`); they stay counted until they return.
    public func cancelTasks() {
        for task in trackedTasks.values { task.cancel() }
    }

    /// The app's time now: the frame clock's (virtual time headless, `CLOCK_MONOTONIC` on a panel),
    /// which timers and idleness are measured on. Before a runner starts, the last frame's time.
    public var now: InputTime { clock?() ?? time }
}
