import PaneGeometry
import Synchronization
public import PanePixels

/// Where an app's pictures come from (moved here from the gallery, which uses it for its grid and
/// pager): decoded, scaled to the size they are shown at, and
/// kept in a byte-bounded least-recently-used cache (`ImageCache`), so that scrolling back shows
/// them at once.
///
/// A request is answered through its completion, on the run-loop thread, exactly once: with an
/// image, or with the error that a broken-image placeholder shows; unless it is cancelled first
/// (a cell reused before its picture came), in which case never. Two ways to decode:
///
/// - **Workers** (`startWorkers`, what the gallery does on a panel): an `ImageLoader` decodes
///   and scales on its own threads, never during a frame; register `completionDescriptor` with
///   the run loop and call `deliverCompleted()` when it is readable.
/// - **Between frames** (the default: headless runs and tests): `drain()` decodes every waiting
///   request on the calling thread, so that a run replays frame for frame.
public final class ImageService {
    /// How a request is answered, on the run-loop thread: the image, or the error a placeholder shows.
    public typealias Completion = (Result<Image, ImageError>) -> Void

    /// Names one request, for `cancel(_:)`.
    public struct Ticket: Hashable, Sendable {
        let rawValue: Int
    }

    /// Bytes of decoded pixels the cache may hold.
    public let cacheLimit: Int
    /// Images over this many pixels are refused with `.tooLarge` before decoding.
    public let pixelBudget: Int
    /// Bytes of decoded pixels the cache holds now, never above `cacheLimit`.
    public var cachedBytes: Int { cache.byteCount }
    /// Decodes done so far (cache misses), on either path.
    public private(set) var decodeCount = 0
    /// One line per failed file, for the log: said once per version of the file (see
    /// `failures`), however often the picture is asked for again.
    public var onError: ((String) -> Void)?
    /// Decodes that failed, by picture, with the file's stamp at the time: asked again while the
    /// file is unchanged, the request gets the same error at once, without a decode or a log
    /// line (a broken photo scrolled past 151 times in 25 minutes was decoded and logged 151
    /// times). A file that changes (copied again, fixed) is decoded afresh.
    public private(set) var failures: [ImageCache.Key: (stamp: FileStamp?, error: ImageError)] = [:]
    /// Broken files (each version counted once, as it is logged) of every service in the process:
    /// the metrics file's `pane_images_failed_total`.
    public static var failedLoads: Int { failedLoadCounter.load(ordering: .relaxed) }
    static let failedLoadCounter = Atomic<Int>(0)
    /// The version of each file whose failure was logged.
    private var loggedFailures: [FilePath: FileStamp?] = [:]

    let cache: ImageCache
    /// One decode per key, however many asked for it: the completions waiting on it by ticket.
    struct Job {
        var key: ImageCache.Key
        var waiting: [(ticket: Ticket, completion: Completion)]
        var loaderID: ImageLoader.RequestID?
        var priority = 0
    }
    private var jobs: [ImageCache.Key: Job] = [:]
    /// Keys in the order first asked, for `drain()`.
    private var order: [ImageCache.Key] = []
    private var keyOfTicket: [Ticket: ImageCache.Key] = [:]
    private var keyOfLoad: [ImageLoader.RequestID: ImageCache.Key] = [:]
    private var nextTicket = 0
    private var loader: ImageLoader?

    /// A service with a cache of `cacheLimit` bytes (64 MiB by default) that refuses pictures over
    /// `pixelBudget` pixels; it decodes between frames until `startWorkers` is called.
    public init(cacheLimit: Int = 64 << 20, pixelBudget: Int = 40_000_000) {
        self.cacheLimit = cacheLimit
        self.pixelBudget = pixelBudget
        cache = ImageCache(byteLimit: cacheLimit)
    }

    /// Moves decoding onto `threadCount` worker threads. Thumbnails are scaled there too.
    public func startWorkers(threadCount: Int = 1) throws(ImageLoaderError) {
        guard loader == nil else { return }
        loader = try ImageLoader(threadCount: threadCount, maxPixels: pixelBudget)
        // Requests made before (the first screen's cells, asked for while the app was built)
        // move to the workers; left in the between-frames queue nobody would ever drain them.
        for key in order where jobs[key] != nil {
            startLoad(key, priority: 0)
        }
        order.removeAll()
    }

    /// Whether decoding runs on workers.
    public var usesWorkers: Bool { loader != nil }

    /// With workers: while paused they finish the decode they are in and start no other (to
    /// leave the CPU to a fling, say); requests keep queueing and can be cancelled.
    public var isPaused: Bool {
        get { loader?.isPaused ?? false }
        set { loader?.isPaused = newValue }
    }

    /// With workers: readable while decoded images wait for `deliverCompleted()`.
    public var completionDescriptor: Int32? { loader?.completionFD }

    /// How a picture is made to the size asked.
    public enum Scaling: Int, Sendable {
        /// Covers the size, cropped to it, centred (thumbnails).
        case fill
        /// Fits inside the size, keeping the whole picture (a photo on screen, a zoom level).
        case fit
    }

    /// Asks for `path` scaled to `size` (see `Scaling`; never larger than the image's own
    /// size); `.zero` keeps the image's size. A cached image answers at once. Larger `priority`
    /// is decoded first on workers (between frames, requests go in the order asked).
    @discardableResult
    public func request(_ path: String, size: PixelSize, scaling: Scaling = .fill, priority: Int = 0,
                        completion: @escaping Completion) -> Ticket {
        request(FilePath(path), size: size, scaling: scaling, priority: priority, completion: completion)
    }

    /// Asks for the file whose path is `path`'s bytes (a name that need not be UTF-8). A
    /// picture whose decode failed answers at once with that error while its file is unchanged.
    @discardableResult
    public func request(_ path: FilePath, size: PixelSize, scaling: Scaling = .fill, priority: Int = 0,
                        completion: @escaping Completion) -> Ticket {
        nextTicket += 1
        let ticket = Ticket(rawValue: nextTicket)
        let key = ImageCache.Key(path: path, width: size.width, height: size.height, variant: scaling.rawValue)
        if let hit = cache.image(for: key) {
            completion(.success(hit))
            return ticket
        }
        if let failure = failures[key] {
            if FileStamp(path: path) == failure.stamp {
                completion(.failure(failure.error))
                return ticket
            }
            failures[key] = nil
        }
        keyOfTicket[ticket] = key
        if let job = jobs[key] {
            jobs[key]!.waiting.append((ticket, completion))
            // A prefetched picture that is now wanted on screen moves up the workers' queue.
            if priority > job.priority, let id = job.loaderID {
                loader?.setPriority(priority, for: id)
                jobs[key]!.priority = priority
            }
            return ticket
        }
        jobs[key] = Job(key: key, waiting: [(ticket, completion)], priority: priority)
        if loader != nil { startLoad(key, priority: priority) } else { order.append(key) }
        return ticket
    }

    /// Hands `key`'s decode to the workers, scaling included.
    private func startLoad(_ key: ImageCache.Key, priority: Int) {
        guard let loader else { return }
        let id = loader.load(key.path, minimumSize: Self.minimumSize(key), priority: priority) { image, _ in
            Self.scaled(image, to: key)
        }
        jobs[key]?.loaderID = id
        keyOfLoad[id] = key
    }

    /// What the decoder must cover at least (JPEG then decodes at a reduced scale); `nil` for
    /// the whole image.
    static func minimumSize(_ key: ImageCache.Key) -> (width: Int, height: Int)? {
        key.width > 0 && key.height > 0 ? (key.width, key.height) : nil
    }

    /// The decoded `image` made to `key`'s size and scaling.
    static func scaled(_ image: Image, to key: ImageCache.Key) -> Image {
        guard key.width > 0, key.height > 0 else { return image }
        if key.variant == Scaling.fit.rawValue { return Thumbnail.fit(image, within: key.width, key.height) }
        return Thumbnail.make(from: image, fitting: key.width, key.height)
    }

    /// Withdraws a request: its completion is never called. When nobody else waits for the
    /// same picture, a decode not yet started is dropped too.
    public func cancel(_ ticket: Ticket) {
        guard let key = keyOfTicket.removeValue(forKey: ticket), var job = jobs[key] else { return }
        job.waiting.removeAll { $0.ticket == ticket }
        guard job.waiting.isEmpty else {
            jobs[key] = job
            return
        }
        if let id = job.loaderID {
            // Started already: let it finish (into the cache), nobody is told.
            guard loader?.cancel(id) == true else {
                jobs[key] = job
                return
            }
            keyOfLoad[id] = nil
        } else {
            order.removeAll { $0 == key }
        }
        jobs[key] = nil
    }

    /// Whether requests wait for a decode (the app is not settled while they do).
    public var hasPending: Bool { !jobs.isEmpty }
    /// Requests waiting for a decode (for profiles).
    public var pendingCount: Int { jobs.count }

    /// Between frames (no workers): decodes every waiting request and calls its completions.
    /// The app calls this before each frame; the results show in that frame.
    public func drain() {
        while !order.isEmpty {
            let key = order.removeFirst()
            guard jobs[key] != nil else { continue }
            finish(key, with: decode(key))
        }
    }

    /// With workers: hands every decoded image to its completions. Call it on the loop thread
    /// when `completionDescriptor` is readable.
    public func deliverCompleted() {
        guard let loader else { return }
        for (id, result) in loader.drainCompleted() {
            guard let key = keyOfLoad.removeValue(forKey: id) else { continue }
            decodeCount += 1
            finish(key, with: result)
        }
    }

    private func finish(_ key: ImageCache.Key, with result: Result<Image, ImageError>) {
        switch result {
        case .success(let image):
            if image.byteCount <= cacheLimit { _ = cache.insert(image, for: key) }
        case .failure(let error):
            remember(error, for: key)
        }
        guard let job = jobs.removeValue(forKey: key) else { return }
        for (ticket, completion) in job.waiting {
            keyOfTicket[ticket] = nil
            completion(result)
        }
    }

    /// Decodes on the calling thread (the between-frames path).
    func decode(_ key: ImageCache.Key) -> Result<Image, ImageError> {
        decodeCount += 1
        do {
            let full = Image(try ImageFile.decode(path: key.path, maxPixels: pixelBudget, minimumSize: Self.minimumSize(key)))
            return .success(Self.scaled(full, to: key))
        } catch {
            return .failure(error)
        }
    }

    /// Keeps `error` for `key` with its file's stamp, and logs it unless this version of the
    /// file was logged already (one line per broken file, whatever sizes are asked of it).
    private func remember(_ error: ImageError, for key: ImageCache.Key) {
        let stamp = FileStamp(path: key.path)
        failures[key] = (stamp, error)
        if let logged = loggedFailures[key.path], logged == stamp { return }
        loggedFailures[key.path] = stamp
        Self.failedLoadCounter.add(1, ordering: .relaxed)
        onError?("gallery: \(key.path): \(error)")
    }
}
