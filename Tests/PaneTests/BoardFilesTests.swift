import Testing
import Glibc
@testable import Pane

/// The boards people buy (boards/README.md, "Boards people buy"): each profile loads from
/// boards/ and runs an app headless at the size the app would see on that panel; touches map
/// as the panel's controller reports them.
@MainActor
@Suite struct BoardFilesTests {
    let boards = PaneTestPaths.root + "/boards"

    /// Runs a one-view app headless with `--board PATH`; returns the exit status, the size the
    /// app saw and the profile it was given.
    func runHeadless(board: String) -> (status: Int32, size: PixelSize?, profile: BoardProfile?) {
        var size: PixelSize?
        var profile: BoardProfile?
        let status = AppLauncher.run(arguments: ["--display", "headless", "--board", boards + "/" + board + ".board"],
                                     program: "board-test") { app, board in
            size = app.display.size
            profile = board
            let view = View(frame: app.window.bounds)
            view.backgroundColor = Color(red: 51, green: 102, blue: 153)
            app.window.addSubview(view)
            return .init()
        }
        return (status, size, profile)
    }

    @Test func raspberryPiTouchDisplay2IsPortraitNativeTurnedToLandscape() throws {
        let run = runHeadless(board: "rpi-touch-display-2")
        #expect(run.status == 0)
        #expect(run.size == PixelSize(width: 1280, height: 720))
        let board = try #require(run.profile)
        #expect(board.mode == KMSModeRequest(width: 720, height: 1280) && board.rotation == .clockwise90)
        #expect(board.connector == "DSI-1" && board.touchName == "Goodix Capacitive TouchScreen")
        // The GT911 reports 0..719 x 0..1279 (touchscreen-size 720x1280): the panel's native
        // top-left corner is the app's bottom-left, its native bottom-left the app's bottom-right.
        let axes = (x: AbsInfo(minimum: 0, maximum: 719), y: AbsInfo(minimum: 0, maximum: 1279))
        let transform = TouchTransform(x: axes.x, y: axes.y, displaySize: Size(width: 1280, height: 720),
                                       calibration: board.calibration, rotation: board.rotation)
        #expect(transform.apply(x: 0, y: 0) == Point(x: 0, y: 719))
        #expect(transform.apply(x: 0, y: 1279) == Point(x: 1279, y: 719))
        #expect(transform.apply(x: 360, y: 640) == Point(x: 640, y: 360))
    }

    @Test func waveshare7InchHDMIPanelWithUSBMultitouch() throws {
        let run = runHeadless(board: "waveshare-7inch-hdmi-1024x600")
        #expect(run.status == 0)
        #expect(run.size == PixelSize(width: 1024, height: 600))
        let board = try #require(run.profile)
        #expect(board.connector == "HDMI-A-1" && board.rotation == .none)
        #expect(board.touchName == "WaveShare WS170120*")
        #expect(fnmatch(board.touchName ?? "", "WaveShare WS170120", 0) == 0)
    }

    @Test func iMX8MWithAMIPIDSIPanelAndFocalTechTouch() throws {
        let run = runHeadless(board: "imx8mm-dsi-ft5406-800x480")
        #expect(run.status == 0)
        #expect(run.size == PixelSize(width: 800, height: 480))
        let board = try #require(run.profile)
        #expect(board.connector == nil && board.card == nil, "the display card and connector are discovered")
        #expect(fnmatch(board.touchName ?? "", "generic ft5x06 (79)", 0) == 0)
        let transform = TouchTransform(x: AbsInfo(minimum: 0, maximum: 799), y: AbsInfo(minimum: 0, maximum: 479),
                                       displaySize: Size(width: 800, height: 480))
        #expect(transform.apply(x: 799, y: 479) == Point(x: 799, y: 479))
    }

    @Test func installedBoardsAreFoundInUsrShare() {
        #expect(BoardProfile.searchDirectories.suffix(2) == ["/etc/pane/boards", "/usr/share/pane/boards"])
    }
}
