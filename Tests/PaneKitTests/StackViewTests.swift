import Testing
import PaneGeometry
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite struct StackViewTests {
    /// A view with a fixed natural size (-1 for none).
    @MainActor
    final class Sized: View {
        let natural: Size
        init(_ w: Double, _ h: Double) {
            natural = Size(width: w, height: h)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: Size { natural }
    }

    func stack(_ views: [View], axis: StackView.Axis = .horizontal, width: Double = 300, height: Double = 100) -> StackView {
        let s = StackView(arrangedSubviews: views, axis: axis)
        s.frame = Rect(x: 0, y: 0, width: width, height: height)
        s.layoutIfNeeded()
        return s
    }

    @Test(".fill: natural widths, the room left over to the last view; alignment .fill stretches across") func fillRow() {
        let a = Sized(50, 20), b = Sized(60, 30)
        let s = stack([a, b])
        s.spacing = 10
        s.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == Rect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test(".fill: views without a natural length share the room left over equally") func fillFlexible() {
        let a = Sized(50, 20), b = Sized(-1, 20), c = Sized(-1, 20)
        let s = stack([a, b, c])
        s.spacing = 10
        s.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 115 && c.frame.width == 115)
        #expect(c.frame.minX == 185)
    }

    @Test(".fillEqually in a column") func fillEqually() {
        let a = Sized(50, 20), b = Sized(60, 30), c = Sized(10, 10)
        let s = stack([a, b, c], axis: .vertical, width: 100, height: 320)
        s.distribution = .fillEqually
        s.spacing = 10
        s.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(c.frame == Rect(x: 0, y: 220, width: 100, height: 100))
    }

    @Test(".fillProportionally: lengths in proportion to the natural ones") func proportional() {
        let a = Sized(10, 20), b = Sized(30, 30)
        let s = stack([a, b], width: 210)
        s.distribution = .fillProportionally
        s.spacing = 10
        s.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 150 && b.frame.minX == 60)
    }

    @Test(".equalSpacing: natural lengths, equal gaps, never below spacing") func equalSpacing() {
        let a = Sized(50, 20), b = Sized(50, 20), c = Sized(50, 20)
        let s = stack([a, b, c])
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 125 && c.frame.minX == 250 && c.frame.width == 50)
        s.spacing = 200
        s.layoutIfNeeded()
        #expect(b.frame.minX == 250)
    }

    @Test("alignment .leading, .center, .trailing place natural thicknesses (capped at the stack's)") func alignment() {
        let a = Sized(50, 20), b = Sized(60, 300)
        let s = stack([a, b])
        s.alignment = .leading
        s.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20) && b.frame.height == 100)
        s.alignment = .center
        s.layoutIfNeeded()
        #expect(a.frame.minY == 40)
        s.alignment = .trailing
        s.layoutIfNeeded()
        #expect(a.frame.minY == 80)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test("hidden arranged views take no space; showing one lays the stack out again") func hidden() {
        let window = Window(size: Size(width: 300, height: 100))
        let a = Sized(50, 20), b = Sized(60, 20), c = Sized(70, 20)
        let s = stack([a, b, c])
        s.spacing = 10
        window.addSubview(s)
        b.isHidden = true
        #expect(s.needsLayout)
        s.layoutIfNeeded()
        #expect(c.frame.minX == 60)
        #expect(s.intrinsicContentSize == Size(width: 130, height: 20))
        b.isHidden = false
        s.layoutIfNeeded()
        #expect(c.frame.minX == 130)
    }

    @Test("intrinsic size: lengths plus spacing, the thickest view, plus margins when relative") func intrinsic() {
        let s = StackView(arrangedSubviews: [Sized(50, 20), Sized(60, 30)], axis: .vertical)
        s.spacing = 5
        #expect(s.intrinsicContentSize == Size(width: 60, height: 55))
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(s.intrinsicContentSize == Size(width: 66, height: 59))
        s.sizeToFit()
        #expect(s.bounds.size == Size(width: 66, height: 59))
        s.layoutIfNeeded()
        #expect(s.arrangedSubviews[0].frame == Rect(x: 2, y: 1, width: 60, height: 20))
        #expect(s.arrangedSubviews[1].frame == Rect(x: 2, y: 26, width: 60, height: 30))
    }

    @Test("removeArrangedSubview keeps the view as a subview, out of the arrangement") func remove() {
        let a = Sized(50, 20), b = Sized(60, 20)
        let s = stack([a, b])
        s.removeArrangedSubview(a)
        s.layoutIfNeeded()
        #expect(a.superview === s && s.arrangedSubviews.count == 1 && b.frame.minX == 0)
        s.insertArrangedSubview(a, at: 5)
        #expect(s.arrangedSubviews.last === a)
    }

    @Test("layout margins follow the safe area that reaches into the view") func safeArea() {
        let window = Window(size: Size(width: 800, height: 480))
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 40)
        let v = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        window.addSubview(v)
        #expect(v.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(v.layoutMarginsFrame == Rect(x: 8, y: 32, width: 384, height: 60))
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMarginsFrame == Rect(x: 8, y: 8, width: 384, height: 84))
        let right = View(frame: Rect(x: 700, y: 200, width: 100, height: 100))
        window.addSubview(right)
        #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 40))
        #expect(right.safeAreaFrame == Rect(x: 0, y: 0, width: 60, height: 100))
        #expect(View().safeAreaInsets == .zero)
    }

    @Test("a window's new safe area lays out every view again") func safeAreaRelayout() {
        let window = Window(size: Size(width: 800, height: 480))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        window.layoutIfNeeded()
        #expect(!v.needsLayout)
        window.safeAreaInsets = EdgeInsets(top: 20)
        #expect(v.needsLayout && window.safeAreaInsets.top == 20)
    }
}
