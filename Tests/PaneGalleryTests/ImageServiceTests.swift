import Testing
import Glibc
import Pane
import PaneGallery

@Suite struct ImageServiceTests {
    let landscape = PhotoLibraryTests.photosFolder + "/landscape-1.png"

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
        let a = PhotoLibraryTests.photosFolder + "/landscape-1.png", b = PhotoLibraryTests.photosFolder + "/landscape-2.png"
        let c = PhotoLibraryTests.photosFolder + "/landscape-3.png"
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
