import Testing
import PaneGeometry
import PanePixels

@Suite struct PixelBufferTests {
    @Test func rowsAndPixelsFollowTheStride() {
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 5 * 3)
        defer { memory.deallocate() }
        memory.initialize(repeating: 0, count: 15)
        let p = PixelBuffer(base: memory, width: 4, height: 3, stride: 5)
        #expect(p.bounds == PixelRect(x: 0, y: 0, width: 4, height: 3))
        p[3, 2] = 7
        #expect(memory[2 * 5 + 3] == 7)
        let row = p.row(1)
        #expect(row.count == 4 && row.baseAddress == memory + 5)
        row[0] = 9
        #expect(p[0, 1] == 9 && memory[5] == 9)
    }

    /// Cropping clips at each edge and keeps the stride, so the part shares the owner's memory.
    @Test(arguments: [
        (PixelRect(x: 2, y: 3, width: 3, height: 2), PixelRect(x: 2, y: 3, width: 3, height: 2)),   // inside
        (PixelRect(x: -2, y: 1, width: 4, height: 2), PixelRect(x: 0, y: 1, width: 2, height: 2)),  // left
        (PixelRect(x: 6, y: 1, width: 5, height: 2), PixelRect(x: 6, y: 1, width: 2, height: 2)),   // right
        (PixelRect(x: 1, y: -3, width: 2, height: 5), PixelRect(x: 1, y: 0, width: 2, height: 2)),  // top
        (PixelRect(x: 1, y: 4, width: 2, height: 9), PixelRect(x: 1, y: 4, width: 2, height: 2)),   // bottom
        (PixelRect(x: -9, y: -9, width: 99, height: 99), PixelRect(x: 0, y: 0, width: 8, height: 6)), // all round
    ])
    func croppedClipsToTheBuffer(_ rect: PixelRect, _ expected: PixelRect) {
        let s = numberedSurface(8, 6)
        let part = s.pixels.cropped(to: rect)
        #expect(part.width == expected.width && part.height == expected.height && part.stride == 8)
        #expect(part[0, 0] == s[expected.x, expected.y])
        #expect(part[part.width - 1, part.height - 1] == s[expected.maxX - 1, expected.maxY - 1])
        part[0, 0] = 0
        #expect(s[expected.x, expected.y] == 0, "a crop writes through to its owner")
    }

    @Test func croppedOutsideIsEmptyAndCropsCompose() {
        let s = numberedSurface(8, 8)
        let outside = s.pixels.cropped(to: PixelRect(x: 20, y: 0, width: 2, height: 2))
        #expect(outside.width == 0 && outside.height == 0)
        let inner = s.pixels.cropped(to: PixelRect(x: 2, y: 3, width: 5, height: 5))
            .cropped(to: PixelRect(x: 1, y: 1, width: 10, height: 10))
        #expect(inner.width == 4 && inner.height == 4 && inner[0, 0] == s[3, 4] && inner[3, 3] == s[6, 7])
    }
}
