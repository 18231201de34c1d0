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

    @Test("tap the hot chocolate, then ‹ Menu: back on the menu, nothing ordered") func browseBack() throws {
        let (run, kiosk) = try run("browse-back")
        #expect(run.status == 0)
        #expect(kiosk.orders.isEmpty)
        let menu = try #require(kiosk.screen as? MenuScreen)
        #expect(menu.grid.indexesForSelectedItems == [])
        #expect(run.trace.last?["menu"] == TraceScrollView(offset: .zero, zoom: 1, state: "idle"))
    }

    @Test("the menu's cell under a finger is highlighted; the detail shows the item") func highlightAndDetail() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        let menu = try #require(kiosk.screen as? MenuScreen)
        let cell = try #require(menu.grid.cellForItem(at: 3))
        #expect(cell.frame == Rect(x: 16, y: 194, width: 245, height: 170))
        #expect(cell.selectedBackgroundView?.isHidden == true)
        cell.isHighlighted = true
        #expect(cell.selectedBackgroundView?.isHidden == false)
        kiosk.showDetail(kiosk.items[3])
        let detail = try #require(kiosk.screen as? DetailScreen)
        #expect(detail.orderButton.title == "Order · €3.00")
        #expect(menu.superview == nil)
    }
}
