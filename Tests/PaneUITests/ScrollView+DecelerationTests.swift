import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI

/// A finger moving up at `speed` pt/s, one event per frame for `steps` frames, lifted a frame
/// later: the recognizer's velocity is exactly `speed`, so the release velocity is
/// `speed/1000` pt/ms (spec §3.3). Returns the offset at the release; the lift frame has already
/// taken the first momentum step (`FrameAnimation`'s lift-frame rule), unless
/// `finishingTheLiftFrame` is false: then the caller finishes it with `h.stepAnimations()`.
@MainActor @discardableResult
func flickUp(_ h: ScrollHarness, speed: Double = 2000, steps: Int = 6, x: Double = 100, from y: Double = 700,
             finishingTheLiftFrame: Bool = true) -> Point {
    let perFrame = speed / h.rate
    h.frame(.began, x, y)
    for i in 1...steps { h.frame(.moved, x, y - perFrame * Double(i)) }
    h.deliver(.ended, x, y - perFrame * Double(steps))
    if finishingTheLiftFrame { h.stepAnimations() }
    return h.deliveredOffset
}

/// Frames until the flight ends (at most `limit`).
@MainActor
func framesUntilSettled(_ h: ScrollHarness, limit: Int = 2000) -> Int {
    var n = 0
    while h.scroll.isDecelerating && n < limit {
        h.frame()
        n += 1
    }
    return n
}

@MainActor
@Suite struct ScrollViewDecelerationTests {
    func tall(_ rate: Double = 60) -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 100_000))
        h.rate = rate
        h.scroll.frameRate = rate
        h.scroll.screenScale = 1000
        return h
    }

    @Test("spec §3.4 T3.4a a release at 2 pt/ms projects a target 994.005 pt further") func projection() {
        let h = tall()
        let released = flickUp(h)
        #expect(abs((h.endDragging?.velocity.y ?? 0) - 2) < 1e-6)
        #expect(abs((h.endDragging?.target.y ?? 0) - released.y - 994.005) < 1e-3)
    }

    @Test("spec §3.2 T3.2a stepped at 60 Hz the flight stops after 159 frames, 993.04 further") func momentum60() {
        let h = tall()
        let released = flickUp(h)
        #expect(1 + framesUntilSettled(h) == 159, "the lift frame is the first of them")
        #expect(abs(h.scroll.contentOffset.y - released.y - 993.04) < 0.1)
        #expect(h.log.last == "didEndDecelerating" && !h.scroll.isDecelerating)
    }

    @Test("spec §3.2 T3.2a at 120 Hz it ends at 993.04 as well") func momentum120() {
        let h = tall(120)
        let released = flickUp(h, steps: 12)
        _ = framesUntilSettled(h)
        #expect(abs(h.scroll.contentOffset.y - released.y - 993.04) < 0.1)
    }

    @Test("spec §3.2 T3.2a the first frames: 32.744 in the lift frame itself, 181.04 after 100 ms") func firstFrames() {
        let h = tall()
        let released = flickUp(h)
        // The frame that delivers the lift shows the first step, not the last drag position again.
        #expect(abs(h.scroll.contentOffset.y - released.y - 32.744) < 0.1)
        h.frames(5)
        #expect(abs(h.scroll.contentOffset.y - released.y - 181.04) < 0.1)
    }

    @Test("spec §3.2 T3.2b with the fast rate: stops after 32 frames, 197.04 further") func fastRate() {
        let h = tall()
        h.scroll.decelerationRate = .fast
        let released = flickUp(h)
        #expect(abs((h.endDragging?.target.y ?? 0) - released.y - 198.003) < 1e-3, "spec §3.4 T3.4a at r = 0.99")
        #expect(abs(h.scroll.contentOffset.y - released.y - 30.388) < 0.1, "in the lift frame")
        #expect(framesUntilSettled(h) + 1 == 32)
        #expect(abs(h.scroll.contentOffset.y - released.y - 197.04) < 0.1)
    }

    @Test("spec §3.4 T3.4b a target past the end is clamped to it") func clampedTarget() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 4000))
        h.scroll.contentOffset = Point(x: 0, y: 2810)
        let released = flickUp(h)
        #expect(released.y == 3000 && h.endDragging?.target.y == 3200)
    }

    @Test("spec §3.4 T3.4c the delegate moves the target nearer: same speed, a slower rate; it stops there",
          arguments: [(500.0, 0.996028), (50, 0.960982)])
    func nearerTarget(distance: Double, rate: Double) throws {
        let h = tall()
        h.targetOverride = { _ in h.scroll.contentOffset + Point(x: 0, y: distance) }
        let released = flickUp(h, finishingTheLiftFrame: false)
        guard case .momentum(let flight)? = h.scroll.animation?.kind else { throw Failure("no flight") }
        #expect(abs(flight.vertical.rate.rawValue - rate) < 1e-6 && abs(flight.vertical.velocity - 2) < 1e-6)
        h.stepAnimations()
        _ = framesUntilSettled(h)
        #expect(abs(h.scroll.contentOffset.y - released.y - distance) < 0.1)
    }

    @Test("spec §3.4 T3.4d the delegate moves the target farther: 3.013004 pt/ms at r 0.998") func fartherTarget() throws {
        let h = tall()
        h.targetOverride = { _ in h.scroll.contentOffset + Point(x: 0, y: 1500) }
        let released = flickUp(h, finishingTheLiftFrame: false)
        guard case .momentum(let flight)? = h.scroll.animation?.kind else { throw Failure("no flight") }
        #expect(abs(flight.vertical.velocity - 3.013004) < 1e-6 && flight.vertical.rate.rawValue == 0.998)
        h.stepAnimations()
        _ = framesUntilSettled(h)
        #expect(abs(h.scroll.contentOffset.y - released.y - 1500) < 0.1)
    }

    @Test("spec §3.4 T3.4e the delegate reverses the target: r 0.985, −1.501364 pt/ms") func reversedTarget() throws {
        let h = tall()
        h.scroll.contentOffset = Point(x: 0, y: 5000)
        h.targetOverride = { _ in h.scroll.contentOffset - Point(x: 0, y: 100) }
        let released = flickUp(h, finishingTheLiftFrame: false)
        guard case .momentum(let flight)? = h.scroll.animation?.kind else { throw Failure("no flight") }
        #expect(flight.vertical.rate.rawValue == 0.985 && abs(flight.vertical.velocity - -1.501364) < 1e-6)
        h.stepAnimations()
        _ = framesUntilSettled(h)
        #expect(abs(h.scroll.contentOffset.y - (released.y - 100)) < 0.1)
    }

    @Test("spec §3.4 T3.4f the delegate keeps the content where it is: no deceleration") func targetHere() {
        let h = tall()
        h.targetOverride = { _ in h.scroll.contentOffset }
        let released = flickUp(h)
        #expect(h.log.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        h.frames(10)
        #expect(!h.log.contains("willBeginDecelerating") && h.scroll.contentOffset == released)
    }

    @Test("spec §9.2 T9.2 a 2000 pt/s flick: the exact delegate calls, one didScroll per frame that moved a pixel") func flickOrder() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 100_000))
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.log.removeAll()
        let released = flickUp(h)
        let velocity = h.endDragging?.velocity ?? .zero
        // The same flight on its own (PanePhysics), counting frames whose rounded offset changed.
        var flight = Deceleration(offset: released, velocity: velocity, limits: h.scroll.offsetLimits)
        var last = released.y, moved = 0
        // The lift frame takes the first step (one display frame, spec §3.2), then one per frame.
        let settled = 1 + framesUntilSettled(h)
        for _ in 1...settled {
            flight.step(dtMs: 1000.0 / 60)
            let y = pixelRound(flight.offset.y, scale: 1)
            if y != last { moved += 1; last = y }
        }
        #expect(settled == 159 && flight.isFinished)
        // A typed local: inside #expect, Swift 6.0.3's type checker gives up on this sum.
        let expected: [String] = ["willBeginDragging"] + didScrolls(6)
            + ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"] + didScrolls(moved) + ["didEndDecelerating"]
        #expect(h.log == expected)
        #expect(moved < 159 && moved > 100)
    }

    @Test("spec §4.1 T4a released at rest 100 pt past the edge: 36.80, 13.54, 4.98 at frames 6, 12, 18; pinned at frame 32")
    func bounceBack() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800))
        h.scroll.screenScale = 1000
        h.scroll.contentOffset = Point(x: 0, y: -100)
        h.log.removeAll()
        h.scroll.bounceIfNeeded()
        var at: [Int: Double] = [:]
        var n = 0
        while h.scroll.isDecelerating && n < 100 {
            h.frame()
            n += 1
            at[n] = h.scroll.contentOffset.y
        }
        #expect(abs((at[6] ?? 0) + 36.80) < 0.1 && abs((at[12] ?? 0) + 13.54) < 0.1 && abs((at[18] ?? 0) + 4.98) < 0.1)
        #expect(n == 32 && h.scroll.contentOffset.y == 0)
        #expect(h.order == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    /// The largest overshoot past `maximum` of a flight from 0 at `v0` pt/ms, and its frame.
    func overshoot(maximum: Double, v0: Double) -> (peak: Double, frame: Int, settled: Int) {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 800 + maximum))
        h.scroll.screenScale = 1000
        h.scroll.startMomentum(velocity: Point(x: 0, y: v0), target: .zero, adjusted: false)
        var peak = 0.0, frame = 0, n = 0
        while h.scroll.isDecelerating && n < 1000 {
            h.frame()
            n += 1
            if h.scroll.contentOffset.y - maximum > peak { peak = h.scroll.contentOffset.y - maximum; frame = n }
        }
        return (peak, frame, n)
    }

    @Test("spec §4.1 T4b a 2 pt/ms flight into max 500 overshoots 33.34 pt at ≈433 ms and settles at ≈1017 ms") func flickIntoEdge() {
        let o = overshoot(maximum: 500, v0: 2)
        #expect(abs(o.peak - 33.34) < 0.1)
        #expect(abs(Double(o.frame) * 1000 / 60 - 433) < 17)
        #expect(abs(Double(o.settled) * 1000 / 60 - 1017) < 17)
    }

    @Test("spec §4.1 T4d 4 pt/ms into 500 overshoots 100.3 pt; 2 pt/ms into 800, 13.28 pt") func overshoots() {
        #expect(abs(overshoot(maximum: 500, v0: 4).peak - 100.3) < 0.1)
        #expect(abs(overshoot(maximum: 800, v0: 2).peak - 13.28) < 0.1)
    }

    @Test("spec §9.3 a rubber-band release is reported as deceleration and springs back") func bounceOrder() {
        let h = ScrollHarness()
        h.drag(from: Point(x: 100, y: 100), dy: 210, steps: 10, hold: 10)
        #expect(h.scroll.contentOffset.y < 0)
        _ = framesUntilSettled(h)
        #expect(h.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                            "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(h.scroll.contentOffset.y == 0 && !h.scroll.isDecelerating)
    }

    /// A scroll view in flight with a button in its content under (200, 300).
    func flightOverButton() -> (ScrollHarness, LoggingButton) {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        let button = LoggingButton(frame: Rect(x: 0, y: 0, width: 375, height: 4000))
        h.scroll.addSubview(button)
        flickUp(h)
        h.frames(18)   // 300 ms of flight
        h.log.removeAll()
        return (h, button)
    }

    @Test("spec §8.3 T8.3a a tap on a flight stops it there; the content gets nothing") func catchFlight() {
        let (h, button) = flightOverButton()
        let caught = h.scroll.contentOffset.y
        h.frame(.began, 200, 300)
        #expect(h.scroll.isDragging && !h.scroll.isDecelerating)
        h.frames(4)                 // 80 ms
        h.frame(.ended, 200, 300)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == caught)
        #expect(button.log.isEmpty)
        #expect(h.log == ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(h.endDragging?.velocity == .zero && h.endDragging?.target.y == caught)
    }

    @Test("spec §8.3 T8.3b after catching, a 5 pt move does not move the content; past the hysteresis it tracks") func caughtHysteresis() {
        let (h, _) = flightOverButton()
        let caught = h.scroll.contentOffset.y
        h.frame(.began, 200, 300)
        h.frame(.moved, 200, 295)
        #expect(h.scroll.contentOffset.y == caught)
        h.frame(.moved, 200, 280)
        #expect(h.scroll.contentOffset.y == caught + 10, "20 pt less the 10 pt hysteresis")
    }

    @Test("spec §3.3 step 4 three fast flicks in a row earn a multiplier on the fourth; a settled flight resets it") func fastScroll() {
        let h = tall()
        for _ in 0..<3 {
            flickUp(h, speed: 3000, steps: 4)
            h.frames(6)
        }
        #expect(h.scroll.fastScroll.count == 3)
        let released = flickUp(h, speed: 3000, steps: 4)
        let distance = 4 * 50.0 - 10   // 4 moves of 50 pt, less the hysteresis
        let m = FastScrollCounter.multiplier(count: 3, startMultiplier: 1, dragDistance: distance)
        #expect(m > 1.7)
        let expected = Projection.restingOffset(released.y, velocity: 3, multiplier: m)
        #expect(abs((h.endDragging?.target.y ?? 0) - expected) < 1e-3)
        _ = framesUntilSettled(h)
        #expect(h.scroll.fastScroll.count == 0)
    }
}

extension ScrollViewDecelerationTests {
    @Test("spec §3.3 step 4 three fast flicks up, then one down: the fling down gets no multiplier") func fastScrollReversed() {
        let h = tall()
        h.scroll.contentOffset = Point(x: 0, y: 5000)
        for _ in 0..<3 {
            flickUp(h, speed: 3000, steps: 4)
            h.frames(6)
        }
        #expect(h.scroll.fastScroll.count == 3)
        // The same drag down (4 moves of 50 pt) would earn 1 + 1·min(190/240, 0.9) going up.
        let x = 100.0, y = 100.0
        h.frame(.began, x, y)
        for i in 1...4 { h.frame(.moved, x, y + 50 * Double(i)) }
        let released = h.scroll.contentOffset
        #expect(h.scroll.fastScroll.count == 0)
        h.frame(.ended, x, y + 200)
        #expect(abs((h.endDragging?.velocity.y ?? 0) + 3) < 1e-6)
        let expected = Projection.restingOffset(released.y, velocity: -3, multiplier: 1)
        #expect(abs((h.endDragging?.target.y ?? 0) - expected) < 1e-3)
        #expect(h.scroll.fastScroll.count == 1, "the fling down starts a run of its own")
    }
}

/// A view that logs its touches.
@MainActor
final class LoggingButton: View {
    var log: [String] = []
    override func touchesBegan(_ touches: [Touch], at time: InputTime) { log.append("began") }
    override func touchesMoved(_ touches: [Touch], at time: InputTime) { log.append("moved") }
    override func touchesEnded(_ touches: [Touch], at time: InputTime) { log.append("ended") }
    override func touchesCancelled(_ touches: [Touch], at time: InputTime) { log.append("cancelled") }
}

@MainActor
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
