#if canImport(Glibc)
import Glibc
#endif

/// Dims the panel and switches it off when nobody touches it, and during the daily off hours
/// (`--dim-after`, `--screen-off-after`, `--screen-off`, or the board keys of the same names;
/// settable at run time through `app.screenPower`).
///
/// - After `dimAfter` seconds without input the panel dims: the backlight
///   (`/sys/class/backlight`) goes to `dimLevel` of its brightness, or, where there is none, a
///   black overlay darkens the picture.
/// - After `screenOffAfter` seconds it goes dark: DPMS off through KMS and the backlight off
///   (headless, or where DPMS fails, the overlay turns black). Nothing is presented while dark.
/// - During `offHours` (local time) the panel is off; a touch wakes it for the idle time only
///   (`screenOffAfter`, else `dimAfter`, else 60 s), then it goes dark again.
/// - The first touch on a dim or dark panel wakes it and is swallowed: no view sees that finger,
///   from landing to lifting. The next touch works.
///
/// Waiting costs nothing: the idle times are `Application.whenIdle` watches, which fire once per
/// idle stretch, and the off hours one timer at their next start or end, so a dark, idle panel
/// produces no frames until that time. A backlight that is missing, or a write or DPMS call
/// that fails, is one log line (once per reason); the app runs on.
@MainActor
public final class ScreenPower {
    /// Seconds without input before the panel dims; `nil` never dims.
    public var dimAfter: Double? { didSet { rearm() } }
    /// Seconds without input before the panel goes dark; `nil` never does (outside `offHours`).
    public var screenOffAfter: Double? { didSet { rearm() } }
    /// The daily local hours the panel is off; `nil` for none.
    public var offHours: DailyHours? { didSet { rearm() } }
    /// The backlight's level while dim, or how much of the picture shows (0...1); 0.3 by default.
    public var dimLevel = 0.3
    /// What the panel shows now.
    public private(set) var state = ScreenPowerState.on
    /// Whether the daily off hours are in force now.
    public private(set) var isInOffHours = false
    /// Called with each new state (the metrics file listens).
    public var onChange: ((ScreenPowerState) -> Void)?

    unowned let app: Application
    /// The backlight written, when the board has one.
    var backlight: Backlight?
    /// Turns the display's output on or off (DPMS); returns an error line, or `nil`.
    var setOutput: ((Bool) -> String?)?
    /// Where log lines go.
    var log: (String) -> Void = { AppLauncher.log($0) }
    /// Seconds after local midnight now (tests give their own clock).
    var secondOfDay: () -> Int = { DailyHours.localSecondOfDay() }
    var program = "pane"
    private var watches: [IdleWatch] = []
    private var scheduleTimer: FrameTimer?
    private var overlay: View?
    /// Fingers whose touches are swallowed until they lift (the touch that woke the panel).
    private var swallowed: Set<TouchID> = []
    private var reported: Set<String> = []
    /// Whether the settings are in force: from a moment after the first frame, so the panel's
    /// first picture is up (and systemd told READY=1) before it may go dark, and timers run on
    /// the run loop's clock, which the first frame has.
    private(set) var isArmed = false
    private var armingScheduled = false

    init(app: Application) {
        self.app = app
    }

    /// Takes the flags' settings and finds the panel's backlight and output (the launcher calls it).
    func configure(_ site: SiteFlags, board: BoardProfile, program: String, isPanel: Bool,
                   backlightDirectory: String = "/sys/class/backlight") {
        self.program = program
        let wanted = site.dimAfter != nil || site.screenOffAfter != nil || site.offHours != nil
        if wanted && isPanel {
            backlight = Backlight.find(in: backlightDirectory)
            if backlight == nil {
                log("\(program): screen power: no backlight in \(backlightDirectory); dimming darkens the picture instead")
            }
            if let panel = app.display as? KMSDisplay {
                setOutput = { on in
                    do { try panel.setOutputPowered(on) } catch { return "\(error)" }
                    return nil
                }
            }
        }
        dimAfter = site.dimAfter
        screenOffAfter = site.screenOffAfter
        offHours = site.offHours
    }

    /// Whether anything is set: without settings screen power never schedules anything (a
    /// headless run's frames stay exactly as they were).
    var wantsArming: Bool { dimAfter != nil || screenOffAfter != nil || offHours != nil }

    /// Takes over a tenth of a second from now (after the first frame).
    private func scheduleArming() {
        guard !armingScheduled else { return }
        armingScheduled = true
        app.schedule(after: 0.1) { [unowned self] in
            self.isArmed = true
            self.rearm()
        }
    }

    /// Seconds of quiet after which the panel goes dark now: `screenOffAfter`, and in the off
    /// hours the idle time a touch bought (`screenOffAfter`, else `dimAfter`, else 60 s).
    var effectiveOffAfter: Double? {
        isInOffHours ? (screenOffAfter ?? dimAfter ?? 60) : screenOffAfter
    }

    /// Makes the idle watches and the off-hours timer for the current settings.
    func rearm() {
        guard isArmed else {
            if wantsArming && app.firstFrameTime != nil { scheduleArming() }
            return
        }
        for w in watches { w.cancel() }
        watches.removeAll()
        scheduleTimer?.cancel()
        scheduleTimer = nil
        if let offHours {
            let second = secondOfDay()
            let inside = offHours.contains(minute: second / 60)
            scheduleTimer = app.schedule(after: Double(offHours.secondsToNextChange(from: second))) { [unowned self] in
                self.rearm()
            }
            if inside != isInOffHours {
                isInOffHours = inside
                set(inside ? .off : .on, reason: inside ? "off hours \(offHours) began" : "off hours \(offHours) ended")
            }
        } else if isInOffHours {
            isInOffHours = false
            set(.on, reason: "off hours removed")
        }
        if let dim = dimAfter, effectiveOffAfter.map({ dim < $0 }) ?? true {
            watches.append(app.whenIdle(for: dim) { [unowned self] in
                if self.state == .on { self.set(.dim, reason: "no touch for \(JSONWriter.number(dim)) s") }
            })
        }
        if let off = effectiveOffAfter {
            watches.append(app.whenIdle(for: off) { [unowned self] in
                self.set(.off, reason: "no touch for \(JSONWriter.number(off)) s")
            })
        }
        if dimAfter == nil && screenOffAfter == nil && !isInOffHours && state != .on { set(.on, reason: "screen power off") }
    }

    /// The touch frames the app sees: on a dim or dark panel a landing finger wakes it and is
    /// swallowed until it lifts. Frames pass unchanged (nothing allocated) while the panel is on
    /// and no finger is swallowed.
    func admit(_ frames: [TouchFrame]) -> [TouchFrame] {
        if !isArmed && !armingScheduled && wantsArming { scheduleArming() }
        guard state != .on || !swallowed.isEmpty else { return frames }
        var out: [TouchFrame] = []
        for frame in frames {
            let asleep = state != .on
            var kept: [Touch] = []
            for touch in frame.touches {
                if asleep && touch.phase == .began { swallowed.insert(touch.id) }
                if swallowed.contains(touch.id) {
                    if touch.phase.isFinal { swallowed.remove(touch.id) }
                } else {
                    kept.append(touch)
                }
            }
            app.noteInput(at: frame.timestamp)
            // Any touch wakes it (a finger that stayed down too); only a landing one is swallowed.
            if asleep && !frame.touches.isEmpty { set(.on, reason: "touched") }
            if !kept.isEmpty { out.append(TouchFrame(timestamp: frame.timestamp, touches: kept)) }
        }
        return out
    }

    /// Puts the panel in `new`, saying why in one log line.
    func set(_ new: ScreenPowerState, reason: String) {
        guard new != state else { return }
        let old = state
        state = new
        log("\(program): screen \(new.rawValue) (\(reason))")
        if old == .off, let setOutput, let error = setOutput(true) { once("the panel's output did not turn on: \(error)") }
        let level = new == .on ? 1 : new == .dim ? dimLevel : 0
        var backlightWorked = false
        if let backlight {
            do {
                try backlight.set(level: level)
                backlightWorked = true
            } catch {
                once("cannot set the backlight: \(error); the picture is darkened instead")
            }
        }
        var outputOff = false
        if new == .off, let setOutput {
            if let error = setOutput(false) { once("the panel's output did not turn off: \(error)") } else { outputOff = true }
        }
        switch new {
        case .on: darken(0)
        case .dim: darken(backlightWorked ? 0 : 1 - dimLevel)
        case .off: darken(backlightWorked || outputOff ? 0 : 1)
        }
        onChange?(new)
        app.metrics?.setPower(new)
    }

    /// Lays a black view of opacity `amount` over the window (0 removes it).
    private func darken(_ amount: Double) {
        if amount <= 0 {
            overlay?.removeFromSuperview()
            overlay = nil
            return
        }
        let view = overlay ?? View(frame: app.window.bounds)
        view.frame = app.window.bounds
        view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: UInt8((min(1, amount) * 255).rounded()))
        view.isUserInteractionEnabled = false
        if overlay == nil { app.window.addSubview(view) } else { app.window.bringSubviewToFront(view) }
        overlay = view
    }

    private func once(_ message: String) {
        guard reported.insert(message).inserted else { return }
        log("\(program): screen power: \(message)")
    }
}
