import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct SliderTests {
    /// A slider at (20, 20), 228 wide: the thumb's centre travels x 34…234 (200 pt) in the window.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 300, height: 100))
        let slider = Slider(frame: Rect(x: 20, y: 20, width: 228, height: 28))
        let touches: TouchFrames
        var values: [Double] = []
        init(in scroll: ScrollView? = nil) {
            if let scroll {
                scroll.contentSize = Size(width: 300, height: 1000)
                scroll.addSubview(slider)
                window.addSubview(scroll)
            } else {
                window.addSubview(slider)
            }
            slider.minimumValue = 0
            slider.maximumValue = 100
            slider.value = 25
            window.layoutIfNeeded()
            touches = TouchFrames(window)
            slider.addAction(for: .valueChanged) { [unowned self] c in self.values.append((c as! Slider).value) }
        }
    }

    @Test("dragging the thumb moves the value by the finger's travel, clamped; continuous events") func drag() {
        let s = Scene()
        #expect(s.slider.thumb.frame.midX == 64)      // slider coordinates: x 84 in the window
        s.touches.send(0, .down(1, 70, 34))           // 14 pt left of the thumb's centre, within its grab
        s.touches.send(0.02, .move(1, 90, 34))
        #expect(s.slider.value == 35 && s.slider.thumb.frame.midX == 84)
        s.touches.send(0.04, .move(1, 400, 34))
        s.touches.send(0.06, .up(1))
        #expect(s.values == [35, 100] && s.slider.value == 100)
    }

    @Test("a finger off the thumb does not move it") func offThumb() {
        let s = Scene()
        s.touches.send(0, .down(1, 200, 34))
        s.touches.send(0.02, .move(1, 220, 34))
        s.touches.send(0.04, .up(1))
        #expect(s.slider.value == 25 && s.values.isEmpty)
    }

    @Test("not continuous: one valueChanged at the lift") func notContinuous() {
        let s = Scene()
        s.slider.isContinuous = false
        s.touches.send(0, .down(1, 64, 34))
        s.touches.send(0.02, .move(1, 84, 34))
        s.touches.send(0.04, .move(1, 104, 34))
        #expect(s.values.isEmpty)
        s.touches.send(0.06, .up(1))
        #expect(s.values == [45])
    }

    @Test("spec §8.2 in a scroll view: a held slider keeps the finger, a vertical drag does not scroll") func inScroll() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100)))
        s.touches.send(0, .down(1, 64, 34))
        s.touches.advance(to: 0.2)
        s.touches.send(0.22, .move(1, 84, 60))
        s.touches.send(0.3, .up(1))
        #expect(s.slider.value == 35 && s.scroll?.contentOffset.y == 0)
    }

    @Test("spec §8.1 in a vertical scroll view: a quick sideways drag reaches the slider at once (early delivery)") func inScrollSideways() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100)))
        s.touches.send(0, .down(1, 64, 34))
        s.touches.send(0.03, .move(1, 70, 34))
        #expect(!s.slider.isTracking, "6 pt: still held")
        s.touches.send(0.05, .move(1, 75, 34))
        // 11 pt sideways: the held began arrives (at the last reported place, x 70, so the thumb,
        // centred at 84, is grabbed 14 pt left of its centre), then this frame's move to 75.
        #expect(s.slider.isTracking && abs(s.slider.value - 27.5) < 1e-9)
        s.touches.send(0.07, .move(1, 95, 34))
        s.touches.send(0.09, .up(1))
        #expect(abs(s.slider.value - 37.5) < 1e-9 && s.values.count == 2 && s.scroll?.contentOffset.y == 0)
    }

    @Test("value is clamped to the range; the range clamps it again") func clamping() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 100, height: 28))
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        #expect(slider.intrinsicContentSize == Size(width: -1, height: 28))
    }

    @Test("a slider at 30 % (golden)") func golden() {
        let scene = PaneTestSupport.Scene(width: 200, height: 40, background: .white)
        let slider = Slider(frame: Rect(x: 10, y: 6, width: 180, height: 28), theme: .light)
        slider.value = 0.3
        scene.window.addSubview(slider)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "slider")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}

extension SliderTests.Scene {
    var scroll: ScrollView? { slider.superview as? ScrollView }
}
