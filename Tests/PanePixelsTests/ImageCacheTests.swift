import Testing
import PanePixels

@Suite struct ImageCacheTests {
    /// An image of `pixels` pixels: `4 * pixels` bytes.
    static func image(_ pixels: Int) -> Image { Image(Surface(width: pixels, height: 1)) }
    static func key(_ name: String, _ w: Int = 0, _ h: Int = 0) -> ImageCache.Key { ImageCache.Key(path: name, width: w, height: h) }

    @Test func evictsLeastRecentlyUsedFirstAndCountsBytesExactly() {
        let cache = ImageCache(byteLimit: 100)
        #expect(cache.insert(Self.image(10), for: Self.key("a")) == [])   // 40 bytes
        #expect(cache.insert(Self.image(5), for: Self.key("b")) == [])    // 20
        #expect(cache.insert(Self.image(5), for: Self.key("c")) == [])    // 20
        #expect(cache.byteCount == 80 && cache.count == 3)
        #expect(cache.keysByRecency == [Self.key("a"), Self.key("b"), Self.key("c")])
        // Using "a" makes "b" the oldest.
        #expect(cache.image(for: Self.key("a"))?.byteCount == 40)
        #expect(cache.keysByRecency == [Self.key("b"), Self.key("c"), Self.key("a")])
        // 80 + 28 = 108 > 100: "b" goes (88), which is enough.
        #expect(cache.insert(Self.image(7), for: Self.key("d")) == [Self.key("b")])
        #expect(cache.byteCount == 88 && !cache.contains(Self.key("b")))
        // 88 + 60 = 148: "c" (128) and "a" (88) go, leaving d and e: 28 + 60.
        #expect(cache.insert(Self.image(15), for: Self.key("e")) == [Self.key("c"), Self.key("a")])
        #expect(cache.byteCount == 88 && cache.keysByRecency == [Self.key("d"), Self.key("e")])
        #expect(cache.image(for: Self.key("b")) == nil)
    }

    @Test func keysTellDecodeSizesApart() {
        let cache = ImageCache(byteLimit: 1000)
        cache.insert(Self.image(1), for: Self.key("p", 100, 80))
        cache.insert(Self.image(2), for: Self.key("p", 0, 0))
        #expect(cache.count == 2 && cache.image(for: Self.key("p", 100, 80))?.width == 1)
        #expect(cache.image(for: Self.key("p"))?.width == 2 && cache.image(for: Self.key("p", 80, 100)) == nil)
        #expect(Self.key("p", 100, 80).description == "p@100x80")
    }

    @Test func replacingAKeyAdjustsTheBytesAndRefreshesIt() {
        let cache = ImageCache(byteLimit: 100)
        cache.insert(Self.image(10), for: Self.key("a"))
        cache.insert(Self.image(10), for: Self.key("b"))
        #expect(cache.insert(Self.image(3), for: Self.key("a")) == [])
        #expect(cache.byteCount == 52 && cache.count == 2 && cache.keysByRecency == [Self.key("b"), Self.key("a")])
        // Growing "a" past the limit evicts "b", never "a" itself.
        #expect(cache.insert(Self.image(20), for: Self.key("a")) == [Self.key("b")])
        #expect(cache.byteCount == 80 && cache.keysByRecency == [Self.key("a")])
    }

    @Test func imagesLargerThanTheLimitAreNotKept() {
        let cache = ImageCache(byteLimit: 100)
        cache.insert(Self.image(10), for: Self.key("a"))
        #expect(cache.insert(Self.image(26), for: Self.key("big")) == nil)
        #expect(cache.byteCount == 40 && cache.count == 1 && !cache.contains(Self.key("big")))
        #expect(cache.insert(Self.image(25), for: Self.key("exact")) == [Self.key("a")], "exactly the limit fits")
        #expect(cache.byteCount == 100)
        // A too-large replacement drops the old image under that key.
        #expect(cache.insert(Self.image(30), for: Self.key("exact")) == nil)
        #expect(cache.byteCount == 0 && cache.count == 0)
    }

    @Test func removeAndRemoveAll() {
        let cache = ImageCache(byteLimit: 100)
        let a = Self.image(1)
        cache.insert(a, for: Self.key("a"))
        cache.insert(Self.image(2), for: Self.key("b"))
        cache.insert(Self.image(3), for: Self.key("c"))
        #expect(cache.removeImage(for: Self.key("a")) === a && cache.removeImage(for: Self.key("a")) == nil)
        #expect(cache.byteCount == 20 && cache.keysByRecency == [Self.key("b"), Self.key("c")])
        cache.removeImage(for: Self.key("c"))
        #expect(cache.keysByRecency == [Self.key("b")])
        cache.insert(Self.image(4), for: Self.key("d"))   // reuses a freed slot
        #expect(cache.keysByRecency == [Self.key("b"), Self.key("d")] && cache.byteCount == 24)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0 && cache.keysByRecency == [])
        cache.insert(Self.image(1), for: Self.key("e"))
        #expect(cache.keysByRecency == [Self.key("e")] && cache.byteCount == 4)
    }

    @Test func containsDoesNotRefresh() {
        let cache = ImageCache(byteLimit: 8)
        cache.insert(Self.image(1), for: Self.key("a"))
        cache.insert(Self.image(1), for: Self.key("b"))
        #expect(cache.contains(Self.key("a")))
        #expect(cache.insert(Self.image(1), for: Self.key("c")) == [Self.key("a")])
    }

    /// A long random run against a plain list model: the same keys in the same order, the same
    /// evictions, and bytes that always equal the sum of what is held.
    @Test func agreesWithAListModel() {
        var rng = SeededGenerator(seed: 3)
        let cache = ImageCache(byteLimit: 400)
        var model: [(key: ImageCache.Key, bytes: Int)] = []   // oldest first
        var mismatches = 0
        for _ in 0..<3000 {
            let key = Self.key("k\(Int.random(in: 0..<30, using: &rng))")
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let hit = cache.image(for: key) != nil
                if let i = model.firstIndex(where: { $0.key == key }) {
                    model.append(model.remove(at: i))
                    if !hit { mismatches += 1 }
                } else if hit { mismatches += 1 }
            case 1:
                let pixels = Int.random(in: 1...40, using: &rng)
                let evicted = cache.insert(Self.image(pixels), for: key)
                var expected: [ImageCache.Key]? = []
                model.removeAll { $0.key == key }
                if pixels * 4 > 400 {
                    expected = nil
                } else {
                    model.append((key, pixels * 4))
                    while model.reduce(0, { $0 + $1.bytes }) > 400 { expected?.append(model.removeFirst().key) }
                }
                if evicted != expected { mismatches += 1 }
            default:
                let removed = cache.removeImage(for: key) != nil
                let had = model.contains { $0.key == key }
                model.removeAll { $0.key == key }
                if removed != had { mismatches += 1 }
            }
            if cache.keysByRecency != model.map(\.key) || cache.byteCount != model.reduce(0, { $0 + $1.bytes })
                || cache.byteCount > 400 { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
