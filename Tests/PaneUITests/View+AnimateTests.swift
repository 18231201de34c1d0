import Testing
import PaneGeometry
import PaneInput
import PanePhysics
import PanePixels
@testable import PaneUI

@MainActor
@Suite struct ViewAnimateTests {
    let window = Window(size: Size(width: 400, height: 300))
    @MainActor
    final class Clock { var frame = 0 }
    let clock = Clock()

    /// Steps the window's animations frame by frame at 60 Hz up to `seconds`, as the run loop would.
    func at(_ seconds: Double) {
        let last = Int((seconds * 60).rounded())
        while clock.frame < last {
            clock.frame += 1
            window.stepAnimations(to: InputTime(seconds: Double(clock.frame) / 60))
        }
    }

    @Test("frame moves linearly from old to new on the frame clock; completion(true) at the end") func frame() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(v)
        var done: [Bool] = []
        View.animate(duration: 0.4, curve: .linear, animations: {
            v.frame = Rect(x: 200, y: 100, width: 200, height: 50)
        }, completion: { done.append($0) })
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 50), "the closure's values wait for the frames")
        #expect(window.isAnimating)
        at(0.1)
        #expect(v.frame == Rect(x: 50, y: 25, width: 125, height: 50))
        at(0.2)
        #expect(v.frame == Rect(x: 100, y: 50, width: 150, height: 50))
        #expect(done.isEmpty)
        at(0.4)
        #expect(v.frame == Rect(x: 200, y: 100, width: 200, height: 50))
        #expect(done == [true] && !window.isAnimating)
    }

    @Test("ease-in-out: slow at the ends, halfway at half time") func curve() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        View.animate(duration: 1, animations: { v.center.x = 105 })
        at(0.25)
        let quarter = AnimationCurve.easeInOut.progress(at: 0.25)
        #expect(v.center.x == 5 + 100 * quarter && quarter < 0.25)
        at(0.5)
        #expect(v.center.x == 55)
    }

    @Test("delay: nothing moves before it; the duration counts after it") func delay() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        View.animate(duration: 0.2, delay: 0.3, curve: .linear, animations: { v.alpha = 0 })
        at(0.2)
        #expect(v.alpha == 1)
        at(0.4)
        #expect(abs(v.alpha - 0.5) < 1e-12)
        at(0.5)
        #expect(v.alpha == 0)
    }

    @Test("alpha, transform and backgroundColor interpolate; premultiplied colours mix linearly") func properties() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = Color(rgb: 0x000000)
        window.addSubview(v)
        View.animate(duration: 1, curve: .linear, animations: {
            v.transform = Transform(scale: 3)
            v.backgroundColor = Color(rgb: 0xFF8000)
            v.bounds.origin = Point(x: 10, y: 0)
        })
        at(0.5)
        #expect(v.transform == Transform(scale: 2))
        #expect(v.backgroundColor == Color(rgb: 0x804000))
        #expect(v.bounds.origin == Point(x: 5, y: 0))
        at(1)
        #expect(v.backgroundColor == Color(rgb: 0xFF8000))
    }

    @Test("to no colour: fades through clear and ends at nil") func toNil() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = Color(rgb: 0xFFFFFF)
        window.addSubview(v)
        View.animate(duration: 1, curve: .linear, animations: { v.backgroundColor = nil })
        at(0.5)
        #expect(v.backgroundColor == Color(premultipliedARGB: 0x8080_8080))
        at(1)
        #expect(v.backgroundColor == nil)
    }

    @Test("a new animation of the same property takes over from where it is; the old one ends false") func interrupt() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        var log: [String] = []
        View.animate(duration: 1, curve: .linear, animations: { v.center.x = 105 }, completion: { log.append("push \($0)") })
        at(0.5)
        #expect(v.center.x == 55)
        View.animate(duration: 1, curve: .linear, animations: { v.center.x = 5 }, completion: { log.append("pop \($0)") })
        #expect(v.center.x == 55)
        at(0.6)
        #expect(log == ["push false"])
        #expect(abs(v.center.x - 50) < 1e-9)
        at(1.5)
        #expect(v.center.x == 5 && log == ["push false", "pop true"])
    }

    @Test("views outside a window, or no change: at once, completion(true) at once") func immediate() {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        View.animate(duration: 1, animations: { loose.alpha = 0.5 }, completion: { done.append($0) })
        #expect(loose.alpha == 0.5 && done == [true])
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        View.animate(duration: 1, animations: { v.alpha = 1 }, completion: { done.append($0) })
        #expect(done == [true, true] && !window.isAnimating)
    }

    @Test("the animation starts at most one frame before its first step (an idle app does not jump)") func lateStart() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        View.animate(duration: 1, curve: .linear, animations: { v.alpha = 0 })
        window.stepAnimations(to: InputTime(seconds: 10))
        #expect(abs(v.alpha - (1 - 1.0 / 60)) < 1e-9)
    }
}
