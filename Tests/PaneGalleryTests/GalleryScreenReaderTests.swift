import Testing
import Pane
import PaneTestSupport
@testable import PaneGallery

/// The screen reader walking the gallery with keys, through `Application.handleKey` between
/// frames in virtual time: what it says, and that its cursor stays on an element of the screen.
@MainActor
@Suite(.serialized) struct GalleryScreenReaderTests {
    @MainActor
    final class Rig {
        let rig: GalleryTests.Rig
        let speech = SpeechTranscript()
        var app: Application { rig.app }

        init() throws {
            rig = try GalleryTests.Rig()
            app.screenReader.outputs = [speech]
            app.screenReader.isEnabled = true
        }

        /// Presses and releases `code` (linux/input-event-codes.h), then runs `frames` frames;
        /// the cursor must be on an element of the screen after it.
        func press(_ code: UInt16, frames: Int = 1) throws {
            app.handleKey(code: code, .down, at: InputTime(seconds: rig.t))
            app.handleKey(code: code, .up, at: InputTime(seconds: rig.t))
            try rig.frames(frames)
            let current = try #require(app.screenReader.currentElement)
            #expect(app.window.accessibilityElementsInReadingOrder.contains { $0 === current })
        }

        func said() -> [String] {
            defer { speech.removeAll() }
            return speech.utterances
        }
    }

    static let tab: UInt16 = 15, enter: UInt16 = 28, left: UInt16 = 105, up: UInt16 = 103

    @Test func tabWalksTheGridScreenAndWraps() throws {
        let r = try Rig()
        for _ in 0..<14 { try r.press(Self.tab) }
        let photos = (1...8).map { "landscape-\($0).png, button, image" } + (1...4).map { "stripes-\($0).png, button, image" }
        #expect(r.said() == ["Screen reader on", "Photos · 12, heading", "filter…, text field"] + photos + ["Photos · 12, heading"])
    }

    @Test func aPhotoOpensTheNewScreenIsSpokenThePageAdjustsAndBackReturns() throws {
        let r = try Rig()
        for _ in 0..<3 { try r.press(Self.tab) }
        #expect(r.said().last == "landscape-2.png, button, image")
        try r.press(Self.enter, frames: 60)
        #expect(r.rig.gallery.isPagerOpen)
        #expect(r.said() == ["‹ Photos, button"])
        try r.press(Self.tab)
        try r.press(Self.tab)
        #expect(r.said() == ["landscape-2 · 2/12, heading", "page 2 of 12, adjustable"])
        try r.press(Self.up, frames: 60)
        #expect(r.said() == ["page 3 of 12"])
        try r.press(Self.left)
        #expect(r.said() == ["landscape-3 · 3/12, heading"])
        try r.press(Self.left)
        try r.press(Self.enter, frames: 60)
        #expect(!r.rig.gallery.isPagerOpen)
        #expect(r.said() == ["‹ Photos, button", "Photos · 12, heading"])
    }
}

/// The built `gallery` with `--screen-reader` and `--speech-log`, replaying a keyboard
/// recording headless as a user's run would: the log holds what was spoken, a line each.
@MainActor
@Suite struct GalleryScreenReaderCommandLineTests {
    static let recording = PhotoLibraryTests.photosFolder + "/../Tests/PaneTests/Recordings/keys-gallery-filter.evemu"

    func run(_ flags: [String], wav: Bool = false) throws -> (status: Int32, output: String, log: String, wav: [UInt8]) {
        let folder = GalleryCommandLineTests.folder()
        defer { GalleryCommandLineTests.remove(Array(folder.utf8)) }
        let log = folder + "/speech.log"
        let out = wav ? ["--speech-out", folder + "/speech.wav"] : []
        let run = AppProcess(path: GalleryCommandLineTests.gallery).run(
            ["--display", "headless", "--replay", Self.recording, "--photos", PhotoLibraryTests.photosFolder,
             "--slideshow-after", "3600", "--speech-log", log] + out + flags)
        let text = (try? ImageFileBytes.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let audio = wav ? ((try? ImageFileBytes.read(folder + "/speech.wav")) ?? []) : []
        return (run.status, run.output, text, audio)
    }

    @Test func speechOutWritesTheSpokenAudio() throws {
        let on = try run(["--screen-reader"], wav: true)
        #expect(on.status == 0, "\(on.output)")
        #expect(on.log == "Screen reader on\nPhotos · 12, heading\nfilter…, text field\n")
        // The utterances come faster than speech: each cuts the one before, and the last,
        // "filter…, text field", is spoken whole before the app exits (about a second at 22,050 Hz).
        try #require(on.wav.count > 44)
        let samples = (on.wav.count - 44) / 2
        #expect(samples > 22_050 / 2 && samples < 22_050 * 8, "\(samples) samples")
        var peak = 0
        for i in stride(from: 44, to: on.wav.count - 1, by: 2) {
            peak = max(peak, abs(Int(Int16(bitPattern: UInt16(on.wav[i]) | UInt16(on.wav[i + 1]) << 8))))
        }
        #expect(peak > 3000)
    }

    /// A sound card that is not there: one line, then every utterance as a log line; a headless
    /// run without `--speech-device` opens no sound card at all.
    @Test func noAudioDeviceIsOneLineAndTheWordsGoToTheLog() throws {
        let missing = try run(["--screen-reader", "--speech-device", "hw:97,0"])
        #expect(missing.status == 0, "\(missing.output)")
        let lines = missing.output.split(separator: "\n").filter { !$0.hasPrefix("pane: ") && !$0.contains(" frames headless at ") }
        // alsa-lib's reason (Invalid argument with Debian 12's) is its own.
        #expect(lines.first?.hasPrefix("gallery: speech: no audio device (cannot open hw:97,0: ") == true, "\(missing.output)")
        #expect(lines.first?.hasSuffix("); what the screen reader says goes to the log instead") == true, "\(missing.output)")
        #expect(Array(lines.dropFirst()) == ["gallery: says: Screen reader on", "gallery: says: Photos · 12, heading",
                                            "gallery: says: filter…, text field"], "\(missing.output)")
        #expect(missing.log == "Screen reader on\nPhotos · 12, heading\nfilter…, text field\n")
        let quiet = try run(["--screen-reader"])
        #expect(!quiet.output.contains("speech:") && !quiet.output.contains("says:"), "\(quiet.output)")
    }

    /// `--text-size` and `--high-contrast` reach the gallery's screen (its filter field, bars and
    /// buttons are the kit's); a size that does not exist stops with status 2.
    @Test func textSizeAndContrastChangeTheScreenABadSizeStops() throws {
        func lastFrame(_ flags: [String]) throws -> [UInt8] {
            let folder = GalleryCommandLineTests.folder()
            defer { GalleryCommandLineTests.remove(Array(folder.utf8)) }
            let run = AppProcess(path: GalleryCommandLineTests.gallery).run(
                ["--display", "headless", "--photos", PhotoLibraryTests.photosFolder, "--slideshow-after", "3600",
                 "--frames-out", folder + "/frames", "--every", "1000000"] + flags)
            #expect(run.status == 0, "\(run.output)")
            let names = AppProcess(path: "/bin/ls").run([folder + "/frames"]).output.split(separator: "\n").sorted()
            let last = try #require(names.last, "no frames: \(run.output)")
            return try ImageFileBytes.read("\(folder)/frames/\(last)")
        }
        let standard = try lastFrame([])
        let large = try lastFrame(["--text-size", "ax2"])
        let contrast = try lastFrame(["--high-contrast"])
        #expect(standard != large && standard != contrast && large != contrast)
        #expect(try lastFrame(["--text-size", "l"]) == standard)
        let bad = AppProcess(path: GalleryCommandLineTests.gallery).run(["--display", "headless", "--text-size", "huge"])
        #expect(bad.status == 2)
        #expect(bad.output.contains("--text-size wants one of xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5, got 'huge'"), "\(bad.output)")
    }

    @Test func theFlagStartsTheReaderAndTheLogHasALineAnUtterance() throws {
        // The recording presses Tab, then types scape-2: the reader takes the Tab, the letters go on.
        let on = try run(["--screen-reader"])
        #expect(on.status == 0, "\(on.output)")
        #expect(on.log == "Screen reader on\nPhotos · 12, heading\nfilter…, text field\n")
        let off = try run(["--screen-reader=off"])
        #expect(off.status == 0)
        #expect(off.log == "")
        let bad = try run(["--screen-reader=loud"])
        #expect(bad.status == 2)
        #expect(bad.output.contains("--screen-reader wants on or off (or nothing), got 'loud'"))
    }
}
