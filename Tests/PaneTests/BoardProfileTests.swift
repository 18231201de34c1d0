import Testing
import Glibc
@testable import Pane

@Suite struct BoardProfileTests {
    func parse(_ text: String) throws(BoardProfileError) -> BoardProfile {
        try BoardProfile(parsing: text, name: "test", source: "boards/test.board")
    }

    func error(_ text: String) -> BoardProfileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func anEmptyProfileDiscoversEverything() throws {
        let p = try parse("# nothing\n\n")
        #expect(p == BoardProfile(name: "test"))
        #expect(p.card == nil && p.connector == nil && p.mode == nil && p.rotation == .none)
        #expect(p.touchPath == nil && p.touchName == nil && !p.touchGrab && p.calibration == .identity)
        #expect(p.releaseTimeout == nil && p.statusBarHeight == 0 && p.safeAreaInsets == .zero)
    }

    @Test func everyKey() throws {
        let p = try parse("""
            description = A panel = with an equals sign
            card = /dev/dri/card1
            connector = DSI-1
            mode = 800x480@60
            rotation = 270
            touch-path = /dev/input/event3
            touch-name = generic ft5x06*
            touch-grab = yes
            touch-calibration = 1.5 0 -0.25 0 1 0
            touch-release-timeout = 0.5
            status-bar-height = 24
            safe-area = 1 2 3 4
            """)
        #expect(p.description == "A panel = with an equals sign")
        #expect(p.card == "/dev/dri/card1")
        #expect(p.connector == "DSI-1")
        #expect(p.mode == KMSModeRequest(width: 800, height: 480, refresh: 60))
        #expect(p.rotation == .clockwise270)
        #expect(p.touchPath == "/dev/input/event3")
        #expect(p.touchName == "generic ft5x06*")
        #expect(p.touchGrab)
        #expect(p.calibration == CalibrationMatrix(1.5, 0, -0.25, 0, 1, 0))
        #expect(p.releaseTimeout == 0.5)
        #expect(p.statusBarHeight == 24)
        #expect(p.safeAreaInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(p.touchSelection == TouchDeviceSelection(path: "/dev/input/event3", namePattern: "generic ft5x06*", grab: true))
        let d = p.displayConfiguration
        #expect(d.cardPath == "/dev/dri/card1" && d.connector == "DSI-1" && d.rotation == .clockwise270)
        #expect(d.mode == KMSModeRequest(width: 800, height: 480, refresh: 60))
    }

    @Test func whitespaceCommentsAndCarriageReturnsAreIgnored() throws {
        let p = try parse("  # comment\r\n\trotation\t=\t90  \r\n\n   \nmode=1280x800\r\n")
        #expect(p.rotation == .clockwise90 && p.mode == KMSModeRequest(width: 1280, height: 800))
    }

    @Test(arguments: ["0", "90", "180", "270"]) func rotations(value: String) throws {
        #expect(try parse("rotation = \(value)").rotation.degrees == Int(value))
    }

    @Test(arguments: [("yes", true), ("true", true), ("1", true), ("no", false), ("false", false), ("0", false)])
    func touchGrabValues(value: String, expected: Bool) throws {
        #expect(try parse("touch-grab = \(value)").touchGrab == expected)
    }

    @Test func safeAreaTakesCommas() throws {
        #expect(try parse("safe-area = 0,4,0,4").safeAreaInsets == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    }

    @Test func errorsNameTheFileAndLine() {
        let e = error("# ok\nrotation = 45\n")
        #expect(e == BoardProfileError(source: "boards/test.board", line: 2, message: "rotation wants 0, 90, 180 or 270, got '45'"))
        #expect(e?.description == "boards/test.board:2: rotation wants 0, 90, 180 or 270, got '45'")
    }

    @Test(arguments: [
        ("rotation 90", "expected 'key = value', got 'rotation 90'"),
        ("= 90", "a value with no key"),
        ("rotaton = 90", "unknown key 'rotaton' (known keys: description, card, connector, mode, rotation, touch-path, touch-name, touch-grab, touch-calibration, touch-release-timeout, status-bar-height, safe-area, layout-direction, keyboard-layout, onscreen-keyboard, cursor, dim-after, screen-off-after, screen-off, auto-rotate, screen-reader, text-size, contrast, touch-exploration, reader-adjust)"),
        ("mode =", "'mode' has no value"),
        ("card = card0", "card wants a device path such as /dev/dri/card1, got 'card0'"),
        ("mode = big", "mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 800x480@60), got 'big'"),
        ("rotation = 360", "rotation wants 0, 90, 180 or 270, got '360'"),
        ("rotation = -90", "rotation wants 0, 90, 180 or 270, got '-90'"),
        ("rotation = ninety", "rotation wants 0, 90, 180 or 270, got 'ninety'"),
        ("touch-path = event3", "touch-path wants a device path such as /dev/input/event2, got 'event3'"),
        ("touch-grab = maybe", "touch-grab wants yes or no, got 'maybe'"),
        ("touch-calibration = 1 0 0 0 1", "touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '1 0 0 0 1'"),
        ("touch-calibration = 1 0 0 0 1 x", "touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '1 0 0 0 1 x'"),
        // Issue 11 item 4: non-finite and absurd numbers in every numeric key.
        ("touch-calibration = 1 0 nan 0 1 0", "touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '1 0 nan 0 1 0'"),
        ("touch-calibration = 1 0 1e300 0 1 0", "touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '1 0 1e300 0 1 0'"),
        ("touch-calibration = 1 0 0 0 1 -inf", "touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '1 0 0 0 1 -inf'"),
        ("touch-release-timeout = nan", "touch-release-timeout wants seconds between 0 and 60, got 'nan'"),
        ("touch-release-timeout = inf", "touch-release-timeout wants seconds between 0 and 60, got 'inf'"),
        ("touch-release-timeout = 1e300", "touch-release-timeout wants seconds between 0 and 60, got '1e300'"),
        ("status-bar-height = 1e300", "status-bar-height wants points (0 or more), got '1e300'"),
        ("safe-area = 0 0 0 inf", "safe-area wants four points: top left bottom right, got '0 0 0 inf'"),
        ("safe-area = nan 0 0 0", "safe-area wants four points: top left bottom right, got 'nan 0 0 0'"),
        ("mode = 800x480@nan", "mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 800x480@60), got '800x480@nan'"),
        ("mode = 1e300x480", "mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 800x480@60), got '1e300x480'"),
        ("mode = 99999x480", "mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 800x480@60), got '99999x480'"),
        ("rotation = 1e300", "rotation wants 0, 90, 180 or 270, got '1e300'"),
        ("touch-release-timeout = 0", "touch-release-timeout wants seconds between 0 and 60, got '0'"),
        ("touch-release-timeout = soon", "touch-release-timeout wants seconds between 0 and 60, got 'soon'"),
        ("status-bar-height = -1", "status-bar-height wants points (0 or more), got '-1'"),
        ("status-bar-height = nan", "status-bar-height wants points (0 or more), got 'nan'"),
        ("safe-area = 1 2 3", "safe-area wants four points: top left bottom right, got '1 2 3'"),
        ("safe-area = 1 2 3 -4", "safe-area wants four points: top left bottom right, got '1 2 3 -4'"),
    ])
    func badLines(line: String, message: String) {
        #expect(error("\n" + line) == BoardProfileError(source: "boards/test.board", line: 2, message: message))
    }

    @Test func aKeyMayAppearOnce() {
        #expect(error("connector = DSI-1\n\nconnector = HDMI-A-1")?.description
            == "boards/test.board:3: 'connector' is set twice (first on line 1)")
    }

    @Test func theShippedBoardsParse() throws {
        let dir = PaneTestPaths.root + "/boards"
        let rpi = try BoardProfile.load("rpi-7inch", directories: [dir])
        #expect(rpi.name == "rpi-7inch" && rpi.connector == "DSI-1" && rpi.mode == KMSModeRequest(width: 800, height: 480))
        #expect(rpi.touchName == "generic ft5x06*" && rpi.rotation == .none)
        let portrait = try BoardProfile.load("portrait-1080x1920-landscape", directories: [dir])
        #expect(portrait.rotation == .clockwise90 && portrait.mode == KMSModeRequest(width: 1080, height: 1920))
        let hdmi = try BoardProfile.load("hdmi-10inch-1280x800", directories: [dir])
        #expect(hdmi.mode == KMSModeRequest(width: 1280, height: 800, refresh: 60) && hdmi.touchGrab && hdmi.connector == "HDMI-A-1")
        #expect(hdmi.safeAreaInsets == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let generic = try BoardProfile.load("generic", directories: [dir])
        #expect(generic.card == nil && generic.connector == nil && generic.mode == nil && generic.calibration == .identity)
        let vm = try BoardProfile.load(dir + "/panel-vm.board")
        #expect(vm.name == "panel-vm" && vm.connector == "Virtual-1")
    }

    @Test func loadingReportsMissingBoardsAndFiles() {
        #expect(throws: BoardProfileError(source: "nope", line: 0,
                                          message: "no such board in /nonexistent or built into Pane; the boards are "
                                              + BoardProfile.builtInNames.joined(separator: ", ")
                                              + " (or give a .board file's path)")) {
            try BoardProfile.load("nope", directories: ["/nonexistent"])
        }
        #expect {
            try BoardProfile.load("/nonexistent/x.board")
        } throws: { error in
            guard let e = error as? BoardProfileError else { return false }
            return e.source == "/nonexistent/x.board" && e.line == 0 && e.message.hasPrefix("cannot read")
        }
        #expect(throws: BoardProfileError.self) { try BoardProfile.load("", directories: []) }
    }

    @Test func aBadFileIsAnErrorNamingItsLine() throws {
        let path = "/tmp/pane-board-test-\(getpid()).board"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let text = "mode = 800x480\nrotation = 91\n"
        _ = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        defer { unlink(path) }
        #expect(throws: BoardProfileError(source: path, line: 2, message: "rotation wants 0, 90, 180 or 270, got '91'")) {
            try BoardProfile.load(path)
        }
    }

    /// Issue 11 item 7: `--board /dev/zero` stops at the size limit instead of filling memory.
    @Test func anEndlessBoardFileIsRefused() {
        #expect(throws: BoardProfileError(source: "/dev/zero", line: 0,
                                          message: "cannot read: /dev/zero: longer than the limit of 64 KiB; is it the right file?")) {
            try BoardProfile.load("/dev/zero")
        }
    }

}

enum PaneTestPaths {
    /// The repository root, from this file's path (Tests/PaneTests/…).
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
}
