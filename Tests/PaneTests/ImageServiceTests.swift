import Testing
import Glibc
import Pane

/// The repository's sample photos (`photos/`), found from this file's path.
let samplePhotos: String = {
    let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast(3).joined(separator: "/") + "/photos"
}()

@Suite struct ImageServiceTests {
    let landscape = samplePhotos + "/landscape-1.png"

    @Test func requestsAreAnsweredOnDrainAndThenFromTheCache() throws {
        let service = ImageService()
        var answers: [Int] = []
        service.request(landscape, size: PixelSize(width: 64, height: 64)) { result in
            if case .success(let image) = result { answers.append(image.width) }
        }
        #expect(answers.isEmpty && service.hasPending)
        service.drain()
        #expect(answers == [64] && !service.hasPending && service.decodeCount == 1)
        service.request(landscape, size: PixelSize(width: 64, height: 64)) { _ in answers.append(-1) }
        #expect(answers == [64, -1], "a cached image answers at once")
        #expect(service.decodeCount == 1)
        #expect(service.cachedBytes == 64 * 64 * 4)
    }

    @Test func brokenFilesFailOnceWithALogLine() throws {
        let path = "/tmp/pane-broken-\(getpid()).png"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really a PNG".utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let service = ImageService()
        var log: [String] = []
        service.onError = { log.append($0) }
        var failures = 0
        service.request(path, size: PixelSize(width: 10, height: 10)) { result in
            if case .failure(let error) = result, error.kind == .corrupt { failures += 1 }
        }
        service.drain()
        #expect(failures == 1 && log.count == 1 && log[0].hasPrefix("gallery: \(path): PNG"))
    }

    @Test func theCacheEvictsTheLeastRecentlyUsed() {
        let service = ImageService(cacheLimit: 2 * 32 * 32 * 4)
        let a = samplePhotos + "/landscape-1.png", b = samplePhotos + "/landscape-2.png"
        let c = samplePhotos + "/landscape-3.png"
        let size = PixelSize(width: 32, height: 32)
        for path in [a, b] { service.request(path, size: size) { _ in } }
        service.drain()
        service.request(a, size: size) { _ in }   // a is now the most recent
        service.request(c, size: size) { _ in }
        service.drain()
        #expect(service.decodeCount == 3 && service.cachedBytes == 2 * 32 * 32 * 4)
        service.request(a, size: size) { _ in }
        #expect(!service.hasPending, "a stayed")
        service.request(b, size: size) { _ in }
        #expect(service.hasPending, "b was evicted")
    }

    @Test func overBudgetImagesAreRefused() {
        let service = ImageService(pixelBudget: 1000)
        var kind: ImageError.Kind?
        service.request(landscape, size: PixelSize(width: 10, height: 10)) { result in
            if case .failure(let error) = result { kind = error.kind }
        }
        service.drain()
        #expect(kind == .tooLarge)
    }
}

/// Worker mode: decodes on the loader's threads, answered on the calling thread through
/// `completionDescriptor` and `deliverCompleted()`.
@Suite struct ImageServiceWorkerTests {
    let folder = samplePhotos
    let size = PixelSize(width: 32, height: 32)

    /// Waits (at most ~20 s, in 100 ms polls) for the descriptor to become readable, then delivers.
    /// Returns false if it never did.
    func deliver(_ service: ImageService) -> Bool {
        guard let fd = service.completionDescriptor else { return false }
        for _ in 0..<200 {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 100) == 1 {
                service.deliverCompleted()
                return true
            }
        }
        return false
    }

    /// Delivers until nothing is pending, or fails the test.
    func deliverAll(_ service: ImageService) {
        while service.hasPending {
            guard deliver(service) else {
                Issue.record("no decoded image arrived through completionDescriptor within 20 s")
                return
            }
        }
    }

    @Test func decodesOffTheCallingThreadAndCompletesExactlyOnceThroughTheDescriptor() throws {
        let service = ImageService()
        try service.startWorkers(threadCount: 1)
        #expect(service.usesWorkers && service.completionDescriptor != nil)
        var widths: [Int] = []
        service.request(folder + "/landscape-1.png", size: PixelSize(width: 64, height: 64)) { result in
            if case .success(let image) = result { widths.append(image.width) }
        }
        service.drain()   // the between-frames path does nothing with workers
        #expect(widths.isEmpty && service.hasPending)
        #expect(deliver(service), "the worker's result makes the descriptor readable")
        #expect(widths == [64] && !service.hasPending && service.decodeCount == 1)
        service.deliverCompleted()
        #expect(widths == [64], "exactly once")
        service.request(folder + "/landscape-1.png", size: PixelSize(width: 64, height: 64)) { _ in widths.append(-1) }
        #expect(widths == [64, -1], "a cached image answers at once, without a worker")
    }

    @Test func requestsMadeBeforeTheWorkersStartGoToThem() throws {
        // The gallery's first screen asks for thumbnails while it is built, before setUp starts
        // the workers: those requests must still be answered, or the app never settles.
        let service = ImageService()
        var answers = 0
        service.request(folder + "/landscape-3.png", size: size) { _ in answers += 1 }
        try service.startWorkers()
        service.drain()
        #expect(answers == 0 && service.hasPending, "drain() has nothing left to do with workers")
        deliverAll(service)
        #expect(answers == 1 && !service.hasPending && service.decodeCount == 1)
    }

    @Test func twoRequestsForOnePictureShareOneDecode() throws {
        let service = ImageService()
        try service.startWorkers()
        var answers = 0
        for _ in 0..<2 { service.request(folder + "/landscape-2.png", size: size) { _ in answers += 1 } }
        deliverAll(service)
        #expect(answers == 2 && service.decodeCount == 1)
    }

    @Test func aCancelledRequestIsNeverAnsweredNorCached() throws {
        let service = ImageService()
        try service.startWorkers()
        service.isPaused = true
        var cancelledAnswers = 0, otherAnswers = 0
        let ticket = service.request(folder + "/landscape-1.png", size: size) { _ in cancelledAnswers += 1 }
        service.request(folder + "/landscape-2.png", size: size) { _ in otherAnswers += 1 }
        service.cancel(ticket)   // the cell was reused before its picture came
        service.isPaused = false
        deliverAll(service)
        #expect(cancelledAnswers == 0 && otherAnswers == 1)
        #expect(service.decodeCount == 1 && service.cachedBytes == 32 * 32 * 4)
        var hits = 0
        service.request(folder + "/landscape-1.png", size: size) { _ in hits += 1 }
        #expect(hits == 0 && service.hasPending, "landscape-1 was not cached")
        deliverAll(service)
        #expect(hits == 1)
    }

    @Test func higherPriorityIsDecodedFirst() throws {
        let service = ImageService()
        try service.startWorkers(threadCount: 1)
        service.isPaused = true
        var order: [String] = []
        service.request(folder + "/landscape-1.png", size: size, priority: 0) { _ in order.append("prefetch") }
        service.request(folder + "/landscape-2.png", size: size, priority: 1) { _ in order.append("visible") }
        service.isPaused = false
        deliverAll(service)
        #expect(order == ["visible", "prefetch"])
    }

    @Test func aPrefetchAskedForOnScreenMovesUpTheQueue() throws {
        let service = ImageService()
        try service.startWorkers(threadCount: 1)
        service.isPaused = true
        var order: [String] = []
        service.request(folder + "/landscape-1.png", size: size, priority: 0) { _ in order.append("other") }
        service.request(folder + "/landscape-2.png", size: size, priority: 0) { _ in order.append("prefetch") }
        service.request(folder + "/landscape-2.png", size: size, priority: 1) { _ in order.append("visible") }
        service.isPaused = false
        deliverAll(service)
        #expect(order == ["prefetch", "visible", "other"])
    }

    @Test func brokenAndOverBudgetFilesFailWithOneLogLineEach() throws {
        let path = "/tmp/pane-broken-worker-\(getpid()).png"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really a PNG".utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let service = ImageService(pixelBudget: 1000)
        try service.startWorkers()
        var log: [String] = []
        service.onError = { log.append($0) }
        var kinds: [ImageError.Kind] = []
        service.request(path, size: size) { if case .failure(let e) = $0 { kinds.append(e.kind) } }
        deliverAll(service)
        service.request(folder + "/landscape-1.png", size: size) { if case .failure(let e) = $0 { kinds.append(e.kind) } }
        deliverAll(service)
        #expect(kinds == [.corrupt, .tooLarge])
        #expect(log.count == 2 && log[0].hasPrefix("gallery: \(path): PNG"))
        #expect(service.cachedBytes == 0)
    }

    /// Writes `bytes` to `path`, replacing the file (a new inode, as a copy onto it makes).
    func replace(_ path: String, with bytes: [UInt8]) {
        unlink(path)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Issue 11 item 7: a broken file scrolled into view again is not decoded nor logged again
    /// while it is unchanged (any size asked of it logs once); fixed, it decodes afresh.
    @Test func aFailureIsRememberedUntilTheFileChanges() throws {
        let path = "/tmp/pane-remembered-\(getpid()).png"
        replace(path, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really a PNG".utf8))
        defer { unlink(path) }
        let service = ImageService()
        var log: [String] = []
        service.onError = { log.append($0) }
        var results: [String] = []
        func ask(_ side: Int) {
            service.request(path, size: PixelSize(width: side, height: side)) {
                switch $0 {
                case .success(let image): results.append("\(image.width)")
                case .failure(let error): results.append("\(error.kind)")
                }
            }
            service.drain()
        }
        for _ in 0..<5 { ask(10) }
        #expect(results == Array(repeating: "corrupt", count: 5))
        #expect(service.decodeCount == 1, "decoded once, answered from memory four times")
        ask(20)
        #expect(service.decodeCount == 2 && log.count == 1, "another size decodes, but the file is logged once")
        replace(path, with: try ImageFileBytes.read(samplePhotos + "/landscape-1.png"))
        ask(10)
        #expect(results.last == "10" && service.decodeCount == 3)
        #expect(log.count == 1)
    }

    /// Issue 11 item 1 through the gallery's path: the 615-byte progressive bomb is refused as a
    /// thumbnail on the workers, with one log line naming the file (escaped: its name holds a
    /// newline that would otherwise print a line of its own).
    @Test func theProgressiveBombFailsWithOneLogLine() throws {
        let path = "/tmp/pane-bomb-\(getpid())\npane: settled.jpg"
        let fixture = samplePhotos + "/../Tests/PanePixelsTests/Fixtures/jpeg/bomb-progressive.jpg"
        replace(path, with: try ImageFileBytes.read(fixture))
        defer { unlink(path) }
        let service = ImageService()
        try service.startWorkers()
        var log: [String] = []
        service.onError = { log.append($0) }
        var kinds: [ImageError.Kind] = []
        for _ in 0..<3 {
            service.request(path, size: PixelSize(width: 190, height: 190)) { if case .failure(let e) = $0 { kinds.append(e.kind) } }
            deliverAll(service)
        }
        #expect(kinds == [.tooLarge, .tooLarge, .tooLarge])
        #expect(log == ["gallery: /tmp/pane-bomb-\(getpid())\\npane: settled.jpg: JPEG: a multi-scan (progressive) "
                        + "30000x30000 picture needs 2574 MiB of decoder memory, over the budget of 152 MiB"])
    }
}
