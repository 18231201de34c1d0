import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct NavigationStackTests {
    /// A 400×300 window holding a stack: bar 44 pt, screens 400×256 at y 44.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 300))
        let root = View()
        let detail = View()
        let nav: NavigationStack
        let touches: TouchFrames
        var frame = 0
        var shown: [String] = []

        init() {
            nav = NavigationStack(root: root, title: "Menu", theme: ownTheme())
            nav.frame = window.bounds
            window.addSubview(nav)
            window.layoutIfNeeded()
            touches = TouchFrames(window)
            nav.didShow = { [unowned self] v in self.shown.append(v === self.root ? "root" : "detail") }
        }

        var now: Double { Double(frame) / 60 }

        /// Runs frames at 60 Hz (animations, then layout) until `seconds`.
        func run(to seconds: Double) {
            while now < seconds - 1e-9 {
                frame += 1
                window.stepAnimations(to: InputTime(seconds: now))
                window.layoutIfNeeded()
            }
        }
    }

    let area = Rect(x: 0, y: 44, width: 400, height: 256)

    @Test("push slides the screen in from the right over 0.35 s; the one below moves a third left, then hides") func push() {
        let s = Scene()
        #expect(s.root.frame == area && s.nav.navigationBar.backButton.isHidden)
        s.nav.push(s.detail, title: "Flat white")
        #expect(s.detail.frame == area.offsetBy(dx: 400, dy: 0))
        #expect(s.nav.navigationBar.title == "Flat white" && s.nav.navigationBar.backTitle == "Menu")
        #expect(!s.nav.navigationBar.backButton.isHidden && s.nav.navigationBar.backButton.title == "‹ Menu")
        s.run(to: 0.175)                                   // frame 11
        let f = AnimationCurve.easeInOut.progress(at: s.now / 0.35)
        #expect(abs(s.detail.frame.minX - 400 * (1 - f)) < 1e-6)
        #expect(abs(s.root.frame.minX + 120 * f) < 1e-6)
        #expect(abs(s.nav.navigationBar.titleLabel.alpha - f) < 1e-6, "the new title fades in with the slide")
        s.run(to: 0.35)
        #expect(s.detail.frame == area && s.root.isHidden && s.root.frame == area)
        #expect(s.shown == ["detail"] && s.nav.views.count == 2 && !s.nav.isTransitioning)
        #expect(s.nav.navigationBar.titleLabel.alpha == 1 && s.nav.navigationBar.backButton.alpha == 1)
    }

    @Test("the back button pops: the screen slides out right and leaves; the one below shows again") func backButton() {
        let s = Scene()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        #expect(s.root.isHidden && s.detail.frame == area)
        s.window.layoutIfNeeded()
        let back = s.nav.navigationBar.backButton.convert(s.nav.navigationBar.backButton.bounds, to: nil)
        s.touches.send(0, .down(1, back.midX, back.midY))
        s.touches.send(0.05, .up(1))
        #expect(s.nav.views.count == 1 && !s.root.isHidden && s.nav.navigationBar.backButton.isHidden)
        #expect(s.root.frame == area.offsetBy(dx: -120, dy: 0))
        s.run(to: 0.4)
        #expect(s.detail.superview == nil && s.root.frame == area && s.shown == ["detail", "root"])
    }

    @Test("a pop during a push turns back from where the screens are") func interrupt() {
        let s = Scene()
        s.nav.push(s.detail, title: "Flat white")
        s.run(to: 0.1)
        let x = s.detail.frame.minX
        #expect(x > 0 && x < 400)
        s.nav.pop()
        #expect(s.detail.frame.minX == x, "no jump")
        s.run(to: 0.1 + 1.0 / 60)
        #expect(s.detail.frame.minX > x, "now moving right")
        s.run(to: 0.5)
        #expect(s.detail.superview == nil && s.root.frame == area && !s.root.isHidden)
        #expect(s.shown == ["root"], "the interrupted push never reported")
    }

    @Test("the edge swipe: the screens follow the finger; past half the width the pop completes") func edgeSwipe() {
        let s = Scene()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        s.touches.send(0, .down(1, 5, 150))
        for i in 1...10 {
            s.run(to: Double(i) * 0.05)
            s.touches.send(Double(i) * 0.05, .move(1, 5 + Double(i) * 25, 150))
        }
        // Moved 250 pt; the pan's 10 pt hysteresis is taken off.
        #expect(s.detail.frame.minX == 240 && !s.root.isHidden)
        #expect(abs(s.root.frame.minX + 120 * (1 - 240.0 / 400)) < 1e-9)
        s.run(to: 1.0)
        s.touches.send(1.0, .up(1))
        #expect(s.nav.views.count == 1)
        s.run(to: 1.5)
        #expect(s.detail.superview == nil && s.root.frame == area)
    }

    @Test("a short slow edge swipe slides back; a swipe not from the edge does nothing") func edgeSwipeCancel() {
        let s = Scene()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        s.touches.send(0, .down(1, 5, 150))
        for i in 1...8 {                                   // 100 pt/s
            s.run(to: Double(i) * 0.1)
            s.touches.send(Double(i) * 0.1, .move(1, 5 + Double(i) * 10, 150))
        }
        #expect(s.detail.frame.minX == 70)
        s.run(to: 0.9)
        s.touches.send(0.9, .up(1))
        s.run(to: 1.2)
        #expect(s.nav.views.count == 2 && s.detail.frame == area && s.root.isHidden)
        s.touches.send(2, .down(1, 100, 150))
        s.touches.send(2.1, .move(1, 300, 150))
        s.touches.send(2.2, .up(1))
        #expect(s.nav.views.count == 2 && s.detail.frame == area)
    }

    @Test("the pop gesture begins only above the root; a pushed scroll view that requires its failure leaves an edge drag to it") func popGestureAndScrollViews() {
        let s = Scene()
        let pop = s.nav.interactivePopGestureRecognizer
        #expect(!s.nav.gestureRecognizerShouldBegin(pop), "nothing to go back to")
        let pager = ScrollView(frame: .zero)
        pager.contentSize = Size(width: 1200, height: 256)
        pager.panGestureRecognizer.require(toFail: pop)
        s.nav.push(pager, title: "Pages", animated: false)
        pager.contentOffset = Point(x: 400, y: 0)
        #expect(s.nav.gestureRecognizerShouldBegin(pop))
        s.touches.send(0, .down(1, 5, 150))
        for i in 1...10 {
            s.run(to: Double(i) * 0.02)
            s.touches.send(Double(i) * 0.02, .move(1, 5 + Double(i) * 30, 150))
        }
        #expect(pager.contentOffset.x == 400 && !pager.isDragging, "the pager waited for the pop gesture")
        #expect(pager.frame.minX == 290)
        s.touches.send(0.2, .up(1))
        s.run(to: 1)
        #expect(s.nav.views.count == 1 && pager.superview == nil)
        // Away from the edge the pop gesture fails at once and the pager drags as before.
        s.nav.push(pager, title: "Pages", animated: false)
        s.touches.send(2, .down(1, 300, 150))
        for i in 1...5 { s.touches.send(2 + Double(i) * 0.02, .move(1, 300 - Double(i) * 20, 150)) }
        #expect(pager.isDragging && pager.contentOffset.x == 490)
        s.touches.send(2.2, .up(1))
    }

    @Test("popToRoot leaves the root; popping the root does nothing") func popToRoot() {
        let s = Scene()
        let third = View()
        s.nav.push(s.detail, title: "Flat white", animated: false)
        s.nav.push(third, title: "Milk", animated: false)
        #expect(s.nav.navigationBar.backTitle == "Flat white")
        s.nav.popToRoot(animated: false)
        #expect(s.nav.views.count == 1 && s.detail.superview == nil && third.superview == nil)
        #expect(s.nav.pop() == nil)
    }

    @Test("a long title before the top one reads Back") func backTitle() {
        let s = Scene()
        s.nav.push(s.detail, title: "A very long screen title", animated: false)
        s.nav.push(View(), title: "x", animated: false)
        #expect(s.nav.navigationBar.backButton.title == "‹ Back")
    }
}
