import Testing
import PaneGeometry
import PanePixels

@Suite struct RegionTests {
    @Test func unionIntersectSubtractIterate() {
        let r = Region(PixelRect(x: 0, y: 0, width: 10, height: 10))
        r.formUnion(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(r.area == 175)
        #expect(r.extents == PixelRect(x: 0, y: 0, width: 15, height: 15))
        // pixman keeps y-then-x bands of disjoint rectangles.
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 10, height: 5), PixelRect(x: 0, y: 5, width: 15, height: 5),
                            PixelRect(x: 5, y: 10, width: 10, height: 5)])
        var visited: [PixelRect] = []
        r.forEachRect { visited.append($0) }
        #expect(visited == r.rects)
        r.subtract(PixelRect(x: 0, y: 0, width: 15, height: 6))
        #expect(r.area == 175 - 50 - 15, "rows 0...4 of the first square and all of row 5")
        r.formIntersection(PixelRect(x: 6, y: 6, width: 4, height: 100))
        #expect(r.rects == [PixelRect(x: 6, y: 6, width: 4, height: 9)])
        #expect(r.contains(x: 6, y: 6) && !r.contains(x: 5, y: 6) && !r.contains(x: 10, y: 6) && !r.contains(x: 6, y: 15))
        #expect(r.contains(PixelRect(x: 7, y: 7, width: 2, height: 2)) && !r.contains(PixelRect(x: 5, y: 7, width: 2, height: 2)))
        let containsEmpty = r.contains(PixelRect(x: 99, y: 99, width: 0, height: 0))
        #expect(containsEmpty, "an empty rectangle is contained")
        r.translate(dx: -6, dy: -6)
        #expect(r.extents == PixelRect(x: 0, y: 0, width: 4, height: 9))
        r.removeAll()
        #expect(r.isEmpty && r.area == 0 && r.extents == .zero && r.rects == [])
    }

    @Test func regionsCombineAndCompare() {
        let a = Region(PixelRect(x: 0, y: 0, width: 4, height: 4))
        let b = Region(PixelRect(x: 2, y: 2, width: 4, height: 4))
        let u = a.copy()
        u.formUnion(b)
        let i = a.copy()
        i.formIntersection(b)
        #expect(u.area == 28 && i.rects == [PixelRect(x: 2, y: 2, width: 2, height: 2)])
        let d = u.copy()
        d.subtract(b)
        let expected = a.copy()
        expected.subtract(i)
        let same = d.hasSamePixels(as: expected), differs = !d.hasSamePixels(as: a)
        #expect(same && differs)
        #expect(a.area == 16, "copies are independent of their original")
    }

    @Test func emptyRectanglesAddAndRemoveNothing() {
        let r = Region(PixelRect(x: 0, y: 0, width: 4, height: 4))
        r.formUnion(PixelRect(x: 0, y: 0, width: 0, height: 5))
        r.formUnion(PixelRect(x: 10, y: 10, width: -3, height: 5))
        r.subtract(PixelRect(x: 1, y: 1, width: 0, height: 2))
        #expect(r.area == 16 && r.rects.count == 1)
        let emptyRect = Region(PixelRect(x: 3, y: 3, width: 0, height: 0)).isEmpty
        #expect(emptyRect)
        r.formIntersection(PixelRect(x: 1, y: 1, width: -1, height: 1))
        let emptied = r.isEmpty
        #expect(emptied, "intersecting with an empty rectangle empties the region")
    }

    @Test func sameRegionsBuiltDifferentlyHaveSamePixels() {
        let whole = Region(PixelRect(x: 0, y: 0, width: 6, height: 6))
        let pieces = Region()
        pieces.formUnion(PixelRect(x: 0, y: 0, width: 6, height: 3))
        pieces.formUnion(PixelRect(x: 0, y: 3, width: 2, height: 3))
        pieces.formUnion(PixelRect(x: 1, y: 2, width: 5, height: 4))
        let same = whole.hasSamePixels(as: pieces)
        let empties = Region().hasSamePixels(as: Region())
        #expect(same && empties)
    }

    /// Random unions, intersections and subtractions agree with a plain bitmap of the same
    /// operations, pixel by pixel, and the rectangles stay disjoint and cover exactly `area`.
    @Test(arguments: 0..<8)
    func agreesWithABitmapModel(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        // The model covers -10..<60 on both axes, beyond every rectangle drawn.
        let low = -10, size = 70
        var model = [Bool](repeating: false, count: size * size)
        let region = Region()
        func randomRect() -> PixelRect {
            PixelRect(x: Int.random(in: -5...35, using: &rng), y: Int.random(in: -5...35, using: &rng),
                      width: Int.random(in: 0...15, using: &rng), height: Int.random(in: 0...15, using: &rng))
        }
        for _ in 0..<60 {
            let rect = randomRect()
            let other = Region(randomRect())
            other.formUnion(randomRect())
            let operation = Int.random(in: 0...4, using: &rng)
            switch operation {
            case 0: region.formUnion(rect)
            case 1: region.subtract(rect)
            case 2: region.formIntersection(rect.offsetBy(dx: -3, dy: -3).insetForTest(by: -6))
            case 3: region.formUnion(other)
            default: region.subtract(other)
            }
            for y in low..<low + size {
                for x in low..<low + size {
                    let inRect = rect.containsForTest(x, y)
                    let inOther = other.contains(x: x, y: y)
                    let i = (y - low) * size + (x - low)
                    switch operation {
                    case 0: model[i] = model[i] || inRect
                    case 1: model[i] = model[i] && !inRect
                    case 2: model[i] = model[i] && rect.offsetBy(dx: -3, dy: -3).insetForTest(by: -6).containsForTest(x, y)
                    case 3: model[i] = model[i] || inOther
                    default: model[i] = model[i] && !inOther
                    }
                }
            }
        }
        var mismatches = 0
        for y in low..<low + size {
            for x in low..<low + size {
                let expected = model[(y - low) * size + (x - low)]
                if region.contains(x: x, y: y) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(region.area == model.filter { $0 }.count)
        let rects = region.rects
        var overlaps = 0
        for i in rects.indices { for j in rects.indices where i < j && !rects[i].intersection(rects[j]).isEmpty { overlaps += 1 } }
        #expect(overlaps == 0)
    }
}

extension PixelRect {
    fileprivate func containsForTest(_ px: Int, _ py: Int) -> Bool {
        !isEmpty && px >= x && px < maxX && py >= y && py < maxY
    }

    fileprivate func insetForTest(by d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
}
