/// The launcher's accessibility flags (beside `CommandLineFlags`, which collects their values
/// in `site`):
///
/// - `--screen-reader` (or `--screen-reader=on|off`): start with the screen reader on (the
///   board key `screen-reader = on` does the same; the flag wins).
/// - `--speech-log FILE`: write every utterance as a line of FILE.
/// - `--speech-out FILE.wav`: speak through espeak-ng into a WAV file.
/// - `--speech-device NAME`: the ALSA device to speak through (`default` unless said).
/// - `--speech-language LANG`: the voice's language (`de`, `fr`; the locale's unless said).
/// - `--text-size SIZE`: the kit's text size (`ContentSizeCategory`: `xs` … `ax5`; board key
///   `text-size`).
/// - `--high-contrast` (or `=on|off`): the kit's colours with more contrast (board key
///   `contrast = high`).
/// - `--touch-exploration auto|on|off`: when the reader takes the touchscreen for itself
///   (`TouchExploration`; board key `touch-exploration`).
/// - `--reader-adjust up-down|select`: how the reader's keys adjust a slider or page control
///   (`AdjustingKeys`; `select` for a four-key keypad; board key `reader-adjust`).
public struct AccessibilityFlags: Equatable, Sendable {
    /// Whether the screen reader starts on.
    public var screenReader = false
    /// Where `--speech-log` writes the utterances; `nil` writes none.
    public var speechLogPath: String?
    /// Where `--speech-out` writes the spoken audio (`EspeakSpeech`); `nil` writes none.
    public var speechOutPath: String?
    /// The ALSA device `--speech-device` names; `nil`: `default`, and only on a panel or in a
    /// window (a headless run speaks aloud only when a device is named).
    public var speechDevice: String?
    /// The voice's language from `--speech-language`; `nil`: the locale's.
    public var speechLanguage: String?
    /// The kit's text size; `nil`: `large`, as iOS's default.
    public var textSize: ContentSizeCategory?
    /// Whether the kit's colours get more contrast (`Theme.withIncreasedContrast()`).
    public var highContrast = false
    /// When the reader explores by touch (`ScreenReader.touchExploration`).
    public var touchExploration = TouchExploration.automatic
    /// How the reader's keys adjust (`ScreenReader.adjustingKeys`).
    public var adjustingKeys = AdjustingKeys.upDown

    /// The reader off, no log.
    public init() {}

    /// The flag names `CommandLineFlags` takes for these.
    static let names: Set<String> = ["--screen-reader", "--speech-log", "--speech-out", "--speech-device", "--speech-language",
                                     "--text-size", "--high-contrast", "--touch-exploration",
                                     "--reader-adjust"]
    /// The flags that may stand alone, meaning `on`.
    static let switches: Set<String> = ["--screen-reader", "--high-contrast"]

    /// The flags' help lines, for `CommandLineFlags.usage`.
    static let usage = """
          --screen-reader              start with the screen reader on (board key screen-reader)
          --speech-log FILE            write every utterance of the screen reader as a line of FILE
          --speech-out FILE.wav        speak through espeak-ng into a WAV file instead of aloud
          --speech-device NAME         the ALSA device to speak through (default: default)
          --speech-language LANG       the voice's language, such as de or fr (default: the locale's)
          --text-size SIZE             the kit's text size: xs s m l xl xxl xxxl ax1 ... ax5 (default l; board key text-size)
          --high-contrast              the kit's colours with more contrast (board key contrast = high)
          --touch-exploration MODE     the reader explores by touch: auto (without a keypad), on, off (board key touch-exploration)
          --reader-adjust KEYS         up-down: up and down adjust sliders; select: select first, for four-key keypads (board key reader-adjust)
        """

    /// A switch's value: `on` (or yes, true, 1; what a bare switch means) or `off`.
    static func onOrOff(_ value: String, flag: String) throws(CommandLineError) -> Bool {
        switch value {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: throw CommandLineError("\(flag) wants on or off (or nothing), got '\(value)'")
        }
    }

    /// The flags from `values` (`CommandLineFlags.site`) over the board's keys.
    public static func parse(_ values: [String: String], board: BoardProfile) throws(CommandLineError) -> AccessibilityFlags {
        var flags = AccessibilityFlags()
        flags.screenReader = board.screenReader
        if let v = values["--screen-reader"] { flags.screenReader = try onOrOff(v, flag: "--screen-reader") }
        flags.speechLogPath = values["--speech-log"]
        flags.speechOutPath = values["--speech-out"]
        flags.speechDevice = values["--speech-device"]
        flags.speechLanguage = values["--speech-language"]
        flags.textSize = board.textSize
        if let v = values["--text-size"] {
            guard let size = ContentSizeCategory(rawValue: v) else {
                throw CommandLineError("--text-size wants one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: " ")), got '\(v)'")
            }
            flags.textSize = size
        }
        flags.highContrast = board.highContrast
        if let v = values["--high-contrast"] { flags.highContrast = try onOrOff(v, flag: "--high-contrast") }
        flags.touchExploration = board.touchExploration
        if let v = values["--touch-exploration"] {
            guard let mode = TouchExploration(name: v) else {
                throw CommandLineError("--touch-exploration wants auto, on or off, got '\(v)'")
            }
            flags.touchExploration = mode
        }
        flags.adjustingKeys = board.adjustingKeys
        if let v = values["--reader-adjust"] {
            guard let keys = AdjustingKeys(name: v) else { throw CommandLineError("--reader-adjust wants up-down or select, got '\(v)'") }
            flags.adjustingKeys = keys
        }
        return flags
    }
}

extension AccessibilityFlags {
    /// `theme` at the text size and contrast asked for; unchanged when neither was.
    public func adjusted(_ theme: Theme) -> Theme {
        var t = theme
        if let textSize { t = t.sized(for: textSize) }
        if highContrast { t = t.withIncreasedContrast() }
        return t
    }

    /// Whether a text size other than the default (`large`) or more contrast was asked for.
    public var changesTheme: Bool { (textSize != nil && textSize != .large) || highContrast }
}

extension AppLauncher {
    /// Reads `AccessibilityFlags` and opens the speech log before the app's set-up (the
    /// launcher turns the reader on after it, when its screen is there). A bad flag throws
    /// (exit status 2); a log that cannot be opened is one line, and the reader speaks to nothing.
    static func startAccessibility(_ app: Application, flags: CommandLineFlags, board: BoardProfile,
                                   program: String) throws(CommandLineError) -> AccessibilityFlags {
        let access = try AccessibilityFlags.parse(flags.site, board: board)
        // Before the app's set-up, so what it makes takes the theme; the launcher gives it again
        // to the whole screen after (`Window.adjustThemes`), over a theme the app chose itself.
        if access.changesTheme { Theme.current = access.adjusted(Theme.current) }
        if let path = access.speechLogPath {
            do { app.screenReader.outputs.append(try SpeechLog(path: path)) } catch {
                report("\(program): --speech-log: \(error)")
            }
        }
        let language = access.speechLanguage ?? SpeechLanguage.fromEnvironment()
        app.screenReader.language = language
        if let path = access.speechOutPath {
            do {
                let speech = try EspeakSpeech(.wav(path: path), language: language)
                if let note = speech.voiceNote { log("\(program): --speech-out: \(note)") }
                speech.onNote = { note in log("\(program): --speech-out: \(note)") }
                app.screenReader.outputs.append(speech)
                app.speech = speech
            } catch {
                report("\(program): --speech-out: \(error); nothing is spoken aloud")
            }
        } else if access.speechDevice != nil || !(app.display is HeadlessDisplay) {
            // Aloud, from the first time the reader is turned on (by flag, board or the app).
            let device = access.speechDevice ?? "default"
            app.screenReader.willEnable = { [unowned app] in
                guard app.speech == nil, !app.triedSpeakingAloud else { return }
                app.triedSpeakingAloud = true
                do {
                    let speech = try EspeakSpeech(.device(device), language: language)
                    if let note = speech.voiceNote { log("\(program): speech: \(note)") }
                    speech.onNote = { note in log("\(program): speech: \(note)") }
                    app.screenReader.outputs.append(speech)
                    app.speech = speech
                } catch {
                    log("\(program): speech: \(error); what the screen reader says goes to the log instead")
                    app.screenReader.outputs.append(LoggedSpeech(program: program))
                }
            }
        }
        return access
    }
}
