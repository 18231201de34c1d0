import Testing
import Glibc
import Synchronization
import PanePixels

@Suite struct ImageLoaderTests {
    typealias Delivery = (id: ImageLoader.RequestID, result: Result<Image, ImageError>)

    static func png(_ name: String) -> String { PNGTests.fixtures + "/" + name }
    static func jpeg(_ name: String) -> String { JPEGTests.folder + "/" + name }

    /// Whether `fd` is readable within `milliseconds`.
    static func readable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&p, 1, milliseconds)
            if n < 0 && errno == EINTR { continue }
            return n == 1 && p.revents & Int16(POLLIN) != 0
        }
    }

    /// Waits on the loader's descriptor, as a run loop would, and drains until `count` results
    /// came or nothing arrives for 20 s (a bound so that a broken loader fails instead of hanging).
    static func collect(_ loader: ImageLoader, count: Int) -> [Delivery] {
        var out: [Delivery] = []
        while out.count < count, readable(loader.completionFD, milliseconds: 20_000) {
            out += loader.drainCompleted()
        }
        return out
    }

    @Test func decodesFixturesAndDeliversEachResultExactlyOnce() throws {
        let loader = try ImageLoader(threadCount: 2)
        let requests: [(path: String, size: (width: Int, height: Int)?)] = [
            (Self.png("rgb.png"), nil), (Self.jpeg("s444.jpg"), nil), (Self.png("garbage.png"), nil),
            (Self.png("gray.png"), nil), (Self.jpeg("s420.jpg"), (12, 8)), ("/nonexistent.png", nil),
            (Self.png("rgba.png"), nil), (Self.jpeg("gray.jpg"), nil),
        ]
        let ids = requests.map { loader.load($0.path, minimumSize: $0.size) }
        #expect(Set(ids).count == ids.count && ids == ids.sorted(), "ids are distinct and increasing")
        let delivered = Self.collect(loader, count: ids.count)
        #expect(delivered.map(\.id).sorted() == ids, "every request exactly once")
        var checked = 0
        for delivery in delivered {
            guard let index = ids.firstIndex(of: delivery.id) else { continue }
            let request = requests[index]
            switch (request.path, delivery.result) {
            case (Self.png("garbage.png"), .failure(let error)):
                #expect(error.kind == .corrupt)
                checked += 1
            case ("/nonexistent.png", .failure(let error)):
                #expect(error.kind == .io)
                checked += 1
            case (_, .success(let image)):
                let direct = try ImageFile.decode(path: request.path, minimumSize: request.size)
                let same = image.surface.hasSamePixels(as: direct)
                #expect(same, "\(request.path) equals a direct decode")
                checked += 1
            case (_, .failure(let error)):
                Issue.record("\(request.path) failed: \(error)")
            }
        }
        #expect(checked == requests.count)
        #expect(loader.drainCompleted().isEmpty && !Self.readable(loader.completionFD, milliseconds: 0),
                "drained: nothing left and the descriptor is quiet")
    }

    @Test func cancelledRequestsAreNeverDecodedNorDelivered() throws {
        let loader = try ImageLoader(threadCount: 1)
        loader.isPaused = true
        let a = loader.load(Self.png("rgb.png"))
        let b = loader.load(Self.png("gray.png"))
        let c = loader.load(Self.png("rgba.png"))
        #expect(loader.waitingCount == 3)
        #expect(loader.cancel(b) && !loader.cancel(b), "cancelled once; the second time it is unknown")
        #expect(loader.waitingCount == 2)
        loader.isPaused = false
        let first = Self.collect(loader, count: 2)
        #expect(first.map(\.id) == [a, c])
        #expect(!loader.cancel(a), "a finished request cannot be cancelled")
        // One worker takes requests in order, so a late "b" would arrive before this one.
        let d = loader.load(Self.png("gray.png"))
        #expect(Self.collect(loader, count: 1).map(\.id) == [d])
    }

    @Test func higherPriorityGoesFirstThenOldest() throws {
        let loader = try ImageLoader(threadCount: 1)
        loader.isPaused = true
        let low = loader.load(Self.png("rgb.png"), priority: 0)
        let high = loader.load(Self.png("gray.png"), priority: 5)
        let mid = loader.load(Self.png("rgba.png"), priority: 2)
        let alsoLow = loader.load(Self.png("palette.png"), priority: 0)
        let raised = loader.load(Self.png("gray-alpha.png"), priority: 1)
        let finished = loader.load(Self.png("gray.png"), priority: 100)
        #expect(loader.cancel(finished))
        #expect(loader.setPriority(9, for: raised) && !loader.setPriority(1, for: finished))
        loader.isPaused = false
        #expect(Self.collect(loader, count: 5).map(\.id) == [raised, high, mid, low, alsoLow])
    }

    @Test func finishRunsOnTheWorkerWithTheRequestedSize() throws {
        let loader = try ImageLoader(finish: { image, size in
            Image(Surface(width: size?.width ?? 1, height: size?.height ?? 1, fill: image.isOpaque ? .green : .red))
        })
        let opaque = loader.load(Self.png("rgb.png"), minimumSize: (3, 2))
        let clear = loader.load(Self.png("rgba.png"))
        let results = Self.collect(loader, count: 2)
        let images = results.compactMap { try? $0.result.get() }
        #expect(results.map(\.id) == [opaque, clear] && images.count == 2)
        #expect(images.first.map { ($0.width, $0.height, $0.surface[0, 0]) } ?? (0, 0, 0) == (3, 2, Color.green.argb))
        #expect(images.last.map { ($0.width, $0.height, $0.surface[0, 0]) } ?? (0, 0, 0) == (1, 1, Color.red.argb))
    }

    @Test func pixelBudgetApplies() throws {
        let loader = try ImageLoader(maxPixels: 7)
        #expect(loader.maxPixels == 7)
        let id = loader.load(Self.png("rgb.png"))   // 4x2 = 8 pixels
        let results = Self.collect(loader, count: 1)
        guard results.count == 1, case .failure(let error) = results[0].result else {
            Issue.record("expected one failure, got \(results.count) results")
            return
        }
        #expect(results[0].id == id && error.kind == .tooLarge)
    }

    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    @Test func releasingALoaderDropsWaitingWorkAndJoinsTheWorkers() throws {
        let decoded = Counter()
        var loader: ImageLoader? = try ImageLoader(threadCount: 2, finish: { image, _ in
            decoded.value.add(1, ordering: .relaxed)
            return image
        })
        loader?.isPaused = true
        for _ in 0..<20 { loader?.load(Self.jpeg("s444.jpg")) }
        #expect(loader?.waitingCount == 20)
        loader = nil   // returns once both workers have exited
        #expect(decoded.value.load(ordering: .relaxed) == 0)
    }
}
