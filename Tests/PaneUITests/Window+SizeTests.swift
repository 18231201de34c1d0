import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
import PaneTestSupport

/// A view that records what the window tells it about turning.
@MainActor
final class TransitionLogView: View {
    var log: [String] = []
    override func viewWillTransition(to size: Size) {
        log.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(bounds.width))x\(Int(bounds.height))")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.append("traits \(previous?.description ?? "nil") -> \(traitCollection)")
    }
    override func layoutSubviews() {
        log.append("layout \(Int(bounds.width))x\(Int(bounds.height))")
    }
}

@MainActor
@Suite struct WindowSizeTests {
    @Test func autoresizingFollowsUIKitsRules() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let fill = View(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bar = View(frame: Rect(x: 0, y: 400, width: 800, height: 80))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let corner = View(frame: Rect(x: 700, y: 0, width: 100, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin]
        // Margins 100 and 500 share the change in proportion: 1/6 left, 5/6 right.
        let shared = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        for v in [fill, bar, corner, shared, fixed] { parent.addSubview(v) }
        parent.frame = Rect(x: 0, y: 0, width: 500, height: 800)
        #expect(fill.frame == Rect(x: 0, y: 0, width: 500, height: 800))
        #expect(bar.frame == Rect(x: 0, y: 720, width: 500, height: 80))
        #expect(corner.frame == Rect(x: 400, y: 0, width: 100, height: 40))
        #expect(shared.frame == Rect(x: 50, y: 100, width: 200, height: 100))
        #expect(fixed.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func sizeClassesFromTheWindowSize() {
        func classes(_ w: Double, _ h: Double) -> [UserInterfaceSizeClass] {
            let t = TraitCollection(windowSize: Size(width: w, height: h), layoutDirection: .leftToRight)
            return [t.horizontalSizeClass, t.verticalSizeClass]
        }
        #expect(classes(800, 480) == [.regular, .compact])
        #expect(classes(480, 800) == [.compact, .regular])
        #expect(classes(1024, 600) == [.regular, .regular])
        #expect(classes(599, 499) == [.compact, .compact])
        #expect(classes(600, 500) == [.regular, .regular])
        #expect(View().traitCollection == TraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                                                          layoutDirection: .leftToRight))
    }

    @Test func turningTellsEachViewOnceThenLaysOutTheNewBounds() {
        let w = Window(size: Size(width: 800, height: 480))
        let v = TransitionLogView(frame: w.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        w.addSubview(v)
        w.layoutIfNeeded()
        v.log.removeAll()
        w.rotate(by: .clockwise90)
        #expect(w.bounds == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(w.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(v.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(w.needsFrame)
        w.layoutIfNeeded()
        #expect(v.log == ["will 480x800 from 800x480",
                          "traits (width regular, height compact, ltr) -> (width compact, height regular, ltr)",
                          "layout 480x800"])
        v.log.removeAll()
        // The same size again: nothing. A new size in the same classes: a layout, no trait change.
        w.setSize(Size(width: 480, height: 800))
        w.layoutIfNeeded()
        #expect(v.log.isEmpty)
        w.setSize(Size(width: 500, height: 900))
        w.layoutIfNeeded()
        #expect(v.log == ["will 500x900 from 480x800", "layout 500x900"])
    }

    @Test func aDirectionChangeIsATraitChangeExceptWhereForced() {
        let w = Window(size: Size(width: 800, height: 480))
        let v = TransitionLogView(frame: w.bounds)
        let forced = TransitionLogView(frame: w.bounds)
        forced.semanticContentAttribute = .forceLeftToRight
        let inside = TransitionLogView(frame: w.bounds)
        w.addSubview(v)
        w.addSubview(forced)
        forced.addSubview(inside)
        w.layoutDirection = .rightToLeft
        #expect(v.log.filter { $0.hasPrefix("traits") }
                == ["traits (width regular, height compact, ltr) -> (width regular, height compact, rtl)"])
        #expect(forced.log.filter { $0.hasPrefix("traits") }.isEmpty)
        #expect(inside.log.filter { $0.hasPrefix("traits") }.isEmpty)
    }

    @Test func theSafeAreaTurnsWithTheGlass() {
        let w = Window(size: Size(width: 800, height: 480))
        w.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 10)
        let v = View(frame: w.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        w.addSubview(v)
        w.rotate(by: .clockwise90)
        // The strip along the old top now runs down the left; the old right lies along the top.
        #expect(w.safeAreaInsets == EdgeInsets(top: 10, left: 24, bottom: 0, right: 0))
        #expect(v.safeAreaInsets == EdgeInsets(top: 10, left: 24, bottom: 0, right: 0))
        #expect(v.safeAreaFrame == Rect(x: 24, y: 10, width: 456, height: 790))
        w.rotate(by: .clockwise270)
        #expect(w.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 10))
        #expect(w.bounds.size == Size(width: 800, height: 480))
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).rotated(.clockwise180)
                == EdgeInsets(top: 3, left: 4, bottom: 1, right: 2))
    }

    @Test func theKeyboardInsetFollowsTheNewBottomEdge() {
        let w = Window(size: Size(width: 800, height: 480))
        let scroll = ScrollView(frame: w.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = Size(width: 800, height: 2000)
        w.addSubview(scroll)
        w.setKeyboardFrame(Rect(x: 0, y: 260, width: 800, height: 220))
        #expect(scroll.keyboardInset == 220)
        w.rotate(by: .clockwise90)
        #expect(w.keyboardFrame == Rect(x: 0, y: 580, width: 480, height: 220))
        #expect(scroll.keyboardInset == 220)
        // A shorter window under the same keyboard height: the scroll view's bottom is covered as much.
        w.setSize(Size(width: 480, height: 700))
        #expect(w.keyboardFrame == Rect(x: 0, y: 480, width: 480, height: 220))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 480, height: 700))
        #expect(scroll.keyboardInset == 220)
    }

    @Test func aTouchAfterTurningLandsOnTheViewUnderIt() {
        let log = TouchLog()
        let w = Window(size: Size(width: 800, height: 480))
        let left = TouchLogView("left", log, frame: Rect(x: 0, y: 0, width: 100, height: 480))
        left.autoresizingMask = [.flexibleHeight]
        let right = TouchLogView("right", log, frame: Rect(x: 700, y: 0, width: 100, height: 480))
        right.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        w.addSubview(left)
        w.addSubview(right)
        w.rotate(by: .clockwise90)
        #expect(right.frame == Rect(x: 380, y: 0, width: 100, height: 800))
        let s = TouchFrames(w)
        s.send(0, .down(1, 400, 700))
        s.send(0.01, .up(1))
        s.send(0.1, .down(2, 50, 790))
        s.send(0.11, .up(2))
        #expect(log.lines == ["right began 1 @0", "right ended 1 @10", "left began 2 @100", "left ended 2 @110"])
    }

    @Test func theFocusRingFollowsAViewThatTurnsWithTheWindow() {
        let w = Window(size: Size(width: 800, height: 480))
        let bar = View(frame: Rect(x: 0, y: 0, width: 800, height: 44))
        bar.autoresizingMask = [.flexibleWidth]
        w.addSubview(bar)
        bar.didUpdateFocus(true)
        #expect(w.focusRing.superview === bar)
        #expect(w.focusRing.frame == Rect(x: -3, y: -3, width: 806, height: 50))
        w.rotate(by: .clockwise90)
        #expect(w.focusRing.frame == Rect(x: -3, y: -3, width: 486, height: 50))
    }

    @Test func presentedViewsAreCentredAgain() {
        let w = Window(size: Size(width: 800, height: 480))
        let sheet = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        w.present(sheet, style: .alert, animated: false, dimmingColor: .black)
        #expect(sheet.frame == Rect(x: 250, y: 140, width: 300, height: 200))
        w.rotate(by: .clockwise90)
        #expect(sheet.frame == Rect(x: 90, y: 300, width: 300, height: 200))
        #expect(w.subviews.first?.frame == Rect(x: 0, y: 0, width: 480, height: 800))   // the dimming
    }
}
