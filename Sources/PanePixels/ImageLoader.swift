#if canImport(Glibc)
import Glibc
#endif
import Synchronization
internal import CPaneShims
internal import PaneSystem

/// Decodes image files on worker threads, so that a frame never waits for a decoder
/// (DESIGN.md §2: "Image decoding runs on worker threads and hands finished bitmaps back
/// through the loop").
///
/// Ask with `load(_:minimumSize:priority:)`, which returns at once with a `RequestID`. Workers
/// take waiting requests highest `priority` first (first asked first among equals), decode
/// them with `ImageFile.decode` and queue the result. Watch `completionFD` in the run loop: it
/// becomes readable when results wait; then `drainCompleted()` hands them over, each request's
/// result exactly once, on the thread that calls it. A request that is `cancel`led before a
/// worker takes it is never decoded and never delivered.
///
/// Threads are POSIX threads that sleep on a semaphore while nothing waits, so an idle loader
/// costs no CPU. Releasing the loader stops them: waiting requests are dropped and
/// `deinit` joins the workers, which first finish the decode they are in.
///
/// See also: `ImageCache` to keep the results, `ImageFile.decode` for what a worker does.
public final class ImageLoader: Sendable {
    /// Names one request: the cancel token, and the key of its result in `drainCompleted()`.
    /// Increasing in the order requests were made.
    public struct RequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The request's number: 1 for a loader's first request, then counting up.
        public let rawValue: Int

        public static func < (a: RequestID, b: RequestID) -> Bool { a.rawValue < b.rawValue }
        public var description: String { "#\(rawValue)" }
    }

    /// Work done on the worker after decoding, such as making a thumbnail of the size asked
    /// for; it gets the request's `minimumSize`. Runs on a worker thread.
    public typealias Finish = @Sendable (Image, _ minimumSize: (width: Int, height: Int)?) -> Image

    /// Readable (level-triggered, for `poll`/`epoll`) while results wait for
    /// `drainCompleted()`. An eventfd owned by the loader: do not read or close it.
    public var completionFD: Int32 { shared.eventFD }

    /// Images over this many pixels fail with `.tooLarge` before pixel memory is allocated.
    public var maxPixels: Int { shared.maxPixels }

    private let shared: ImageLoaderShared
    private let threads: [pthread_t]

    /// Starts `threadCount` workers (at least one). On a two-core panel one worker leaves a
    /// core to the frame.
    public init(threadCount: Int = 1, maxPixels: Int = 64 << 20, finish: Finish? = nil) throws(ImageLoaderError) {
        let fd = pane_eventfd_create()
        guard fd >= 0 else { throw ImageLoaderError(call: "eventfd", errno: errno) }
        let shared = ImageLoaderShared(eventFD: fd, maxPixels: maxPixels, finish: finish)
        var started: [pthread_t] = []
        for _ in 0..<max(1, threadCount) {
            let context = Unmanaged.passRetained(shared).toOpaque()
            var thread = pthread_t()
            let result = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                // Workers take no signals: SIGTERM and SIGINT must reach the run loop's signalfd
                // (it blocks them only on its own thread), not end the process from here.
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                let shared = Unmanaged<ImageLoaderShared>.fromOpaque(raw).takeRetainedValue()
                shared.work()
                return nil
            }, context)
            guard result == 0 else {
                Unmanaged<ImageLoaderShared>.fromOpaque(context).release()
                shared.stop(threads: started)
                throw ImageLoaderError(call: "pthread_create", errno: result)
            }
            started.append(thread)
        }
        self.shared = shared
        threads = started
    }

    deinit {
        shared.stop(threads: threads)
    }

    /// Queues a decode of the file at `path`. With `minimumSize`, a JPEG decodes at the
    /// smallest of its reduced scales that still covers that size (see `JPEG.decode`); PNGs
    /// decode whole. Larger `priority` goes first.
    /// `finish`, when given, replaces the loader's own for this request.
    @discardableResult
    public func load(_ path: String, minimumSize: (width: Int, height: Int)? = nil, priority: Int = 0,
                     finish: Finish? = nil) -> RequestID {
        load(FilePath(path), minimumSize: minimumSize, priority: priority, finish: finish)
    }

    /// Queues a decode of the file whose path is `path`'s bytes (a name that need not be UTF-8).
    @discardableResult
    public func load(_ path: FilePath, minimumSize: (width: Int, height: Int)? = nil, priority: Int = 0,
                     finish: Finish? = nil) -> RequestID {
        let id = shared.state.withLock { state in
            state.nextID += 1
            let id = RequestID(rawValue: state.nextID)
            state.waiting.append(LoadRequest(id: id, path: path, minimumSize: minimumSize, priority: priority,
                                             finish: finish))
            return id
        }
        shared.wake(1)
        return id
    }

    /// Withdraws a request no worker has started: it is then never decoded nor delivered, and
    /// the result is `true`. `false` when it is running, done, or unknown; its result (if any)
    /// still comes through `drainCompleted()`.
    @discardableResult
    public func cancel(_ id: RequestID) -> Bool {
        shared.state.withLock { state in
            guard let i = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: i)
            return true
        }
    }

    /// Changes the priority of a request that has not started (for instance when its cell
    /// scrolls into view); `false` when it has started or is unknown.
    @discardableResult
    public func setPriority(_ priority: Int, for id: RequestID) -> Bool {
        shared.state.withLock { state in
            guard let i = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting[i].priority = priority
            return true
        }
    }

    /// Requests not yet taken by a worker.
    public var waitingCount: Int { shared.state.withLock { $0.waiting.count } }

    /// While paused, workers finish the decode they are in and take no new request (to leave
    /// the CPU to a fling, say). Requests keep queueing and can still be cancelled.
    public var isPaused: Bool {
        get { shared.state.withLock { $0.paused } }
        set {
            shared.state.withLock { $0.paused = newValue }
            if !newValue { shared.wake(threads.count) }
        }
    }

    /// The results that arrived since the last call, in the order workers finished them, each
    /// request exactly once; empty when none. Resets `completionFD` to not readable (until
    /// the next result). Call it from one thread (the run loop's).
    public func drainCompleted() -> [(id: RequestID, result: Result<Image, ImageError>)] {
        // Read the counter before taking the list: a result queued after the take writes the
        // counter again, so the descriptor stays readable for it and nothing is missed.
        var count: UInt64 = 0
        _ = read(shared.eventFD, &count, 8)
        return shared.state.withLock { state in
            let done = state.done
            state.done.removeAll()
            return done
        }
    }
}

struct LoadRequest: Sendable {
    var id: ImageLoader.RequestID
    var path: FilePath
    var minimumSize: (width: Int, height: Int)?
    var priority: Int
    var finish: ImageLoader.Finish?
}

struct LoaderState: Sendable {
    var waiting: [LoadRequest] = []
    var done: [(id: ImageLoader.RequestID, result: Result<Image, ImageError>)] = []
    var nextID = 0
    var paused = false
    var stopping = false

    /// Removes and returns the request to decode next: highest priority, then oldest.
    mutating func takeNext() -> LoadRequest? {
        guard !paused, !stopping, !waiting.isEmpty else { return nil }
        var best = 0
        for i in waiting.indices.dropFirst() {
            let a = waiting[i], b = waiting[best]
            if a.priority > b.priority || (a.priority == b.priority && a.id < b.id) { best = i }
        }
        return waiting.remove(at: best)
    }
}

/// What the loader and its workers share. Workers hold a reference each, so it outlives the
/// loader until they have stopped.
final class ImageLoaderShared: Sendable {
    let state = Mutex(LoaderState())
    let eventFD: Int32
    let maxPixels: Int
    let finish: ImageLoader.Finish?
    /// Counts wake-ups owed to workers; a worker that wakes to nothing sleeps again.
    nonisolated(unsafe) let semaphore: UnsafeMutablePointer<sem_t>

    init(eventFD: Int32, maxPixels: Int, finish: ImageLoader.Finish?) {
        self.eventFD = eventFD
        self.maxPixels = maxPixels
        self.finish = finish
        semaphore = .allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
        close(eventFD)
    }

    func wake(_ count: Int) {
        for _ in 0..<count { sem_post(semaphore) }
    }

    /// Drops waiting requests, wakes every worker to exit, and joins them.
    func stop(threads: [pthread_t]) {
        state.withLock { state in
            state.stopping = true
            state.waiting.removeAll()
        }
        wake(threads.count)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// A worker's life: sleep, then decode what waits until nothing does.
    func work() {
        while true {
            _ = retryingOnInterrupt { sem_wait(semaphore) }   // only EINTR can fail it here
            while true {
                let (next, stopping) = state.withLock { state in (state.takeNext(), state.stopping) }
                if stopping { return }
                guard let request = next else { break }
                let result = decode(request)
                state.withLock { $0.done.append((request.id, result)) }
                var one: UInt64 = 1
                _ = write(eventFD, &one, 8)
            }
        }
    }

    func decode(_ request: LoadRequest) -> Result<Image, ImageError> {
        do throws(ImageError) {
            let image = Image(try ImageFile.decode(path: request.path, maxPixels: maxPixels,
                                                   minimumSize: request.minimumSize))
            return .success((request.finish ?? finish)?(image, request.minimumSize) ?? image)
        } catch {
            return .failure(error)
        }
    }
}
