import Testing
import PaneGeometry
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct ViewLayoutTests {
    @MainActor
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

@MainActor
@Suite struct ViewSizingTests {
    @Test("a plain view has no intrinsic size; sizeThatFits keeps its size; sizeToFit keeps the origin") func plain() {
        let v = View(frame: Rect(x: 5, y: 6, width: 30, height: 40))
        #expect(v.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: -1))
        #expect(v.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 30, height: 40))
        v.sizeToFit()
        #expect(v.frame == Rect(x: 5, y: 6, width: 30, height: 40))
    }

    @Test("an image view's natural size is its image's; a label's its text's") func natural() {
        let iv = ImageView(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(iv.intrinsicContentSize == Size(width: -1, height: -1))
        iv.image = solid(0xFF00_0000, width: 12, height: 7)
        #expect(iv.intrinsicContentSize == Size(width: 12, height: 7))
        iv.sizeToFit()
        #expect(iv.frame == Rect(x: 0, y: 0, width: 12, height: 7))
        let label = Label(text: "Hello")
        let natural = label.intrinsicContentSize
        #expect(natural.width > 0 && natural.height > 0)
        #expect(natural == label.sizeThatFits(Size(width: 0, height: 0)))
    }
}
