import Testing
import PaneGeometry
import PanePixels
import PaneDisplay

/// The rotation copy kernels, pixel by pixel. The app picture is 3x2:
///
///     1  2  3
///     11 12 13
@Suite struct PixelBufferRotatedTests {
    func app() -> Surface {
        let s = Surface(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { s.pixels[x, y] = UInt32(y * 10 + x + 1) } }
        return s
    }

    func panel(_ rotation: Rotation, rect: PixelRect? = nil) -> [[UInt32]] {
        let source = app()
        let size = rotation.panelSize(forApp: PixelSize(width: 3, height: 2))
        let target = Surface(width: size.width, height: size.height, fill: Color(premultipliedARGB: 0))
        target.pixels.copyRotated(from: source.pixels, rect: rect ?? source.size, rotation: rotation)
        return (0..<size.height).map { y in (0..<size.width).map { x in target[x, y] } }
    }

    @Test func none() {
        #expect(panel(.none) == [[1, 2, 3], [11, 12, 13]])
    }

    @Test func clockwise90TurnsTheTopEdgeToTheRight() {
        #expect(panel(.clockwise90) == [[11, 1], [12, 2], [13, 3]])
    }

    @Test func clockwise180() {
        #expect(panel(.clockwise180) == [[13, 12, 11], [3, 2, 1]])
    }

    @Test func clockwise270TurnsTheTopEdgeToTheLeft() {
        #expect(panel(.clockwise270) == [[3, 13], [2, 12], [1, 11]])
    }

    @Test func aRectangleWritesOnlyItsPixels() {
        let rect = PixelRect(x: 1, y: 0, width: 2, height: 1)  // pixels 2 and 3
        #expect(panel(.none, rect: rect) == [[0, 2, 3], [0, 0, 0]])
        #expect(panel(.clockwise90, rect: rect) == [[0, 0], [0, 2], [0, 3]])
        #expect(panel(.clockwise180, rect: rect) == [[0, 0, 0], [3, 2, 0]])
        #expect(panel(.clockwise270, rect: rect) == [[3, 0], [2, 0], [0, 0]])
    }

    @Test func aRectangleOutsideTheSourceIsClipped() {
        #expect(panel(.clockwise90, rect: PixelRect(x: 2, y: 1, width: 9, height: 9)) == [[0, 0], [0, 0], [13, 0]])
        #expect(panel(.clockwise180, rect: PixelRect(x: 5, y: 5, width: 2, height: 2)) == [[0, 0, 0], [0, 0, 0]])
    }

    /// Any rectangle copied alone gives exactly the whole copy's pixels inside its panel
    /// rectangle, and nothing outside it, on a picture with a stride wider than its width.
    @Test(arguments: Rotation.allCases) func rectanglesAgreeWithTheWholeCopy(rotation: Rotation) {
        let w = 7, h = 5
        let backing = Surface(width: 9, height: h)
        for y in 0..<h { for x in 0..<9 { backing.pixels[x, y] = UInt32(0x100 * y + x + 1) } }
        let source = PixelBuffer(base: backing.pixels.base, width: w, height: h, stride: 9)
        let size = rotation.panelSize(forApp: PixelSize(width: w, height: h))
        let whole = Surface(width: size.width, height: size.height)
        whole.pixels.copyRotated(from: source, rect: PixelRect(x: 0, y: 0, width: w, height: h), rotation: rotation)
        for rect in [PixelRect(x: 0, y: 0, width: 1, height: 1), PixelRect(x: 2, y: 1, width: 3, height: 4),
                     PixelRect(x: 6, y: 4, width: 1, height: 1), PixelRect(x: 1, y: 3, width: 6, height: 2)] {
            let part = Surface(width: size.width, height: size.height, fill: Color(premultipliedARGB: 0))
            part.pixels.copyRotated(from: source, rect: rect, rotation: rotation)
            let landed = rotation.panelRect(rect, appSize: PixelSize(width: w, height: h))
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let inside = landed.contains(PixelRect(x: x, y: y, width: 1, height: 1))
                    #expect(part[x, y] == (inside ? whole[x, y] : 0), "\(rotation) \(rect) at (\(x), \(y))")
                }
            }
        }
    }
}
