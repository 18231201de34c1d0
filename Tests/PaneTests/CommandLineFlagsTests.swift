import Testing
import Pane

@Suite struct CommandLineFlagsTests {
    @Test func defaults() throws {
        let f = try CommandLineFlags.parse([])
        #expect(f == CommandLineFlags())
        #expect(f.display == .auto && f.size == nil && f.every == 1 && f.remaining.isEmpty)
    }

    @Test func everyFlagBothSpellings() throws {
        let f = try CommandLineFlags.parse(["--display", "headless", "--size=1280x800", "--board", "rpi-7inch",
                                            "--touch=/dev/input/event2", "--replay", "a.evemu", "--frames-out", "out",
                                            "--every=5", "--trace", "t.jsonl"])
        #expect(f.display == .headless)
        #expect(f.size == PixelSize(width: 1280, height: 800))
        #expect(f.board == "rpi-7inch" && f.touch == "/dev/input/event2" && f.replay == "a.evemu")
        #expect(f.framesOut == "out" && f.every == 5 && f.trace == "t.jsonl")
        #expect(f.remaining.isEmpty)
    }

    @Test func otherArgumentsStayInOrder() throws {
        let f = try CommandLineFlags.parse(["photos", "--slideshow", "--display", "kms", "-v", "--", "--size", "x"])
        #expect(f.display == .kms)
        #expect(f.remaining == ["photos", "--slideshow", "-v", "--size", "x"])
        #expect(f.size == nil)
    }

    @Test(arguments: [
        (["--display", "fb"], "--display wants auto, kms, window or headless, got 'fb'"),
        (["--size", "800"], "--size wants WIDTHxHEIGHT such as 800x480, got '800'"),
        (["--every", "0"], "--every wants a whole number of frames, 1 or more, got '0'"),
        (["--every=x"], "--every wants a whole number of frames, 1 or more, got 'x'"),
        (["--board"], "--board needs a value"),
        (["--trace="], "--trace needs a value"),
        // Issue 11 item 4: non-finite and absurd numbers.
        (["--every", "nan"], "--every wants a whole number of frames, 1 or more, got 'nan'"),
        (["--every", "inf"], "--every wants a whole number of frames, 1 or more, got 'inf'"),
        (["--every", "1e300"], "--every wants a whole number of frames, 1 or more, got '1e300'"),
        (["--every", "99999999999999999999"], "--every wants a whole number of frames, 1 or more, got '99999999999999999999'"),
        (["--size", "nanxnan"], "--size wants WIDTHxHEIGHT such as 800x480, got 'nanxnan'"),
        (["--size", "1e300x480"], "--size wants WIDTHxHEIGHT such as 800x480, got '1e300x480'"),
        (["--size", "100000x100000"], "--size wants WIDTHxHEIGHT such as 800x480, got '100000x100000'"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CommandLineError(message)) { try CommandLineFlags.parse(arguments) }
    }

    @Test func usageNamesEveryFlag() {
        for name in ["--display", "--size", "--board", "--touch", "--replay", "--frames-out", "--every", "--trace",
                     "--window-scale", "--window-resize", "--record"] {
            #expect(CommandLineFlags.usage.contains(name))
        }
        #expect(CommandLineError.exitStatus == 2)
    }

    /// `CommandLineFlags.number`, which apps use for their own number flags (the gallery's
    /// `--slideshow-after`): finite, inside the range, else a message naming flag, range and value.
    @Test(arguments: [("nan", "nan"), ("inf", "inf"), ("-inf", "-inf"), ("1e300", "1e300"), ("0.5", "0.5"),
                      ("90000", "90000"), ("", nil), ("ten", "ten")])
    func numberFlagsAreCheckedForFinitenessAndRange(value: String, shown: String?) {
        let expected = shown.map { CommandLineError("--wait wants seconds from 1 to 86400, got '\($0)'") }
            ?? CommandLineError("--wait needs a value")
        #expect(throws: expected) { try CommandLineFlags.number(value, for: "--wait", in: 1...86_400) }
    }

    @Test func numberFlagAcceptsItsRangeInclusively() throws {
        #expect(try CommandLineFlags.number("1", for: "--wait", in: 1...86_400) == 1)
        #expect(try CommandLineFlags.number("86400", for: "--wait", in: 1...86_400) == 86_400)
        #expect(try CommandLineFlags.number("2.5", for: "--wait", in: 1...86_400) == 2.5)
        #expect(throws: CommandLineError("--wait needs a value")) { try CommandLineFlags.number(nil, for: "--wait", in: 1...2) }
    }
}
