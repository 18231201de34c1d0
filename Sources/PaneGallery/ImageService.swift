public import Pane

/// Where the gallery's pictures come from: decoded, scaled to the size they are shown at, and
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
    public typealias Completion = (Result<Image, ImageError>) -> Void

    /// Names one request, for `cancel(_:)`.
    public struct Ticket: Hashable, Sendable {
        let rawValue: Int
    }

    /// Bytes of decoded pixels the cache may hold.
    public let cacheLimit: Int
    /// Images over this many pixels are refused with `.tooLarge` before decoding.
    public let pixelBudget: Int
    public var cachedBytes: Int { cache.byteCount }
    /// Decodes done so far (cache misses), on either path.
    public private(set) var decodeCount = 0
    /// One line per failed file, for the log.
    public var onError: ((String) -> Void)?

    let cache: ImageCache
    /// One decode per key, however many asked for it: the completions waiting on it by ticket.
    struct Job {
        var key: ImageCache.Key
        var waiting: [(ticket: Ticket, completion: Completion)]
        var loaderID: ImageLoader.RequestID?
    }
    private var jobs: [ImageCache.Key: Job] = [:]
    /// Keys in the order first asked, for `drain()`.
    private var order: [ImageCache.Key] = []
    private var keyOfTicket: [Ticket: ImageCache.Key] = [:]
    private var keyOfLoad: [ImageLoader.RequestID: ImageCache.Key] = [:]
    private var nextTicket = 0
    private var loader: ImageLoader?

    public init(cacheLimit: Int = 64 << 20, pixelBudget: Int = 40_000_000) {
        self.cacheLimit = cacheLimit
        self.pixelBudget = pixelBudget
        cache = ImageCache(byteLimit: cacheLimit)
    }

    /// Moves decoding onto `threadCount` worker threads. Thumbnails are scaled there too.
    public func startWorkers(threadCount: Int = 1) throws(ImageLoaderError) {
        guard loader == nil else { return }
        loader = try ImageLoader(threadCount: threadCount, maxPixels: pixelBudget) { image, size in
            guard let size, size.width > 0, size.height > 0 else { return image }
            return Thumbnail.make(from: image, fitting: size.width, size.height)
        }
        // Requests made before (the first screen's cells, asked for while the app was built)
        // move to the workers; left in the between-frames queue nobody would ever drain them.
        for key in order {
            guard let loader, jobs[key] != nil else { continue }
            let minimum = key.width > 0 && key.height > 0 ? (key.width, key.height) : nil
            let id = loader.load(key.path, minimumSize: minimum)
            jobs[key]!.loaderID = id
            keyOfLoad[id] = key
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

    /// Asks for `path` scaled to fill `size` (aspect fill, at most the image's own size);
    /// `.zero` keeps the image's size. A cached image answers at once. Larger `priority` is
    /// decoded first on workers (between frames, requests go in the order asked).
    @discardableResult
    public func request(_ path: String, size: PixelSize, priority: Int = 0, completion: @escaping Completion) -> Ticket {
        nextTicket += 1
        let ticket = Ticket(rawValue: nextTicket)
        let key = ImageCache.Key(path: path, width: size.width, height: size.height)
        if let hit = cache.image(for: key) {
            completion(.success(hit))
            return ticket
        }
        keyOfTicket[ticket] = key
        if jobs[key] != nil {
            jobs[key]!.waiting.append((ticket, completion))
            return ticket
        }
        var job = Job(key: key, waiting: [(ticket, completion)])
        if let loader {
            let minimum = size.width > 0 && size.height > 0 ? (size.width, size.height) : nil
            let id = loader.load(path, minimumSize: minimum, priority: priority)
            job.loaderID = id
            keyOfLoad[id] = key
        } else {
            order.append(key)
        }
        jobs[key] = job
        return ticket
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
            if case .failure(let error) = result { onError?("gallery: \(key.path): \(error)") }
            finish(key, with: result)
        }
    }

    private func finish(_ key: ImageCache.Key, with result: Result<Image, ImageError>) {
        if case .success(let image) = result, image.byteCount <= cacheLimit { _ = cache.insert(image, for: key) }
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
            let minimum = key.width > 0 && key.height > 0 ? (key.width, key.height) : nil
            let full = Image(try ImageFile.decode(path: key.path, maxPixels: pixelBudget, minimumSize: minimum))
            return .success(minimum != nil ? Thumbnail.make(from: full, fitting: key.width, key.height) : full)
        } catch {
            onError?("gallery: \(key.path): \(error)")
            return .failure(error)
        }
    }
}
