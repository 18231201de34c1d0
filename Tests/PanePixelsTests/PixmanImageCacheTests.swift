import Testing
import PaneGeometry
import PaneTestSupport
@testable import PanePixels

@Suite struct PixmanImageCacheTests {
    @Test(.countsAllocations) func keepsOneImagePerBufferAndRoleAndDrawsWithoutAllocating() {
        let cache = PixmanImageCache(capacity: 4)
        let source = Surface(width: 10, height: 10, fill: .red)
        let target = Surface(width: 40, height: 40)
        let all = PixelRect(x: 0, y: 0, width: 40, height: 40)
        target.pixels.drawScaled(source.pixels, into: all, clip: all, filter: .bilinear, cache: cache)
        #expect(cache.count == 2)
        let again = countAllocations {
            target.pixels.drawScaled(source.pixels, into: all, clip: all, filter: .bilinear, cache: cache)
            target.pixels.drawScaled(source.pixels, into: all, clip: all, filter: .bilinear, sourceIsOpaque: true, cache: cache)
        }
        #expect(cache.count == 2)
        #expect(again == 0)
        #expect(target[20, 20] == Color.red.argb)
    }

    @Test func replacesTheLeastRecentlyUsed() {
        let cache = PixmanImageCache(capacity: 2)
        let a = Surface(width: 4, height: 4), b = Surface(width: 5, height: 5), c = Surface(width: 6, height: 6)
        let first = cache.image(for: a.pixels, isSource: true)
        _ = cache.image(for: b.pixels, isSource: true)
        #expect(cache.image(for: a.pixels, isSource: true) == first)   // a is now the newest
        _ = cache.image(for: c.pixels, isSource: true)                 // replaces b
        #expect(cache.count == 2)
        #expect(cache.image(for: a.pixels, isSource: true) == first)
        #expect(cache.image(for: a.pixels, isSource: false) != first)  // a target is another image
    }
}
