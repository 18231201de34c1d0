import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct CanvasTests {
    @Test func drawsInBoundsCoordinates() {
        let surface = Surface(width: 10, height: 10)
        let canvas = Canvas(surface.pixels, origin: Point(x: -5, y: -5))   // bounds origin (5, 5)
        canvas.fill(Rect(x: 5, y: 5, width: 2, height: 2), with: .red)
        #expect(surface[0, 0] == Color.red.argb && surface[1, 1] == Color.red.argb && surface[2, 2] == 0)
        canvas.stroke(Rect(x: 5, y: 5, width: 10, height: 10), with: .blue)
        #expect(surface[9, 9] == Color.blue.argb && surface[9, 0] == Color.blue.argb && surface[5, 5] == 0)
        canvas.clear(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(surface[0, 0] == 0)
    }

    @Test func pixelSnappingRoundsEachEdge() {
        #expect(Rect(x: 0.4, y: 0.5, width: 10.2, height: 1.4).roundedPixels == PixelRect(x: 0, y: 1, width: 11, height: 1))
    }

    @MainActor
    final class Badge: View {
        override var drawsContent: Bool { true }
        override func draw(in canvas: Canvas) {
            canvas.fill(bounds, with: .white)
            canvas.fill(Rect(x: 2, y: 2, width: 4, height: 4), with: .red)
        }
    }

    @Test func rasterIsRedrawnOnlyWhenMarkedOrResized() {
        let scene = Scene()
        let b = Badge(frame: Rect(x: 0, y: 0, width: 8, height: 8))
        scene.window.addSubview(b)
        scene.render()
        #expect(b.rasterCount == 1 && scene.pixel(2, 2) == Color.red.argb && scene.pixel(0, 0) == Color.white.argb)
        b.frame.origin = Point(x: 20, y: 20)
        b.alpha = 0.5
        scene.render()
        #expect(b.rasterCount == 1, "moving and fading reuse the raster")
        b.setNeedsDisplay()
        scene.render()
        #expect(b.rasterCount == 2)
        b.frame.size = Size(width: 10, height: 10)
        scene.render()
        #expect(b.rasterCount == 3)
    }
}
