import Testing
import PaneGeometry
import PaneDisplay

@Suite struct RotationPixelsTests {
    let app = PixelSize(width: 800, height: 480)

    @Test func quarterTurnsSwapTheSize() {
        #expect(Rotation.none.panelSize(forApp: app) == app)
        #expect(Rotation.clockwise180.panelSize(forApp: app) == app)
        #expect(Rotation.clockwise90.panelSize(forApp: app) == PixelSize(width: 480, height: 800))
        #expect(Rotation.clockwise270.appSize(forPanel: PixelSize(width: 1080, height: 1920)) == PixelSize(width: 1920, height: 1080))
    }

    /// The app's top-left pixel: at the panel's top-right with 90, bottom-right with 180,
    /// bottom-left with 270 (the picture turned clockwise).
    @Test func theTopLeftPixelMovesClockwise() {
        let corner = PixelRect(x: 0, y: 0, width: 1, height: 1)
        #expect(Rotation.none.panelRect(corner, appSize: app) == corner)
        #expect(Rotation.clockwise90.panelRect(corner, appSize: app) == PixelRect(x: 479, y: 0, width: 1, height: 1))
        #expect(Rotation.clockwise180.panelRect(corner, appSize: app) == PixelRect(x: 799, y: 479, width: 1, height: 1))
        #expect(Rotation.clockwise270.panelRect(corner, appSize: app) == PixelRect(x: 0, y: 799, width: 1, height: 1))
    }

    @Test func rectanglesKeepTheirAreaAndStayOnThePanel() {
        let r = PixelRect(x: 10, y: 20, width: 30, height: 40)
        #expect(Rotation.clockwise90.panelRect(r, appSize: app) == PixelRect(x: 420, y: 10, width: 40, height: 30))
        #expect(Rotation.clockwise180.panelRect(r, appSize: app) == PixelRect(x: 760, y: 420, width: 30, height: 40))
        #expect(Rotation.clockwise270.panelRect(r, appSize: app) == PixelRect(x: 20, y: 760, width: 40, height: 30))
    }
}
