import Testing
import PaneGeometry
@testable import PaneUI

@Suite struct ViewLayoutTests {
    final class Stack: View {
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            var y = 0.0
            for s in subviews {
                s.frame = Rect(x: 0, y: y, width: bounds.width, height: 10)
                y += 10
            }
        }
    }

    @Test func layoutRunsOncePerMarkInTheFrame() {
        let scene = Scene()
        let stack = Stack(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        scene.window.addSubview(stack)
        stack.addSubview(View())
        stack.addSubview(View())
        scene.render()
        #expect(stack.passes == 1)
        #expect(stack.subviews[1].frame == Rect(x: 0, y: 10, width: 30, height: 10))
        scene.render()
        #expect(stack.passes == 1, "nothing marked, no layout")
        stack.frame.size.width = 40
        scene.render()
        #expect(stack.passes == 2, "a new size marks layout")
        #expect(stack.subviews[0].frame.width == 40)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        stack.layoutIfNeeded()
        #expect(stack.passes == 3)
    }
}
