import Testing
import PaneGeometry
import PanePixels
@testable import PaneDisplay

/// Buffer-age damage accumulation (kernel.md A9): what must be copied into a buffer before it
/// is shown again.
@Suite struct BufferAgeTests {
    let bounds = PixelRect(x: 0, y: 0, width: 100, height: 50)

    func copy(_ ages: BufferAge, into index: Int, damage: PixelRect) -> [PixelRect] {
        let result = Region()
        ages.regionToCopy(into: index, damage: Region(damage), bounds: bounds, result: result)
        return result.rects
    }

    @Test func aNewBufferIsCopiedWhole() {
        let ages = BufferAge(bufferCount: 2)
        #expect(ages.ages == [0, 0])
        #expect(copy(ages, into: 0, damage: PixelRect(x: 1, y: 1, width: 2, height: 2)) == [bounds])
        #expect(copy(ages, into: 1, damage: PixelRect(x: 1, y: 1, width: 2, height: 2)) == [bounds])
    }

    @Test func doubleBufferingCopiesThisAndThePreviousFramesDamage() {
        let ages = BufferAge(bufferCount: 2)
        let a = PixelRect(x: 0, y: 0, width: 100, height: 50)
        let b = PixelRect(x: 10, y: 10, width: 5, height: 5)
        let c = PixelRect(x: 60, y: 20, width: 4, height: 3)
        let d = PixelRect(x: 0, y: 40, width: 2, height: 2)
        ages.didPresent(0, damage: Region(a))
        #expect(ages.ages == [1, 0])
        // Buffer 1 was never drawn: whole.
        #expect(copy(ages, into: 1, damage: b) == [bounds])
        ages.didPresent(1, damage: Region(b))
        #expect(ages.ages == [2, 1])
        // Buffer 0 holds frame A: it lacks B and the new frame's C.
        #expect(Set(copy(ages, into: 0, damage: c)) == [b, c])
        ages.didPresent(0, damage: Region(c))
        #expect(ages.ages == [1, 2])
        #expect(Set(copy(ages, into: 1, damage: d)) == [c, d])
    }

    @Test func theShownBufferOfASingleBufferNeedsOnlyTheNewDamage() {
        let ages = BufferAge(bufferCount: 1)
        ages.didPresent(0, damage: Region(bounds))
        let d = PixelRect(x: 3, y: 4, width: 5, height: 6)
        #expect(copy(ages, into: 0, damage: d) == [d])
    }

    @Test func tripleBufferingReachesTwoFramesBack() {
        let ages = BufferAge(bufferCount: 3)
        let r = (0..<4).map { PixelRect(x: $0 * 20, y: 0, width: 10, height: 10) }
        ages.didPresent(0, damage: Region(bounds))
        ages.didPresent(1, damage: Region(r[1]))
        ages.didPresent(2, damage: Region(r[2]))
        #expect(ages.ages == [3, 2, 1])
        #expect(Set(copy(ages, into: 0, damage: r[3])) == [r[1], r[2], r[3]])
    }

    @Test func invalidatingForgetsEveryBuffer() {
        let ages = BufferAge(bufferCount: 2)
        ages.didPresent(0, damage: Region(bounds))
        ages.didPresent(1, damage: Region(bounds))
        ages.invalidateAll()
        #expect(ages.ages == [0, 0])
        #expect(copy(ages, into: 0, damage: PixelRect(x: 0, y: 0, width: 1, height: 1)) == [bounds])
    }

    @Test func damageIsClippedToTheBounds() {
        let ages = BufferAge(bufferCount: 1)
        ages.didPresent(0, damage: Region(bounds))
        #expect(copy(ages, into: 0, damage: PixelRect(x: 90, y: 40, width: 30, height: 30))
            == [PixelRect(x: 90, y: 40, width: 10, height: 10)])
    }

    @Test func aBadIndexCopiesEverythingAndIsIgnoredOnPresent() {
        let ages = BufferAge(bufferCount: 2)
        #expect(copy(ages, into: 7, damage: PixelRect(x: 0, y: 0, width: 1, height: 1)) == [bounds])
        ages.didPresent(-1, damage: Region(bounds))
        #expect(ages.ages == [0, 0])
    }
}
