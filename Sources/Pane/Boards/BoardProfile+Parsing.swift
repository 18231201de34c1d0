extension BoardProfile {
    /// The keys a profile may set, in the order `boards/README.md` lists them.
    public static let keys = ["description", "card", "connector", "mode", "rotation", "touch-path", "touch-name",
                              "touch-grab", "touch-calibration", "touch-release-timeout", "status-bar-height", "safe-area",
                              "layout-direction",
                              "keyboard-layout", "onscreen-keyboard", "cursor",
                              "dim-after", "screen-off-after", "screen-off", "auto-rotate", "screen-reader", "text-size", "contrast",
                              "touch-exploration", "reader-adjust"]

    /// Parses a profile. `source` names the file in errors (`boards/rpi-7inch.board:4: ...`).
    ///
    /// The format: one `key = value` a line; blank lines and lines starting with `#` are
    /// ignored; whitespace around keys and values is dropped; a value runs to the end of the line
    /// (no quoting, no trailing comments). A key may appear once.
    public init(parsing text: String, name: String, source: String) throws(BoardProfileError) {
        self.init(name: name)
        var seen: [String: Int] = [:]
        var number = 0
        // "\r\n" is one Character in Swift, so split on it as well as on "\n" (files from Windows).
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> BoardProfileError {
                BoardProfileError(source: source, line: number, message: message)
            }
            guard let eq = line.firstIndex(of: "=") else {
                throw fail("expected 'key = value', got '\(line)'")
            }
            let key = String(line[..<eq].trimmingWhitespace())
            let value = String(line[line.index(after: eq)...].trimmingWhitespace())
            guard !key.isEmpty else { throw fail("a value with no key") }
            guard Self.keys.contains(key) else {
                throw fail("unknown key '\(key)' (known keys: \(Self.keys.joined(separator: ", ")))")
            }
            if let first = seen[key] { throw fail("'\(key)' is set twice (first on line \(first))") }
            seen[key] = number
            guard !value.isEmpty else { throw fail("'\(key)' has no value") }
            try apply(key: key, value: value, fail: fail)
        }
    }

    private mutating func apply(key: String, value: String, fail: (String) -> BoardProfileError) throws(BoardProfileError) {
        switch key {
        case "description":
            description = value
        case "card":
            guard value.hasPrefix("/") else { throw fail("card wants a device path such as /dev/dri/card1, got '\(value)'") }
            card = value
        case "connector":
            connector = value
        case "mode":
            guard let m = KMSModeRequest(parsing: value) else {
                throw fail("mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 800x480@60), got '\(value)'")
            }
            mode = m
        case "rotation":
            guard let n = Int(value), n % 90 == 0, let r = Rotation(degrees: n), n >= 0, n < 360 else {
                throw fail("rotation wants 0, 90, 180 or 270, got '\(value)'")
            }
            rotation = r
        case "touch-path":
            guard value.hasPrefix("/") else { throw fail("touch-path wants a device path such as /dev/input/event2, got '\(value)'") }
            touchPath = value
        case "touch-name":
            touchName = value
        case "touch-grab":
            switch value {
            case "yes", "true", "1": touchGrab = true
            case "no", "false", "0": touchGrab = false
            default: throw fail("touch-grab wants yes or no, got '\(value)'")
            }
        case "touch-calibration":
            // libinput's matrices map the unit square near itself; a coefficient past ±100
            // can only be a typo, and would send every touch off the screen.
            guard let m = CalibrationMatrix(parsing: value),
                  [m.a, m.b, m.c, m.d, m.e, m.f].allSatisfy({ abs($0) <= 100 }) else {
                throw fail("touch-calibration wants six numbers from -100 to 100 (libinput's a b c d e f), got '\(value)'")
            }
            calibration = m
        case "touch-release-timeout":
            guard let s = Double(value), s.isFinite, s > 0, s <= 60 else {
                throw fail("touch-release-timeout wants seconds between 0 and 60, got '\(value)'")
            }
            releaseTimeout = s
        case "status-bar-height":
            guard let h = Double(value), h.isFinite, h >= 0, h <= 10_000 else {
                throw fail("status-bar-height wants points (0 or more), got '\(value)'")
            }
            statusBarHeight = h
        case "safe-area":
            let parts = value.split { $0 == " " || $0 == "\t" || $0 == "," }.map { Double($0) }
            guard parts.count == 4, let t = parts[0], let l = parts[1], let b = parts[2], let r = parts[3],
                  [t, l, b, r].allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10_000 }) else {
                throw fail("safe-area wants four points: top left bottom right, got '\(value)'")
            }
            safeAreaInsets = EdgeInsets(top: t, left: l, bottom: b, right: r)
        case "layout-direction":
            guard let d = UserInterfaceLayoutDirection(rawValue: value) else {
                throw fail("layout-direction wants ltr or rtl, got '\(value)'")
            }
            layoutDirection = d
        case "keyboard-layout":
            guard let l = KeyboardLayout(parsing: value) else {
                throw fail("keyboard-layout wants an XKB layout such as de, us(intl) or 'de ctrl:nocaps', got '\(value)'")
            }
            keyboardLayout = l
        case "onscreen-keyboard": onscreenKeyboard = OnScreenKeyboardLayout.names(in: value)
        case "cursor":
            switch value {
            case "auto": showsCursor = true
            case "hidden": showsCursor = false
            default: throw fail("cursor wants auto or hidden, got '\(value)'")
            }
        case "dim-after", "screen-off-after":
            guard let s = Double(value), s.isFinite, s >= 1, s <= 604_800 else {
                throw fail("\(key) wants seconds from 1 to 604800, got '\(value)'")
            }
            if key == "dim-after" { dimAfter = s } else { screenOffAfter = s }
        case "screen-reader":
            switch value {
            case "on", "yes", "true", "1": screenReader = true
            case "off", "no", "false", "0": screenReader = false
            default: throw fail("screen-reader wants on or off, got '\(value)'")
            }
        case "text-size":
            guard let size = ContentSizeCategory(rawValue: value) else {
                throw fail("text-size wants one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), got '\(value)'")
            }
            textSize = size
        case "touch-exploration":
            guard let mode = TouchExploration(name: value) else {
                throw fail("touch-exploration wants auto, on or off, got '\(value)'")
            }
            touchExploration = mode
        case "reader-adjust":
            guard let keys = AdjustingKeys(name: value) else { throw fail("reader-adjust wants up-down or select, got '\(value)'") }
            adjustingKeys = keys
        case "auto-rotate":
            switch value {
            case "yes", "true", "1", "on": autoRotate = true
            case "no", "false", "0", "off": autoRotate = false
            default: throw fail("auto-rotate wants yes or no, got '\(value)'")
            }
        case "contrast":
            switch value {
            case "high": highContrast = true
            case "normal", "standard": highContrast = false
            default: throw fail("contrast wants high or normal, got '\(value)'")
            }
        case "screen-off":
            guard let hours = DailyHours(parsing: value) else {
                throw fail("screen-off wants local times HH:MM-HH:MM such as 22:00-07:00, got '\(value)'")
            }
            screenOff = hours
        default:
            throw fail("unknown key '\(key)'")
        }
    }
}

/// A profile that cannot be used, naming the file and line.
public struct BoardProfileError: Error, CustomStringConvertible, Equatable {
    /// The profile file (or built-in board) the error is in.
    public var source: String
    /// 1-based; 0 when the error concerns the whole file (missing, unreadable).
    public var line: Int
    /// What is wrong, in words for a log line.
    public var message: String

    /// An error at `line` of `source` (0 for the whole file).
    public init(source: String, line: Int, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(source):\(line): \(message)" : "\(source): \(message)" }
}

extension StringProtocol {
    func trimmingWhitespace() -> SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" || self[start] == "\r" { start = index(after: start) }
        while end > start {
            let before = index(before: end)
            guard self[before] == " " || self[before] == "\t" || self[before] == "\r" else { break }
            end = before
        }
        return self[start..<end]
    }
}
