import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

@MainActor
@Suite struct ViewTouchesTests {
    @Test func touchLocationsConvertIntoViews() {
        let w = Window(size: Size(width: 320, height: 480))
        let v = View(frame: Rect(x: 100, y: 200, width: 50, height: 50))
        v.transform = Transform(scale: 2)
        w.addSubview(v)
        let t = Touch(id: TouchID(1), phase: .began, location: Point(x: 125, y: 225), timestamp: .zero)
        #expect(t.location(in: nil) == Point(x: 125, y: 225))
        #expect(t.location(in: v) == Point(x: 25, y: 25), "the centre stays put under a scale")
        let u = Touch(id: TouchID(2), phase: .began, location: Point(x: 75, y: 175), timestamp: .zero)
        #expect(u.location(in: v) == Point(x: 0, y: 0))
    }

    @Test func aPointOutsideAClippingAncestorDoesNotHitItsSubview() {
        let w = Window(size: Size(width: 200, height: 200))
        let clip = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        clip.clipsToBounds = true
        let inner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))   // half cut away
        w.addSubview(clip)
        clip.addSubview(inner)
        #expect(w.touchTarget(at: Point(x: 75, y: 75)) === inner)
        #expect(w.touchTarget(at: Point(x: 125, y: 125)) === w)
    }

    /// A clipping view that widens its own touch target by 40 pt: UIKit's hit test then reaches
    /// subviews in the widened band, where nothing of them is visible.
    @MainActor
    final class WideClip: View {
        override func point(inside point: Point) -> Bool {
            bounds.insetBy(dx: -40, dy: -40).contains(point)
        }
    }

    @Test func aWidenedClippingViewTakesTheTouchWhereItsSubviewIsCutAway() {
        let w = Window(size: Size(width: 300, height: 300))
        let clip = WideClip(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        clip.clipsToBounds = true
        let inner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))   // (150,150)…(250,250)
        w.addSubview(clip)
        clip.addSubview(inner)
        #expect(w.hitTest(Point(x: 220, y: 220)) === inner, "plain hit testing ignores the clip")
        #expect(w.touchTarget(at: Point(x: 220, y: 220)) === clip)
        #expect(w.touchTarget(at: Point(x: 180, y: 180)) === inner)
        clip.clipsToBounds = false
        #expect(w.touchTarget(at: Point(x: 220, y: 220)) === inner, "without clipping the subview shows there")
    }
}
