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
        (["--display", "fb"], "--display wants auto, kms or headless, got 'fb'"),
        (["--size", "800"], "--size wants WIDTHxHEIGHT such as 800x480, got '800'"),
        (["--every", "0"], "--every wants a whole number of frames, 1 or more, got '0'"),
        (["--every=x"], "--every wants a whole number of frames, 1 or more, got 'x'"),
        (["--board"], "--board needs a value"),
        (["--trace="], "--trace needs a value"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CommandLineError(message)) { try CommandLineFlags.parse(arguments) }
    }

    @Test func usageNamesEveryFlag() {
        for name in ["--display", "--size", "--board", "--touch", "--replay", "--frames-out", "--every", "--trace"] {
            #expect(CommandLineFlags.usage.contains(name))
        }
        #expect(CommandLineError.exitStatus == 2)
    }
}
