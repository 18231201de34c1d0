import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct ScrollViewContentTouchesTests {
    /// A vertical scroll view 400×400 over 2000 pt of content with a logging view at
    /// (50, 50, 200, 200), and scripted touches in seconds from 0.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 400))
        let scroll: ScrollView
        let log = TouchLog()
        let button: TouchLogView
        let touches: TouchFrames

        init(scroll: ScrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))) {
            self.scroll = scroll
            scroll.contentSize = Size(width: 400, height: 2000)
            button = TouchLogView("button", log, frame: Rect(x: 50, y: 50, width: 200, height: 200))
            scroll.addSubview(button)
            window.addSubview(scroll)
            touches = TouchFrames(window)
        }
    }

    @Test("spec §8.1 T8.1a an 80 ms tap reaches the content whole at the lift") func quickTap() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 100))
        s.touches.send(0.08, .up(1))
        #expect(s.log.lines == ["button began 1 @80", "button ended 1 @80"])
    }

    @Test("spec §8.1 T8.1b a still finger reaches the content after 0.15 s") func heldFinger() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 100))
        s.touches.advance(to: 0.2)
        s.touches.send(0.2, .up(1))
        #expect(s.log.lines == ["button began 1 @150", "button ended 1 @200"])
    }

    @Test("spec §8.1 T8.1c a 12 pt drag at 50 ms scrolls; the content gets nothing") func dragWithinDelay() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 200))
        s.touches.send(0.05, .move(1, 100, 188))
        #expect(s.scroll.isDragging && s.scroll.contentOffset.y == 2)
        s.touches.send(0.2, .move(1, 100, 150))
        s.touches.send(0.25, .up(1))
        #expect(s.log.lines.isEmpty)
    }

    @Test("spec §8.1 early delivery: 11 pt along the axis a vertical scroll view cannot scroll reaches the content at once") func crossAxisEarly() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 100))
        s.touches.send(0.03, .move(1, 110, 100))
        #expect(s.log.lines.isEmpty, "10 pt is not more than 10")
        s.touches.send(0.05, .move(1, 111, 100))
        #expect(s.log.lines == ["button began 1 @50", "button moved 1 @50"])
        #expect(!s.scroll.isDragging)
    }

    @Test("spec §8.1 T8.1d delaysContentTouches off: the content gets the touch at once") func noDelay() {
        let s = Scene()
        s.scroll.delaysContentTouches = false
        s.touches.send(0, .down(1, 100, 100))
        #expect(s.log.lines == ["button began 1 @0"])
    }

    @Test("spec §8.2 T8.2b a finger that rested on content, then drags, scrolls and cancels the content") func restThenDrag() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 200))
        s.touches.advance(to: 0.2)
        for i in 1...3 { s.touches.send(0.2 + Double(i) * 0.02, .move(1, 100, 200 - 10 * Double(i))) }
        #expect(s.scroll.isDragging && s.scroll.contentOffset.y == 20)
        s.touches.send(0.3, .up(1))
        #expect(s.log.lines == ["button began 1 @150", "button cancelled 1 @220"], "the pan began on the first 10 pt")
    }

    @Test("spec §8.2 T8.2a touchesShouldCancel(in:) false (a control): the content keeps the finger, nothing scrolls") func controlKeepsTouch() {
        @MainActor
        final class KeepsControls: ScrollView {
            override func touchesShouldCancel(in view: View) -> Bool { !(view is TouchLogView) }
        }
        let s = Scene(scroll: KeepsControls(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        s.touches.send(0, .down(1, 100, 200))
        s.touches.advance(to: 0.2)
        s.touches.send(0.22, .move(1, 100, 170))
        s.touches.send(0.3, .up(1))
        #expect(s.scroll.contentOffset.y == 0 && !s.scroll.isDragging && !s.scroll.isTracking)
        #expect(s.log.lines == ["button began 1 @150", "button moved 1 @220", "button ended 1 @300"])
    }

    @Test("spec §8.2 T8.2c canCancelContentTouches off: the content keeps the finger, nothing scrolls") func noCancel() {
        let s = Scene()
        s.scroll.canCancelContentTouches = false
        s.touches.send(0, .down(1, 100, 200))
        s.touches.advance(to: 0.2)
        s.touches.send(0.22, .move(1, 100, 170))
        s.touches.send(0.3, .up(1))
        #expect(s.scroll.contentOffset.y == 0)
        #expect(s.log.lines == ["button began 1 @150", "button moved 1 @220", "button ended 1 @300"])
    }

    @Test("spec §8.2 touchesShouldBegin false keeps touches from the content") func shouldBegin() {
        @MainActor
        final class Picky: ScrollView {
            override func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool { false }
        }
        let s = Scene(scroll: Picky(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        s.touches.send(0, .down(1, 100, 100))
        s.touches.send(0.05, .up(1))
        s.touches.send(1, .down(1, 100, 100))
        s.touches.advance(to: 1.3)
        s.touches.send(1.3, .up(1))
        #expect(s.log.lines.isEmpty)
    }
}
