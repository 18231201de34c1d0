import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct AppLauncherFlagsTests {
    nonisolated static let menuFlags = [
        AppFlag("--menu", value: "FILE", help: "the menu to show"),
        AppFlag("--no-prices", help: "hide the prices"),
    ]

    /// Runs the launcher headless with `arguments`, noting whether the app was set up.
    func launch(_ arguments: [String], flags: [AppFlag] = menuFlags) -> (status: Int32, setUp: Bool) {
        var setUp = false
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "40x20"] + arguments,
                                     program: "menu", flags: flags) { _, _ in
            setUp = true
            return .init()
        }
        return (status, setUp)
    }

    @Test("an unknown flag (a typo of --frames-out too) is exit status 2 before anything is set up",
          arguments: [["--bogus"], ["--frame-out", "out"], ["--menus=x"], ["--no-prices=yes"], ["stray"], ["--menu"]])
    func refused(arguments: [String]) {
        #expect(launch(arguments) == (2, false))
    }

    @Test("--keyboard-layout: an XKB layout xkb-data has is accepted; an unknown or malformed one is exit status 2 before set-up",
          arguments: [(["--keyboard-layout", "de"], 0), (["--keyboard-layout=us(intl) ctrl:nocaps"], 0),
                      (["--keyboard-layout", "xx"], 2), (["--keyboard-layout", "de(bogus)"], 2), (["--keyboard-layout", "us("], 2)])
    func keyboardLayout(arguments: [String], status: Int) {
        #expect(launch(arguments) == (Int32(status), status == 0))
    }

    @Test("declared flags, profiling flags and anything after -- are accepted",
          arguments: [["--menu", "a.txt"], ["--menu=a.txt", "--no-prices"], ["--hud"], ["--", "--anything", "goes"]])
    func accepted(arguments: [String]) {
        #expect(launch(arguments) == (0, true))
    }

    @Test("--help (or -h) returns 0 without setting up the app") func help() {
        #expect(launch(["--help"]) == (0, false))
        #expect(launch(["-h", "--bogus"]) == (0, false))
        #expect(launch(["--", "--help"]) == (0, true))
    }

    @Test("the usage lists the shared, profiling and app flags, then --help") func usage() {
        let text = AppLauncher.usage(program: "menu", flags: Self.menuFlags)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "usage: menu [flags]")
        for flag in ["--display", "--size", "--board", "--touch", "--replay", "--frames-out", "--every", "--trace",
                     "--keyboard-layout", "--profile FILE", "--profile-socket", "--hud"] {
            #expect(lines.contains { $0.trimmingPrefixSpaces.hasPrefix(flag) }, "\(flag) is listed")
        }
        #expect(lines.suffix(4) == [
            "menu's own flags:",
            "  --menu FILE                  the menu to show",
            "  --no-prices                  hide the prices",
            "  --help, -h                   this help",
        ])
    }

    @Test("the usage lists exactly the flags the launcher accepts (its flag tables)", arguments: [[], menuFlags])
    func usageListsEveryAcceptedFlag(flags: [AppFlag]) {
        let text = AppLauncher.usage(program: "menu", flags: flags)
        #expect(Self.listedFlags(text) == AppLauncher.acceptedFlags(flags))
        // shared, site (SiteFlags), accessibility (AccessibilityFlags), profiling, help
        #expect(AppLauncher.acceptedFlags(flags).count == 15 + 5 + 9 + 3 + 2 + flags.count)
    }

    @Test("every accepted flag passes the launcher's checks, with a value where it takes one",
          arguments: AppLauncher.acceptedFlags(menuFlags))
    func everyAcceptedFlagPasses(flag: String) throws {
        let switches: Set<String> = ["--hud", "--no-prices", "--help", "-h", "--screen-reader", "--high-contrast", "--auto-rotate"]
        let values = ["--display": "headless", "--size": "40x20", "--every": "2", "--pacing": "vblank", "--window-scale": "2",
                      "--window-resize": "letterbox", "--layout-direction": "rtl"]
        let arguments = switches.contains(flag) ? [flag] : [flag, values[flag] ?? "x"]
        let parsed = try CommandLineFlags.parse(arguments)
        if AppLauncher.helpFlags.contains(flag) {
            #expect(AppLauncher.asksForHelp(arguments))
        } else {
            #expect(throws: Never.self) {
                try AppLauncher.checkRemaining(parsed, arguments: arguments, declared: Self.menuFlags)
            }
        }
        #expect(throws: CommandLineError.self) {
            try AppLauncher.checkRemaining(try CommandLineFlags.parse([flag + "x"]), arguments: [flag + "x"],
                                           declared: Self.menuFlags)
        }
    }

    /// The flag names of a usage text: each line starting with `  -`, up to the help's column,
    /// split at `, ` (`--help, -h`), without the value's placeholder (`--profile FILE`).
    static func listedFlags(_ usage: String) -> [String] {
        var names: [String] = []
        for line in usage.split(separator: "\n") where line.hasPrefix("  -") {
            let column = line.dropFirst(2).prefix(28)
            for part in column.split(separator: ",") {
                if let name = part.split(separator: " ").first { names.append(String(name)) }
            }
        }
        return names.sorted()
    }

    @Test("the -- that ends the shared flags is found as CommandLineFlags finds it") func separator() {
        #expect(AppLauncher.argumentsAfterSeparator(["--trace", "--", "x"]) == 0)   // "--" is --trace's value
        #expect(AppLauncher.argumentsAfterSeparator(["--hud", "--", "x", "y"]) == 2)
        #expect(AppLauncher.argumentsAfterSeparator(["a"]) == 0)
    }
}

extension String {
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
