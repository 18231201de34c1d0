import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct SegmentedControlTests {
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 100))
        let control = SegmentedControl(items: ["Small", "Medium", "Large"], theme: ownTheme())
        let touches: TouchFrames
        var changes: [Int] = []
        init() {
            control.frame = Rect(x: 50, y: 20, width: 300, height: 32)
            window.addSubview(control)
            window.layoutIfNeeded()
            touches = TouchFrames(window)
            control.addAction(for: .valueChanged) { [unowned self] c in
                self.changes.append((c as! SegmentedControl).selectedSegmentIndex)
            }
        }
    }

    @Test("a tap selects the segment under the finger at the lift; the same segment again sends nothing") func tap() {
        let s = Scene()
        #expect(s.control.selectedSegmentIndex == SegmentedControl.noSegment && s.control.tile.isHidden)
        s.touches.send(0, .down(1, 200, 30))
        #expect(s.control.selectedSegmentIndex == -1 && s.control.pressedIndex == 1)
        s.touches.send(0.05, .up(1))
        #expect(s.control.selectedSegmentIndex == 1 && s.changes == [1])
        s.window.layoutIfNeeded()
        #expect(!s.control.tile.isHidden && s.control.tile.frame == Rect(x: 102, y: 2, width: 96, height: 28))
        s.touches.send(1, .down(1, 200, 30))
        s.touches.send(1.05, .up(1))
        #expect(s.changes == [1])
    }

    @Test("sliding to another segment before the lift selects that one; lifting outside selects none") func slide() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 30))
        s.touches.send(0.03, .move(1, 320, 30))
        #expect(s.control.pressedIndex == 2)
        s.touches.send(0.06, .up(1))
        #expect(s.changes == [2])
        s.touches.send(1, .down(1, 100, 30))
        s.touches.send(1.03, .move(1, 100, 80))
        s.touches.send(1.06, .up(1))
        #expect(s.changes == [2])
    }

    @Test("segments: titles, insert and remove keep the selection on its segment") func segments() {
        let c = SegmentedControl(items: ["A", "B"], theme: ownTheme())
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "Z", at: 0)
        #expect(c.numberOfSegments == 3 && c.selectedSegmentIndex == 2 && c.titleForSegment(at: 0) == "Z")
        c.removeSegment(at: 2)
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment && c.numberOfSegments == 2)
        c.setTitle("Y", forSegmentAt: 1)
        #expect(c.titleForSegment(at: 1) == "Y" && c.titleForSegment(at: 5) == nil)
    }

    @Test("intrinsic width: the widest title plus 24, per segment; 32 tall") func intrinsic() throws {
        let c = SegmentedControl(items: ["a", "wide title"], theme: ownTheme())
        let font = try #require(c.theme.footnoteFont)
        #expect(c.intrinsicContentSize == Size(width: 2 * (Double(font.width(of: "wide title")) + 24), height: 32))
    }
}
