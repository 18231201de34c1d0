import Testing
import PaneTestSupport
@testable import Pane
@testable import PaneUI
@testable import PaneKit

/// Each on-screen layout typing a word into a text field by recorded taps
/// (`Recordings/keyboard-*.evemu`, written with `tools/make-recording`; the plan is in each
/// file's third line: a tap on the field, a wait while the keyboard slides up, one tap per key,
/// done) through the whole runtime, headless: the evemu decoder, the app's frames, touch
/// delivery, the keyboard's keys and the field. The keyboards' pictures are goldens
/// (`Goldens/keyboard-*.png`), drawn with the pinned test fonts.
@MainActor
@Suite(.serialized) struct KeyboardLayoutsReplayTests {
    @MainActor
    final class Panel {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let field: TextField
        let keyboard = KeyboardView(frame: .zero)
        var texts: [String] = []

        init(_ names: [String]) throws {
            var theme = Theme.light
            // A font of its own: FreeType faces are not shared between parallel suites.
            theme.font = Font.system(size: 17)
            field = TextField(frame: Rect(x: 40, y: 30, width: 720, height: 44), theme: theme)
            field.borderStyle = .roundedRect
            app.window.backgroundColor = theme.backgroundColor
            app.window.addSubview(field)
            keyboard.isHidden = true
            app.window.addSubview(keyboard)   // the field types with the window's keyboard
            keyboard.layouts = try names.map { try OnScreenKeyboardLayout(#require(KeyboardLayout(parsing: $0))) }
            field.addAction(for: .editingChanged) { [unowned self] c in self.texts.append((c as! TextField).text) }
            app.window.layoutIfNeeded()
        }

        /// Replays `Recordings/<name>.evemu`; with `until`, only the frames before that many
        /// seconds into it.
        func replay(_ name: String, until seconds: Double? = nil) throws {
            var script = try TouchScript(recordingAt: RecordedTouchRun.recordingsFolder() + "/\(name).evemu",
                                         displaySize: Size(width: 800, height: 480))
            if let seconds, let start = script.startTime {
                script = TouchScript(frames: script.frames.filter { $0.timestamp < start + seconds })
            }
            var runner = HeadlessRunner()
            runner.maxFrames = 2000
            let outcome = try runner.run(app, script: script)
            #expect(outcome.settled || seconds != nil, "a run cut short keeps the caret blinking")
        }

        /// The recording's plan for `captions`: the field, a wait, each key, done.
        func plan(_ captions: [String]) -> String {
            keyboard.show(in: app.window, animated: false)
            app.window.layoutIfNeeded()
            var steps = ["tap 400 52", "wait 0.5"]
            for c in captions + ["done"] {
                let f = keyboard.keyFrame(for: c)!
                steps.append("tap \(Int(f.midX)) \(Int(f.midY))")
                steps.append("wait 0.2")
                if c == KeyboardView.globeCaption { keyboard.advanceToNextLayout() }
            }
            return steps.joined(separator: "; ")
        }
    }

    /// Each layout, the keys tapped (by their unshifted captions; shift as ⇧) and the word they type.
    nonisolated static let words: [(layout: String, keys: [String], word: String)] = [
        ("us", ["⇧", "h", "e", "l", "l", "o"], "Hello"),
        ("ara", ["س", "ل", "ا", "م"], "سلام"),
        ("il", ["ש", "ל", "ו", "ם"], "שלום"),
        ("ru", ["⇧", "п", "р", "и", "в", "е", "т"], "Привет"),
        ("gr", ["⇧", "γ", "ε", "ι", "α"], "Γεια"),
        ("de", ["⇧", "g", "r", "ü", "ß", "e"], "Grüße"),
        ("fr", ["⇧", "t", "r", "è", "s"], "Très"),
    ]

    nonisolated static let globeKeys = ["a", "🌐", "ф", "🌐", "ش", "🌐", "b"]

    /// The plan written in the recording's third line (`# tap …`).
    static func recordedPlan(_ name: String) throws -> String {
        let path = RecordedTouchRun.recordingsFolder() + "/\(name).evemu"
        let text = PanelVM.readText(path)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[2]
        return String(line.dropFirst(2))
    }

    @Test("the recordings tap where the keys are now (else re-record them with the plan this prints)",
          arguments: words.map(\.layout) + ["globe"])
    func recordingsMatchTheKeys(_ name: String) throws {
        let p = try Panel(name == "globe" ? ["us", "ru", "ara"] : [name])
        let keys = name == "globe" ? Self.globeKeys : try #require(Self.words.first { $0.layout == name }).keys
        let plan = p.plan(keys)
        #expect(try Self.recordedPlan("keyboard-\(name)") == plan, "tools/make-recording keyboard-\(name) \"\(plan)\"")
    }

    @Test("each layout types its word by recorded taps: the field's text, exactly, and every step",
          arguments: words.map(\.layout))
    func typesTheWord(_ name: String) throws {
        let w = try #require(Self.words.first { $0.layout == name })
        let p = try Panel([name])
        try p.replay("keyboard-\(name)")
        #expect(p.field.text == w.word)
        #expect(p.texts == w.word.indices.map { String(w.word[...$0]) }, "one change a letter, nothing from shift")
        #expect(!p.field.isEditing && !p.keyboard.isShowing && !p.keyboard.isShifted)
    }

    @Test("the globe cycles us, ru, ara and back by recorded taps") func globeByTaps() throws {
        let p = try Panel(["us", "ru", "ara"])
        try p.replay("keyboard-globe")
        #expect(p.field.text == "aфشb")
        #expect(p.keyboard.currentLayout.name == "us")
    }

    @Test("the keyboards' pictures, each with its word typed", arguments: ["ara", "il", "ru", "gr", "de", "fr"])
    func picture(_ name: String) throws {
        let w = try #require(Self.words.first { $0.layout == name })
        let p = try Panel([name])
        let script = try TouchScript(recordingAt: RecordedTouchRun.recordingsFolder() + "/keyboard-\(name).evemu",
                                     displaySize: Size(width: 800, height: 480))
        let duration = try #require(script.frames.last?.timestamp) - #require(script.startTime)
        try p.replay("keyboard-\(name)", until: duration - 0.2)   // the last key typed, done not yet (its lift is last)
        #expect(p.field.isEditing && p.field.text == w.word)
        #expect(Golden.compare(p.app.compositor.frame, named: "keyboard-\(name)") == nil)
    }

    @Test("the Arabic keyboard shifted, with the globe key: marks on dotted circles, the globe drawn as an outline")
    func arabicShifted() throws {
        let p = try Panel(["ara", "il", "us"])
        p.keyboard.show(in: p.app.window, animated: false)
        p.app.window.layoutIfNeeded()
        try #require(p.keyboard.shiftKey).onPress?()
        #expect(p.keyboard.isShifted)
        var runner = HeadlessRunner()
        runner.maxFrames = 5
        _ = try runner.run(p.app, script: TouchScript(frames: []))
        #expect(Golden.compare(p.app.compositor.frame, named: "keyboard-ara-shifted") == nil)
    }

    @Test("Korean and Chinese keyboards: jamo on the keys; pinyin composing with the candidate bar above the keys",
          arguments: ["kr", "cn"])
    func inputMethodKeyboards(_ name: String) throws {
        let p = try Panel(["us"])
        var lines: [String] = []
        p.keyboard.layouts = OnScreenKeyboardLayout.layouts(named: [name, "us"]) { lines.append($0) }
        #expect(lines.isEmpty)
        p.field.becomeFirstResponder()
        p.keyboard.show(in: p.app.window, animated: false)
        p.app.window.layoutIfNeeded()
        for key in name == "kr" ? ["ㅎ", "ㅏ", "ㄴ"] : ["n", "i", "h", "a", "o"] {
            try #require(p.keyboard.keys.first { $0.label.text == key }).onPress?()
        }
        #expect(p.field.text == (name == "kr" ? "한" : "nihao"))
        var runner = HeadlessRunner()
        runner.maxFrames = 5
        _ = try runner.run(p.app, script: TouchScript(frames: []))
        #expect(Golden.compare(p.app.compositor.frame, named: "keyboard-\(name)") == nil)
    }
}
