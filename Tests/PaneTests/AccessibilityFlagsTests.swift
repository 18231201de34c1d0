import Testing
@testable import Pane

/// `--screen-reader` (alone or with on/off), `--speech-log`, and the board key `screen-reader`.
@Suite struct AccessibilityFlagsTests {
    func parse(_ arguments: [String], board: String = "") throws -> AccessibilityFlags {
        let profile = try BoardProfile(parsing: board, name: "test", source: "test.board")
        return try AccessibilityFlags.parse(try CommandLineFlags.parse(arguments).site, board: profile)
    }

    @Test func theReaderFlagStandsAloneOrTakesOnOrOff() throws {
        #expect(try parse([]) == AccessibilityFlags())
        #expect(try parse(["--screen-reader"]).screenReader)
        #expect(try parse(["--screen-reader", "photos"]).screenReader)
        #expect(try CommandLineFlags.parse(["--screen-reader", "photos"]).remaining == ["photos"])
        #expect(try parse(["--screen-reader=on"]).screenReader)
        #expect(try !parse(["--screen-reader=off"], board: "screen-reader = on").screenReader)
        #expect(try parse([], board: "screen-reader = on").screenReader)
        #expect(try parse(["--speech-log", "/tmp/s.log"]).speechLogPath == "/tmp/s.log")
        #expect(throws: CommandLineError("--screen-reader wants on or off (or nothing), got 'loud'")) {
            try parse(["--screen-reader=loud"])
        }
        #expect(throws: BoardProfileError(source: "test.board", line: 1, message: "screen-reader wants on or off, got 'loud'")) {
            try BoardProfile(parsing: "screen-reader = loud", name: "test", source: "test.board")
        }
    }

    @Test func touchExplorationIsAutomaticUnlessTheFlagOrBoardSays() throws {
        #expect(try parse([]).touchExploration == .automatic)
        #expect(try parse(["--touch-exploration", "on"]).touchExploration == .on)
        #expect(try parse(["--touch-exploration", "off"], board: "touch-exploration = on").touchExploration == .off)
        #expect(try parse([], board: "touch-exploration = off").touchExploration == .off)
        #expect(try parse(["--touch-exploration", "auto"], board: "touch-exploration = off").touchExploration == .automatic)
        #expect(throws: CommandLineError("--touch-exploration wants auto, on or off, got 'always'")) {
            try parse(["--touch-exploration", "always"])
        }
        #expect(throws: BoardProfileError(source: "test.board", line: 1, message: "touch-exploration wants auto, on or off, got 'x'")) {
            try BoardProfile(parsing: "touch-exploration = x", name: "test", source: "test.board")
        }
    }

    @Test func readerAdjustIsUpDownUnlessTheFlagOrBoardSaysSelect() throws {
        #expect(try parse([]).adjustingKeys == .upDown)
        #expect(try parse(["--reader-adjust", "select"]).adjustingKeys == .selectThenUpDown)
        #expect(try parse([], board: "reader-adjust = select").adjustingKeys == .selectThenUpDown)
        #expect(try parse(["--reader-adjust", "up-down"], board: "reader-adjust = select").adjustingKeys == .upDown)
        #expect(throws: CommandLineError("--reader-adjust wants up-down or select, got 'both'")) {
            try parse(["--reader-adjust", "both"])
        }
    }

    @Test func theUsageListsThem() {
        #expect(CommandLineFlags.usage.contains("--screen-reader "))
        #expect(CommandLineFlags.usage.contains("--speech-log FILE"))
    }
}
