import Testing
import Pane
import PaneTesting
@testable import CafeKiosk

/// The kiosk as a customer uses it: recordings of the Raspberry Pi 7" panel (written by
/// `tools/make-recording`) replayed headless at 800x480 into `CafeKiosk.setUp`, as
/// `cafe-kiosk --display headless --replay FILE` would, checked by state and by a golden.
@MainActor
@Suite(.serialized) struct CafeKioskTests {
    static let recordings = RecordedTouchRun.recordingsFolder()

    func run(_ name: String) throws -> (RecordedTouchRun, CafeKiosk) {
        let run = try RecordedTouchRun(recording: "\(Self.recordings)/\(name).evemu", program: "cafe-kiosk",
                                       setup: CafeKiosk.setUp)
        return (run, try #require(CafeKiosk.running))
    }

    @Test("tap the cappuccino, then Order: one order, the confirmation shows it") func order() throws {
        let (run, kiosk) = try run("order")
        #expect(run.status == 0)
        #expect(kiosk.orders.map(\.name) == ["Cappuccino"])
        let done = try #require(kiosk.screen as? ConfirmationScreen)
        #expect(done.superview === run.app?.window)
        #expect(run.app?.isSettled == true)
        let mismatch = run.compareLastFrame(toGolden: "order-confirmation")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
