import Testing
import PaneGeometry
import PaneGestures
import PaneInput

/// Issue 27 item 2: when a finger lifts or lands in the same report in which another moves, the
/// pan's translation follows the fingers that stay down by the whole of their move (it slipped
/// behind by half of it: the moved phase saw the lifting finger as still there, or the landing
/// one as already there).
@MainActor
@Suite struct PanFingersChangeTests {
    /// A pan with two fingers down at x 100 and 200, moved together 40 pt right (begun).
    func twoFingerPan() -> (PanGestureRecognizer, TouchScript) {
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 300), .down(2, 200, 300))
        s.send(0.016, .move(1, 120, 300), .move(2, 220, 300))
        s.send(0.032, .move(1, 140, 300), .move(2, 240, 300))
        return (pan, s)
    }

    @Test("one finger lifts in the report where the other moves 20 pt: the translation moves 20 pt")
    func liftDuringAMove() {
        let (pan, s) = twoFingerPan()
        let before = pan.translation(in: nil)
        s.send(0.048, .move(1, 160, 300), .up(2))
        #expect(pan.translation(in: nil).x - before.x == 20)
        // And on: the remaining finger alone drives it.
        s.send(0.064, .move(1, 170, 300))
        #expect(pan.translation(in: nil).x - before.x == 30)
    }

    @Test("a finger lands in the report where the other moves 20 pt: the translation moves 20 pt")
    func landDuringAMove() {
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 300))
        s.send(0.016, .move(1, 130, 300))
        s.send(0.032, .move(1, 160, 300))
        let before = pan.translation(in: nil)
        s.send(0.048, .move(1, 180, 300), .down(2, 400, 300))
        #expect(pan.translation(in: nil).x - before.x == 20)
        // Both move 10 pt: the centroid, and the translation, move 10 pt.
        s.send(0.064, .move(1, 190, 300), .move(2, 410, 300))
        #expect(pan.translation(in: nil).x - before.x == 30)
    }
}
