import Testing
import Pane
import PaneTesting
@testable import CafeKiosk

/// The kiosk turned while it runs (issue 26, item 2): the menu's grid reflows from three
/// columns in landscape (800x480, regular width) to two in portrait (480x800, compact width),
/// and what a turned kiosk shows is exactly what a kiosk started in that orientation shows.
@MainActor
@Suite(.serialized) struct CafeKioskRotationTests {
    /// `window` composited whole by a compositor of its size.
    func render(_ window: Window) -> Compositor {
        let compositor = Compositor(width: Int(window.bounds.width), height: Int(window.bounds.height))
        compositor.render(window)
        return compositor
    }

    /// The first pixel where `a` and `b` differ, or `nil` when they are the same picture.
    func firstDifference(_ a: borrowing Surface, _ b: borrowing Surface) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)x\(a.height) and \(b.width)x\(b.height)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return "pixel (\(x), \(y))" }
        }
        return nil
    }

    func expectGolden(_ compositor: Compositor, _ name: String) {
        let mismatch = Golden.compare(compositor.frame, named: name)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("the menu in landscape and in portrait; turned, it shows what a portrait start shows") func menuTurns() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        let menu = try #require(kiosk.screen as? MenuScreen)
        expectGolden(render(window), "rotation-menu-landscape")
        #expect(menu.grid.layout.columns == 3)

        window.rotate(by: .clockwise90)
        let turned = render(window)
        #expect(menu.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(menu.grid.layout.columns == 2)
        #expect(try #require(menu.grid.cellForItem(at: 3)).frame == Rect(x: 248, y: 194, width: 216, height: 170))
        expectGolden(turned, "rotation-menu-portrait")

        let portrait = Window(size: Size(width: 480, height: 800))
        _ = CafeKiosk(window: portrait)
        #expect(firstDifference(turned.frame, render(portrait).frame) == nil)

        window.rotate(by: .clockwise270)
        let back = render(window)
        let landscape = Window(size: Size(width: 800, height: 480))
        _ = CafeKiosk(window: landscape)
        #expect(firstDifference(back.frame, render(landscape).frame) == nil)
    }

    @Test("a screen shown after the window turned takes the turned size") func laterScreensTakeTheNewSize() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        window.rotate(by: .clockwise90)
        kiosk.showDetail(kiosk.items[0])
        #expect(kiosk.screen.frame == Rect(x: 0, y: 0, width: 480, height: 800))
    }
}

/// The detail and confirmation screens turned with the window.
@MainActor
@Suite struct CafeKioskRotationScreenTests {
    @Test("the detail's swatch moves above the text in portrait, beside it in landscape") func detailTurns() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        kiosk.showDetail(kiosk.items[1])
        let detail = try #require(kiosk.screen as? DetailScreen)
        window.layoutIfNeeded()
        #expect(detail.swatch.frame == Rect(x: 24, y: 72, width: 320, height: 384))
        #expect(detail.orderButton.frame == Rect(x: 376, y: 400, width: 400, height: 56))
        window.rotate(by: .clockwise90)
        window.layoutIfNeeded()
        #expect(detail.swatch.frame == Rect(x: 24, y: 72, width: 432, height: 200))
        #expect(detail.name.frame == Rect(x: 24, y: 296, width: 432, height: 40))
        #expect(detail.orderButton.frame == Rect(x: 24, y: 720, width: 432, height: 56))
    }

    @Test("the confirmation stays centred") func confirmationTurns() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        kiosk.order(kiosk.items[0])
        let done = try #require(kiosk.screen as? ConfirmationScreen)
        #expect(done.newOrderButton.frame == Rect(x: 280, y: 300, width: 240, height: 56))
        window.rotate(by: .clockwise90)
        #expect(done.newOrderButton.frame == Rect(x: 120, y: 300, width: 240, height: 56))
    }
}
