import Testing
import Pane
import PaneTesting

/// The built `cafe-kiosk` (Sources/cafe-kiosk/main.swift) as a user runs it: from an empty
/// folder, so a board it finds by name comes from Pane itself (built in, or installed in
/// /etc/pane/boards or /usr/share/pane/boards), not from the repository's `boards/`.
@MainActor
@Suite struct CafeKioskMainTests {
    /// The built cafe-kiosk, run from an empty folder with `$PANE_BOARDS` unset.
    static let app = AppProcess(product: "cafe-kiosk", unsetting: ["PANE_BOARDS"])

    func kiosk(_ arguments: [String]) -> AppProcess.Result { Self.app.run(arguments) }

    @Test("--help lists every flag the launcher accepts (cafe-kiosk declares none of its own)")
    func helpListsEveryFlag() throws {
        try #require(Self.app.exists, "build cafe-kiosk first (swift build --build-tests)")
        let help = kiosk(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: cafe-kiosk [flags]\n"))
        #expect(AppProcess.listedFlags(help.output) == AppLauncher.acceptedFlags())
        #expect(AppProcess.listedFlags(help.output).contains("--hud") && AppProcess.listedFlags(help.output).contains("--profile"))
        let typo = kiosk(["--bogus"])
        #expect(typo.status == 2)
        #expect(typo.output == "cafe-kiosk: unknown flag --bogus\n" + help.output)
    }

    @Test("--board NAME works from any folder: rpi-touch-display-2 is 720x1280 turned to 1280x720")
    func boardByNameFromAnotherFolder() throws {
        try #require(Self.app.exists)
        let run = kiosk(["--display", "headless", "--board", "rpi-touch-display-2"])
        #expect(run.status == 0, "\(run.output)")
        // One frame: nothing to replay, and the still menu settles at once.
        #expect(run.output == "cafe-kiosk: 1 frames headless at 1280x720\npane: settled\n")
        let unknown = kiosk(["--display", "headless", "--board", "rpi-touch-display"])
        #expect(unknown.status == 2)
        // The child runs without $PANE_BOARDS: it searches the two system folders.
        let known = BoardProfile.knownNames(directories: ["/etc/pane/boards", "/usr/share/pane/boards"])
        let expected = "cafe-kiosk: rpi-touch-display: no such board in /etc/pane/boards, /usr/share/pane/boards "
            + "or built into Pane; the boards are \(known.joined(separator: ", ")) (or give a .board file's path)\n"
        #expect(unknown.output == expected)
        #expect(known.contains("rpi-touch-display-2"))
    }
}
