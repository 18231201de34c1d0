import Testing
import PaneGeometry
import PaneInput
import PanePixels
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct PageControlTests {
    func touch(_ x: Double, _ y: Double, _ phase: TouchPhase) -> Touch {
        Touch(id: TouchID(1), phase: phase, location: Point(x: x, y: y), timestamp: .zero)
    }

    @Test func dotsAreCentred() {
        let pc = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 20))
        pc.numberOfPages = 3
        // 3 dots of 7 and 2 gaps of 9: 39 wide, from 80.5.
        #expect(pc.dotRect(forPage: 0) == Rect(x: 80.5, y: 6.5, width: 7, height: 7))
        #expect(pc.dotRect(forPage: 2) == Rect(x: 112.5, y: 6.5, width: 7, height: 7))
    }

    @Test func currentPageIsClamped() {
        let pc = PageControl()
        pc.numberOfPages = 4
        pc.currentPage = 9
        #expect(pc.currentPage == 3)
        pc.numberOfPages = 2
        #expect(pc.currentPage == 1)
        pc.currentPage = -1
        #expect(pc.currentPage == 0)
    }

    @Test func tapsEitherSideStepOnePage() {
        let window = Window(size: Size(width: 200, height: 40))
        let pc = PageControl(frame: Rect(x: 0, y: 10, width: 200, height: 20))
        window.addSubview(pc)
        pc.numberOfPages = 5
        pc.currentPage = 2
        var changes: [Int] = []
        pc.onPageChange = { changes.append($0) }
        let touches = TouchDispatcher(window: window)
        func tap(_ x: Double) {
            touches.dispatch(TouchFrame(timestamp: .zero, touches: [touch(x, 20, .began)]))
            touches.dispatch(TouchFrame(timestamp: InputTime(seconds: 0.05), touches: [touch(x, 20, .ended)]))
        }
        tap(150)
        tap(150)
        tap(150)
        tap(20)
        #expect(changes == [3, 4, 3], "the third tap on the right is past the last page")
        #expect(pc.currentPage == 3)
    }

    @Test func drawsTheCurrentDotBrighter() {
        let scene = Scene(width: 60, height: 20)
        let pc = PageControl(frame: Rect(x: 0, y: 0, width: 60, height: 20))
        pc.numberOfPages = 2
        pc.currentPage = 1
        scene.window.addSubview(pc)
        scene.render()
        let first = pc.dotRect(forPage: 0), second = pc.dotRect(forPage: 1)
        #expect(scene.pixel(Int(first.midX), Int(first.midY)) == 0xFF5A_5A5A, "white at alpha 90 over black")
        #expect(scene.pixel(Int(second.midX), Int(second.midY)) == Color.white.argb)
        #expect(scene.pixel(0, 0) == Color.black.argb)
    }

    @Test("intrinsic size: the dots and their spacing, with spacing around") func intrinsicSize() {
        let control = PageControl()
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == Size(width: 3 * 7 + 2 * 9 + 18, height: 7 + 18))
    }
}
