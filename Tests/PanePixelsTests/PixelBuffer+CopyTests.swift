import Testing
import PaneGeometry
import PanePixels

@Suite struct PixelBufferCopyTests {
    /// Copies a numbered 4x3 source into a 6x5 target (pixel value 1 everywhere) and checks every
    /// target pixel against the clipped placement computed pixel by pixel.
    @Test(arguments: [
        ((1, 1), nil as PixelRect?),                              // inside
        ((-2, 1), nil), ((4, 1), nil), ((1, -2), nil), ((1, 3), nil),  // over each edge
        ((-1, -1), PixelRect(x: 0, y: 0, width: 2, height: 9)),   // clip narrower than the overlap
        ((9, 9), nil),                                            // wholly outside
        ((1, 1), PixelRect(x: 0, y: 0, width: 0, height: 0)),     // empty clip
    ])
    func copyIsClippedToBothBuffersAndTheClip(_ origin: (Int, Int), _ clip: PixelRect?) {
        let source = numberedSurface(4, 3)
        let target = Surface(width: 6, height: 5, fill: Color(premultipliedARGB: 1))
        target.pixels.copy(from: source.pixels, to: origin, clip: clip)
        var wrong = 0
        for y in 0..<5 { for x in 0..<6 {
            let sx = x - origin.0, sy = y - origin.1
            let inClip = clip.map { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY } ?? true
            let copied = sx >= 0 && sx < 4 && sy >= 0 && sy < 3 && inClip
            if target[x, y] != (copied ? source[sx, sy] : 1) { wrong += 1 }
        } }
        #expect(wrong == 0)
    }

    @Test func copyFromACropReadsItsStride() {
        let source = numberedSurface(10, 10)
        let target = Surface(width: 3, height: 2)
        target.pixels.copy(from: source.pixels.cropped(to: PixelRect(x: 5, y: 6, width: 3, height: 2)), to: (0, 0))
        #expect(allPixels(target) == [6006, 6007, 6008, 7006, 7007, 7008])
    }

    /// Moving pixels within one buffer (scrolling in place) in each direction gives what a copy
    /// through a separate buffer gives.
    @Test(arguments: [(0, 2), (0, -2), (3, 0), (-3, 0), (2, 1), (-1, -2)])
    func overlappingCopiesWithinOneBuffer(_ delta: (Int, Int)) {
        let s = numberedSurface(9, 7)
        let expected = numberedSurface(9, 7)
        let snapshot = numberedSurface(9, 7)
        let area = PixelRect(x: 2, y: 2, width: 5, height: 3)
        expected.pixels.copy(from: snapshot.pixels.cropped(to: area), to: (area.x + delta.0, area.y + delta.1))
        s.pixels.copy(from: s.pixels.cropped(to: area), to: (area.x + delta.0, area.y + delta.1))
        #expect(allPixels(s) == allPixels(expected))
    }
}
