import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct StatusBarTests {
    @Test("spec §9.7 a tap on the status bar scrolls the window's one scroll view to its top, animated") func tapScrollsToTop() {
        let window = Window(size: Size(width: 375, height: 812))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 375, height: 3000)
        scroll.contentOffset = Point(x: 0, y: 1200)
        window.addSubview(scroll)
        window.statusBarHeight = 44
        window.addSubview(StatusBar(frame: Rect(x: 0, y: 0, width: 375, height: window.statusBarHeight)))
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 100, 20))
        touches.send(0.05, .up(1))
        var frame = 3
        func run(to seconds: Double) {
            while Double(frame) / 60 < seconds - 1e-9 {
                frame += 1
                window.stepAnimations(to: InputTime(seconds: Double(frame) / 60))
            }
        }
        run(to: 0.2)
        #expect(scroll.contentOffset.y < 1200 && scroll.contentOffset.y > 0)
        run(to: 0.6)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("a tap below the status bar does not scroll") func tapElsewhere() {
        let window = Window(size: Size(width: 375, height: 812))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 375, height: 3000)
        scroll.contentOffset = Point(x: 0, y: 1200)
        window.addSubview(scroll)
        window.addSubview(StatusBar(frame: Rect(x: 0, y: 0, width: 375, height: 44)))
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 100, 300))
        touches.send(0.05, .up(1))
        for frame in 1...60 { window.stepAnimations(to: InputTime(seconds: Double(frame) / 60)) }
        #expect(scroll.contentOffset.y == 1200)
    }
}
