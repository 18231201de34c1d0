import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

/// Right-to-left layouts (issue 26, item 1): the direction each view takes, and the kit's views
/// mirrored as UIKit mirrors them; frames the app sets stay where it put them.
@MainActor
@Suite(.serialized) struct RightToLeftTests {
    func window(_ direction: UserInterfaceLayoutDirection = .rightToLeft, width: Double = 400, height: Double = 300) -> Window {
        let w = Window(size: Size(width: width, height: height))
        w.layoutDirection = direction
        return w
    }

    @Test("a view takes its own forced direction, else its superview's, else the window's")
    func effectiveDirection() {
        let w = window()
        let a = View(), b = View(), c = View(), d = View()
        w.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        w.addSubview(d)
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        b.semanticContentAttribute = .forceLeftToRight
        #expect(b.effectiveUserInterfaceLayoutDirection == .leftToRight && c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        c.semanticContentAttribute = .forceRightToLeft
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        d.semanticContentAttribute = .playback
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        d.semanticContentAttribute = .spatial
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View().effectiveUserInterfaceLayoutDirection == .leftToRight, "in no window")
        w.layoutDirection = .leftToRight
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("frames the app sets stay where the app put them")
    func appFramesStay() {
        let w = window()
        let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        w.addSubview(v)
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("a horizontal stack arranges from the right; a vertical one's leading alignment is the right")
    func stacks() {
        let w = window()
        let row = StackView(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        row.axis = .horizontal
        row.spacing = 10
        let views = (0..<3).map { _ in View(frame: Rect(x: 0, y: 0, width: 50, height: 40)) }
        for v in views { row.addArrangedSubview(v) }
        row.distribution = .equalSpacing
        w.addSubview(row)
        w.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [250, 125, 0])
        w.layoutDirection = .leftToRight
        w.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 125, 250])

        w.layoutDirection = .rightToLeft
        let column = StackView(frame: Rect(x: 0, y: 100, width: 300, height: 100))
        column.axis = .vertical
        column.alignment = .leading
        let item = View(frame: Rect(x: 0, y: 0, width: 80, height: 30))
        column.addArrangedSubview(item)
        w.addSubview(column)
        w.layoutIfNeeded()
        #expect(item.frame.minX == 220 && item.frame.width == 80)
    }

    @Test("the bar: the back button on the right with its chevron pointing right, the right view on the left")
    func navigationBar() {
        let w = window()
        let nav = NavigationStack(root: View(), title: "Menu", theme: ownTheme())
        nav.frame = w.bounds
        w.addSubview(nav)
        let add = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let item = NavigationItem(title: "Flat white")
        item.rightView = add
        nav.push(View(), navigationItem: item, animated: false)
        w.layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.backButton.title == "\u{200F}› Menu")
        #expect(bar.backButton.frame.maxX == 400 && bar.backButton.frame.minX > 200)
        #expect(add.frame.minX == 8)
        w.layoutDirection = .leftToRight
        w.layoutIfNeeded()
        #expect(bar.backButton.title == "‹ Menu" && bar.backButton.frame.minX == 0 && add.frame.maxX == 392)
    }

    /// A 400×300 stack in a right-to-left window, the detail screen pushed.
    func pushedStack() -> (Window, NavigationStack, View, TouchFrames) {
        let w = window()
        let root = View(), detail = View()
        let nav = NavigationStack(root: root, title: "Menu", theme: ownTheme())
        nav.frame = w.bounds
        w.addSubview(nav)
        w.layoutIfNeeded()
        nav.push(detail, title: "Flat white", animated: false)
        w.layoutIfNeeded()
        return (w, nav, detail, TouchFrames(w))
    }

    @Test("a push slides the screen in from the left, and the one below moves right")
    func pushFromTheLeft() {
        let w = window()
        let root = View(), detail = View()
        let nav = NavigationStack(root: root, title: "Menu", theme: ownTheme())
        nav.frame = w.bounds
        w.addSubview(nav)
        w.layoutIfNeeded()
        nav.push(detail, title: "Flat white")
        #expect(detail.frame.minX == -400)
        w.stepAnimations(to: InputTime(seconds: 0))
        w.stepAnimations(to: InputTime(seconds: 0.175))
        #expect(detail.frame.minX < 0 && detail.frame.minX > -400 && root.frame.minX > 0)
        w.stepAnimations(to: InputTime(seconds: 0.4))
        #expect(detail.frame.minX == 0)
    }

    @Test("the edge swipe comes from the right edge and moves left; from the left edge nothing happens")
    func edgeSwipeFromTheRight() {
        var (w, nav, detail, touches) = pushedStack()
        touches.send(0, .down(1, 395, 150))
        var t = 0.0
        for x in stride(from: 370.0, through: 100, by: -30) {
            t += 0.02
            touches.send(t, .move(1, x, 150))
        }
        #expect(detail.frame.minX < -200, "the screen follows the finger leftwards: \(detail.frame.minX)")
        touches.send(t + 0.01, .up(1))
        for i in 1...40 { w.stepAnimations(to: InputTime(seconds: t + Double(i) / 60)) }
        #expect(nav.views.count == 1, "popped")

        (w, nav, detail, touches) = pushedStack()
        touches.send(0, .down(1, 5, 150))
        t = 0
        for x in stride(from: 35.0, through: 300, by: 30) {
            t += 0.02
            touches.send(t, .move(1, x, 150))
        }
        touches.send(t + 0.01, .up(1))
        for i in 1...40 { w.stepAnimations(to: InputTime(seconds: t + Double(i) / 60)) }
        #expect(nav.views.count == 2 && detail.frame.minX == 0, "the left edge is not the leading one")
    }

    @Test("a slider's minimum is on the right; dragging right to left raises the value")
    func slider() {
        let w = window(width: 300, height: 100)
        let slider = Slider(frame: Rect(x: 20, y: 20, width: 228, height: 28))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 25
        w.addSubview(slider)
        w.layoutIfNeeded()
        // The thumb's centre travels from x 214 (minimum) to 14 (maximum) in slider coordinates.
        #expect(slider.thumb.frame.midX == 164)
        #expect(slider.filled.frame == Rect(x: 164, y: slider.track.frame.minY, width: 64, height: Slider.trackHeight))
        let touches = TouchFrames(w)
        touches.send(0, .down(1, 184, 34))             // on the thumb (x 184 in the window)
        touches.send(0.02, .move(1, 164, 34))
        touches.send(0.04, .move(1, 144, 34))
        touches.send(0.06, .up(1))
        #expect(slider.value == 45)
    }

    @Test("a switch is on at the left")
    func switchMirrors() {
        let w = window()
        let s = Switch(isOn: true)
        w.addSubview(s)
        w.layoutIfNeeded()
        #expect(s.thumb.frame.minX == 2)
        s.setOn(false, animated: false)
        w.layoutIfNeeded()
        #expect(s.thumb.frame.maxX == Switch.size.width - 2)
    }

    @Test("segments and page dots start at the right; a tap on the right segment selects the first")
    func segmentsAndDots() {
        let w = window()
        let segments = SegmentedControl(items: ["A", "B", "C"], theme: ownTheme())
        segments.frame = Rect(x: 0, y: 0, width: 300, height: 32)
        w.addSubview(segments)
        w.layoutIfNeeded()
        #expect(segments.segmentFrame(at: 0) == Rect(x: 200, y: 0, width: 100, height: 32))
        #expect(segments.segmentIndex(at: Point(x: 250, y: 10)) == 0 && segments.segmentIndex(at: Point(x: 50, y: 10)) == 2)
        let dots = PageControl(frame: Rect(x: 0, y: 100, width: 200, height: 30))
        dots.numberOfPages = 3
        w.addSubview(dots)
        #expect(dots.dotRect(forPage: 0).minX > dots.dotRect(forPage: 2).minX)
    }

    @Test("naturally aligned text sits at the right in a right-to-left layout")
    func naturalAlignment() throws {
        let w = window()
        let label = Label(text: "Opening hours", frame: Rect(x: 0, y: 0, width: 300, height: 30), font: ownTheme().font)
        w.addSubview(label)
        let line = try #require(label.layout?.lines.first)
        #expect(abs(line.minX + line.width - 300) <= 1)
        w.layoutDirection = .leftToRight
        let ltr = try #require(label.layout?.lines.first)
        #expect(ltr.minX == 0)
    }
}

/// The kit mirrored, as pixels: a stack's bar and a screen of controls in a right-to-left window.
@MainActor
@Suite(.serialized) struct RightToLeftGoldenTests {
    @Test("a pushed screen of controls, right to left (golden)")
    func controls() {
        let scene = PaneTestSupport.Scene(width: 400, height: 300, background: .white)
        scene.window.layoutDirection = .rightToLeft
        let theme = ownTheme()
        let nav = NavigationStack(root: View(), title: "القائمة", theme: theme)
        nav.frame = scene.window.bounds
        scene.window.addSubview(nav)
        let screen = View()
        screen.backgroundColor = .white
        let column = StackView(frame: .zero)
        column.axis = .vertical
        column.spacing = 10
        column.alignment = .fill
        let title = Label(text: "ساعات العمل", font: theme.headlineFont)
        title.textColor = theme.textColor
        let buttons = StackView(frame: .zero)
        buttons.axis = .horizontal
        buttons.spacing = 8
        buttons.distribution = .fillEqually
        for name in ["أ", "ب", "ج"] { buttons.addArrangedSubview(Button(title: name, theme: theme)) }
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 0, height: 28), theme: theme)
        slider.value = 0.3
        let switches = StackView(frame: .zero)
        switches.axis = .horizontal
        switches.alignment = .center
        switches.distribution = .equalSpacing
        switches.addArrangedSubview(Switch(isOn: true))
        switches.addArrangedSubview(Switch(isOn: false))
        let segments = SegmentedControl(items: ["واحد", "اثنان", "ثلاثة"], theme: theme)
        segments.selectedSegmentIndex = 0
        let dots = PageControl(frame: .zero)
        dots.numberOfPages = 4
        dots.currentPage = 0
        dots.pageIndicatorTintColor = Color(rgb: 0xC7C7CC)
        dots.currentPageIndicatorTintColor = theme.tintColor
        for v in [title, buttons, slider, switches, segments, dots] { column.addArrangedSubview(v) }
        screen.addSubview(column)
        nav.push(screen, title: "التفاصيل", animated: false)
        scene.window.layoutIfNeeded()
        column.frame = Rect(x: 16, y: 8, width: 368, height: 244)
        scene.window.layoutIfNeeded()
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "controls-rtl")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
