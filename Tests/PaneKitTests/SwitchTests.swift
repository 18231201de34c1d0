import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PanePhysics
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct SwitchTests {
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 200, height: 100))
        let toggle = Switch()
        let touches: TouchFrames
        var values: [Bool] = []
        var frame = 0
        init() {
            toggle.frame.origin = Point(x: 50, y: 30)
            window.addSubview(toggle)
            touches = TouchFrames(window)
            toggle.addAction(for: .valueChanged) { [unowned self] c in self.values.append((c as! Switch).isOn) }
        }
        /// Runs the animations at 60 Hz until `seconds`.
        func run(to seconds: Double) {
            while Double(frame) / 60 < seconds {
                frame += 1
                window.stepAnimations(to: InputTime(seconds: Double(frame) / 60))
            }
        }
    }

    @Test("51 × 31; a tap flips it and sends valueChanged; the thumb slides in 0.25 s") func tap() {
        let s = Scene()
        #expect(s.toggle.intrinsicContentSize == Size(width: 51, height: 31) && s.toggle.bounds.size == Switch.size)
        #expect(s.toggle.thumb.frame == Rect(x: 2, y: 2, width: 27, height: 27))
        s.run(to: 0.05)                                 // frame 3
        s.touches.send(0, .down(1, 60, 40))
        s.touches.send(0.05, .up(1))
        #expect(s.toggle.isOn && s.values == [true])
        #expect(s.toggle.thumb.frame.minX == 2, "the slide starts on the next frame")
        s.run(to: 10.0 / 60)                            // 7 frames into 0.25 s
        let f = AnimationCurve.easeInOut.progress(at: (7.0 / 60) / 0.25)
        #expect(abs(s.toggle.thumb.frame.minX - (2 + 20 * f)) < 1e-6, "to the nanosecond of the frame clock")
        s.run(to: 0.3)
        #expect(s.toggle.thumb.frame.minX == 22 && s.toggle.onTrack.alpha == 1)
    }

    @Test("a drag pulls the thumb; the side it is let go on wins") func drag() {
        let s = Scene()
        s.touches.send(0, .down(1, 60, 40))
        s.touches.send(0.02, .move(1, 66, 40))
        #expect(s.toggle.thumb.frame.minX == 8)
        s.touches.send(0.04, .move(1, 100, 40))
        #expect(s.toggle.thumb.frame.minX == 22, "clamped at the on end")
        s.touches.send(0.06, .move(1, 62, 40))
        s.touches.send(0.08, .up(1))
        #expect(!s.toggle.isOn && s.values.isEmpty, "let go on the off side: no change")
        s.touches.send(1, .down(1, 60, 40))
        s.touches.send(1.02, .move(1, 75, 40))
        s.touches.send(1.04, .up(1))
        #expect(s.toggle.isOn && s.values == [true])
    }

    @Test("a lift beyond 70 pt without a drag changes nothing; setOn sends nothing") func outsideAndCode() {
        let s = Scene()
        s.touches.send(0, .down(1, 60, 40))
        s.touches.send(0.02, .move(1, 60, 40 + 2))
        s.touches.send(0.04, .up(1))
        #expect(s.toggle.isOn)
        s.toggle.setOn(false, animated: false)
        #expect(!s.toggle.isOn && s.toggle.thumb.frame.minX == 2 && s.values == [true])
    }

    @Test("switches off, on and disabled (golden)") func golden() {
        let scene = PaneTestSupport.Scene(width: 180, height: 45, background: .white)
        let off = Switch(theme: .light), on = Switch(isOn: true, theme: .light), disabled = Switch(isOn: true, theme: .light)
        disabled.isEnabled = false
        for (i, s) in [off, on, disabled].enumerated() {
            s.frame.origin = Point(x: 7 + Double(i) * 58, y: 7)
            scene.window.addSubview(s)
        }
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "switches")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
