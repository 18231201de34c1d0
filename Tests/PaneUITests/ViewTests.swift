import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct ViewTests {
    @Test func frameIsCenterAndBoundsSize() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        v.bounds.origin = Point(x: 30, y: 40)
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50), "scrolling bounds never moves the frame")
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func transformScalesFrameAboutCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.transform = Transform(scale: 2)
        #expect(v.frame == Rect(x: -50, y: -25, width: 200, height: 100))
        #expect(v.bounds.size == Size(width: 100, height: 50), "a transform leaves bounds alone")
        v.transform = Transform(scaleX: 1, scaleY: 1, tx: 5, ty: -5)
        #expect(v.frame == Rect(x: 5, y: -5, width: 100, height: 50))
        v.transform = Transform(scale: 2)
        v.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(v.bounds.size == Size(width: 20, height: 20))
        #expect(v.center == Point(x: 20, y: 20))
    }

    @Test func changesAskTheWindowForAFrame() {
        let scene = Scene()
        let v = view(0, 0, 10, 10, .red)
        scene.window.addSubview(v)
        var asked = 0
        scene.window.onNeedsFrame = { asked += 1 }
        scene.render()
        #expect(!scene.window.needsFrame)
        v.alpha = 0.5
        #expect(scene.window.needsFrame && asked == 1)
        v.isHidden = true
        #expect(asked == 1, "one wake-up until the frame runs")
        scene.render()
        v.alpha = 0.5
        #expect(!scene.window.needsFrame, "setting the same value changes nothing")
    }
}
