#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Hands work from other threads (an image decoder) to a `RunLoop`: `post` queues a closure
/// and writes the loop's eventfd; the loop runs the closures, in order, on its own thread.
public final class RunLoopPoster: Sendable {
    let eventFD: Int32
    private let queue = Mutex<[@Sendable @MainActor () -> Void]>([])

    init(eventFD: Int32) {
        self.eventFD = eventFD
    }

    deinit { close(eventFD) }

    /// Runs `work` on the loop's thread at its next wake-up. Safe from any thread.
    public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        queue.withLock { $0.append(work) }
        var one: UInt64 = 1
        _ = write(eventFD, &one, 8)
    }

    /// Runs what was posted (on the loop's thread).
    @MainActor
    func drain() {
        var count: UInt64 = 0
        _ = read(eventFD, &count, 8)
        let work = queue.withLock { queue in
            let taken = queue
            queue.removeAll()
            return taken
        }
        for item in work { item() }
    }
}
