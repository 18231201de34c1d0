/// The flags every Pane app shares. `parse` takes them out of the arguments and leaves the
/// rest (the app's own flags and operands) in `remaining`, in order.
///
/// Each flag takes a value, written `--flag value` or `--flag=value`:
/// `--display auto|kms|window|headless`, `--size WxH`, `--board NAME|PATH`, `--touch PATH`,
/// `--replay FILE`, `--frames-out DIR`, `--every N`, `--trace FILE`, `--pacing late|vblank`,
/// `--window-scale 0.5|1|2`, `--window-resize follow|letterbox`, `--record FILE`. `usage` lists them for
/// an app's `--help`.
public struct CommandLineFlags: Hashable, Sendable {
    /// Which display to open.
    public enum DisplayChoice: String, Sendable, CaseIterable {
        /// KMS when a card with a connected panel is there, else a desktop window when `DISPLAY` or
        /// `WAYLAND_DISPLAY` names a display server, else headless.
        case auto
        /// KMS or fail (exit status 2).
        case kms
        /// Memory only: frames can be written as PNG.
        case headless
        /// A desktop window (SDL2, X11 or Wayland) or fail (exit status 2): `WindowDisplay`.
        case window
    }

    /// Which display `--display` asked for: `auto` (the default), `kms`, `window` or `headless`.
    public var display: DisplayChoice = .auto
    /// The headless display's size, or the KMS mode to ask for.
    public var size: PixelSize?
    /// A board name in `boards/` or a path to a `.board` file.
    public var board: String?
    /// The touchscreen's device node, overriding discovery and the board.
    public var touch: String?
    /// An evemu recording to replay as touch input (virtual time, headless): the first `--replay`.
    public var replay: String?
    /// Every `--replay` in order, one per device (a touchscreen, a keyboard).
    public var replays: [String] = []
    /// `--keyboard-layout`: an XKB layout such as `de`, `us(intl)`, `de(nodeadkeys) ctrl:nocaps`.
    public var keyboardLayout: String?
    /// `--onscreen-keyboard`: the on-screen keyboard's layouts, comma-separated (`ara,us`).
    public var onscreenKeyboard: String?
    /// A folder to write frames into as PNG.
    public var framesOut: String?
    /// Write every N-th frame (with `framesOut`).
    public var every = 1
    /// A file to write one JSON line per frame into.
    public var trace: String?
    /// When frames start on a panel, and in a headless profile's virtual flips (`FramePacing`).
    public var pacing: FramePacing.Mode = .late
    /// `--layout-direction ltr|rtl`: the app's layout direction, over the board's and the locale's.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The desktop window's pixels per panel pixel (`--window-scale 0.5|1|2`).
    public var windowScale: WindowScale = .one
    /// What a resized desktop window does: the app follows it (the default) or keeps its size, letterboxed.
    public var windowResize: WindowResize = .follow
    /// With the window: a file to write the mouse's touches into as an evemu recording (`--record`).
    public var record: String?
    /// Site flags (`--metrics FILE`, `--dim-after S`, `--screen-off-after S`, `--screen-off
    /// HH:MM-HH:MM`): read by `SiteFlags`.
    public var site: [String: String] = [:]
    /// The arguments that are not shared flags.
    public var remaining: [String] = []

    /// Flags as if none were given: every setting at its default.
    public init() {}

    /// The shared flags' help text, one flag a line.
    public static let usage = """
        --display MODE               where frames go: kms, window, headless, or auto (the default:
                                     the panel, else a window when DISPLAY or WAYLAND_DISPLAY is set)
        --window-scale 0.5|1|2       the desktop window's pixels per panel pixel
        --window-resize MODE         follow: the app takes a resized window's size (the default),
                                     or letterbox: it keeps its size, centred on black
        --record FILE                with the window, write its touches as an evemu recording
        --size WxH                   headless size, or the panel mode to ask for
        --board NAME|PATH            board profile: a name such as rpi-7inch, or a .board file
        --touch PATH                 the touchscreen's /dev/input node (overrides the board)
        --replay FILE                replay an evemu recording (touch or keys; once per device)
        --keyboard-layout LAYOUT     XKB layout for keyboards: de, us(intl), "de ctrl:nocaps"
        --onscreen-keyboard LAYOUTS  the on-screen keyboard's layouts: ara,us (default: the locale's)
        --frames-out DIR             write frames as PNG files into DIR
        --every N                    with --frames-out, write every N-th frame
        --trace FILE                 write one JSON line per frame
        --pacing late|vblank         start frames just before the vblank (default) or at it
        --layout-direction ltr|rtl   lay the app out left to right or right to left (default: the locale's)
      \(SiteFlags.usage)
      \(AccessibilityFlags.usage)
      """

    /// Parses `arguments` (without the program name). `--` ends the shared flags: everything
    /// after it is left in `remaining` as is.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineFlags {
        var flags = CommandLineFlags()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                flags.remaining += arguments[i...]
                break
            }
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard names.contains(name) else {
                flags.remaining.append(argument)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if AccessibilityFlags.switches.contains(name) || SiteFlags.switches.contains(name) {
                value = "on"
            } else {
                guard i < arguments.count else { throw CommandLineError("\(name) needs a value") }
                value = arguments[i]
                i += 1
            }
            try flags.set(name, value)
        }
        return flags
    }

    static let names = Set(["--display", "--size", "--board", "--touch", "--replay", "--frames-out", "--every", "--trace",
                            "--pacing", "--window-scale", "--window-resize", "--record", "--keyboard-layout",
                            "--onscreen-keyboard",
                            "--layout-direction"])
        .union(SiteFlags.names).union(AccessibilityFlags.names)

    private mutating func set(_ name: String, _ value: String) throws(CommandLineError) {
        guard !value.isEmpty else { throw CommandLineError("\(name) needs a value") }
        switch name {
        case "--display":
            guard let d = DisplayChoice(rawValue: value) else {
                throw CommandLineError("--display wants auto, kms, window or headless, got '\(value)'")
            }
            display = d
        case "--size":
            guard let s = PixelSize(parsing: value) else { throw CommandLineError("--size wants WIDTHxHEIGHT such as 800x480, got '\(value)'") }
            size = s
        case "--board": board = value
        case "--touch": touch = value
        case "--replay": replay = replay ?? value; replays.append(value)
        case "--keyboard-layout": keyboardLayout = value
        case "--onscreen-keyboard": onscreenKeyboard = value
        case "--frames-out": framesOut = value
        case "--every":
            guard let n = Int(value), n >= 1 else { throw CommandLineError("--every wants a whole number of frames, 1 or more, got '\(value)'") }
            every = n
        case "--trace": trace = value
        case "--layout-direction":
            guard let d = UserInterfaceLayoutDirection(rawValue: value) else {
                throw CommandLineError("--layout-direction wants ltr or rtl, got '\(value)'")
            }
            layoutDirection = d
        case "--pacing":
            guard let p = FramePacing.Mode(rawValue: value) else { throw CommandLineError("--pacing wants late or vblank, got '\(value)'") }
            pacing = p
        case "--window-scale":
            guard let s = WindowScale(rawValue: value) else { throw CommandLineError("--window-scale wants 0.5, 1 or 2, got '\(value)'") }
            windowScale = s
        case "--window-resize":
            guard let r = WindowResize(rawValue: value) else { throw CommandLineError("--window-resize wants follow or letterbox, got '\(value)'") }
            windowResize = r
        case "--record": record = value
        case _ where SiteFlags.names.contains(name) || AccessibilityFlags.names.contains(name): site[name] = value
        default: throw CommandLineError("unknown flag \(name)")
        }
    }
}

extension CommandLineFlags {
    /// An app's own number flag, checked: a finite decimal within `range`, else an error that
    /// names the flag, the range and what was given (`nan`, `inf`, `1e300` included), which
    /// `AppLauncher` turns into exit status 2. `nil` (the flag came last, without its value) is
    /// an error too.
    public static func number(_ value: String?, for flag: String, in range: ClosedRange<Double>,
                              unit: String = "seconds") throws(CommandLineError) -> Double {
        guard let value, !value.isEmpty else { throw CommandLineError("\(flag) needs a value") }
        guard let n = Double(value), n.isFinite, range.contains(n) else {
            throw CommandLineError("\(flag) wants \(unit) from \(JSONWriter.number(range.lowerBound)) to "
                                   + "\(JSONWriter.number(range.upperBound)), got '\(value)'")
        }
        return n
    }
}

/// A bad command line; apps print it with the usage and exit with status 2.
public struct CommandLineError: Error, CustomStringConvertible, Equatable {
    /// What is wrong with the command line, in words for the user.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    /// The conventional exit status for a usage error.
    public static let exitStatus: Int32 = 2
}
