import Testing
import Pane
import PaneTesting
@testable import PaneGallery

/// The edge swipe's decision at the lift, replayed from recordings of the panel (issue 27 item
/// 1; `InteractivePop`): on the 800 pt pager the screen pops when its position carried on at the
/// release velocity and acceleration over 0.35 s passes 187.5 pt; a finger that rested before
/// lifting has neither; a flick back toward the edge cancels. Each recording opens a photo first, then swipes at 1 s.
extension GalleryFlowTests {
    /// Whether the replay of `name` ended on the grid (popped) or on the photo, with its run.
    func popOutcome(_ name: String) throws -> (popped: Bool, run: FlowRun) {
        let r = try run(name)
        expectSettled(r)
        let popped = r.gallery.navigation.views.count == 1 && !r.gallery.isPagerOpen
        if popped {
            #expect(r.end?["pager"] == nil && r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"), "\(name)")
        } else {
            #expect(r.gallery.navigation.views.count == 2 && r.screens.last?.pager == 0, "\(name)")
        }
        return (popped, r)
    }

    @Test("resting at 245 pt pops; resting at 100 pt slides back")
    func popAtRest() throws {
        #expect(try popOutcome("pop-rest-240").popped)
        #expect(try !popOutcome("pop-rest-100").popped)
    }

    @Test("a slow release at 170 pt pops: its 100 pt/s carry it past 187.5 pt")
    func popSlow() throws {
        #expect(try popOutcome("pop-slow").popped)
    }

    @Test("150 pt at 1,600 pt/s, then 0.2 s at rest: no velocity is left, it slides back")
    func popPaused() throws {
        #expect(try !popOutcome("pop-paused").popped)
    }

    @Test("a flick back toward the edge cancels at 230 pt")
    func popFlickBack() throws {
        #expect(try !popOutcome("pop-flick-back").popped)
    }

    @Test("a flick faster than the transition pops, the screen never faster than the finger and slowing")
    func popFast() throws {
        let (popped, r) = try popOutcome("pop-fast")
        #expect(popped)
        let lift = try liftTimes("pop-fast")[1]
        // The finger moved 45 px a report (every 16.75 ms), faster than the transition's pace for
        // the 630 pt left (2,286 pt/s): at most 44.8 pt in a 60 Hz frame, and slowing down.
        let after = r.screens.filter { $0.t > lift }.compactMap(\.pager)
        #expect(after.count >= 3)
        let steps = zip(after, after.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 45 * 1000.0 / 60 / 16.75 + 1e-9 }, "\(steps)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-9 }, "slowing down: \(steps)")
        #expect((after.first ?? 0) < 250, "it leaves from where the finger let go")
    }

    @Test("braking evenly to a crawl at 159 pt slides back, though its release velocity alone would carry it past 187.5 pt")
    func popSlowingDown() throws {
        #expect(try !popOutcome("pop-slowing-down").popped)
    }

    @Test("speeding up at 74 pt pops, though its release velocity alone would leave it short of 187.5 pt")
    func popSpeedingUp() throws {
        #expect(try popOutcome("pop-speeding-up").popped)
    }
}
