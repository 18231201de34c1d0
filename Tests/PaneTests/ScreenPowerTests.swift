import Testing
import Glibc
@testable import Pane

/// Screen power (`ScreenPower`): dim, then dark, after idle time; the waking touch swallowed; the
/// daily off hours; the backlight in sysfs; no frames while dark and idle. Headless, on virtual
/// time, with a fake sysfs folder and a fake clock of the day.
@MainActor
@Suite struct ScreenPowerTests {
    static let size = PixelSize(width: 40, height: 20)
    static let white: UInt32 = 0xFFFF_FFFF

    func tap(at seconds: Double, id: Int) -> [TouchFrame] {
        let down = InputTime(seconds: seconds), up = InputTime(seconds: seconds + 0.05)
        let p = Point(x: 20, y: 10)
        return [TouchFrame(timestamp: down, touches: [Touch(id: TouchID(id), phase: .began, location: p, timestamp: down)]),
                TouchFrame(timestamp: up, touches: [Touch(id: TouchID(id), phase: .ended, location: p, timestamp: up)])]
    }

    /// A white app with a button over the whole window counting presses, screen power set up
    /// by `site`, its log lines and its frames' power states collected.
    @MainActor final class Rig {
        let app = Application(display: HeadlessDisplay(size: ScreenPowerTests.size))
        var presses = 0
        var log: [String] = []
        var frames: [(Double, ScreenPowerState)] = []

        init(_ site: SiteFlags, isPanel: Bool = false, backlights: String = "/nonexistent",
                        secondOfDay: Int? = nil) {
            app.window.backgroundColor = .white
            let button = Button(title: "", style: .plain)
            button.frame = Rect(x: 0, y: 0, width: 40, height: 20)
            button.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.presses += 1 }
            app.window.addSubview(button)
            let power = app.screenPower
            power.log = { [unowned self] in self.log.append($0) }
            if let secondOfDay { power.secondOfDay = { secondOfDay } }
            power.configure(site, board: BoardProfile(name: "test"), program: "test", isPanel: isPanel,
                            backlightDirectory: backlights)
            app.onFrame = { [unowned self] report in self.frames.append((report.time.seconds, report.power)) }
        }

        func run(until seconds: Double, touches: [TouchFrame] = []) throws {
            var runner = HeadlessRunner()
            runner.until = InputTime(seconds: seconds)
            _ = try runner.run(app, script: TouchScript(frames: touches), startTime: .zero)
        }

        var centre: UInt32 { app.compositor.frame[20, 10] }
    }

    @Test("no input: dim at dim-after, dark at screen-off-after (the picture darkened headless), and no frame while dark")
    func dimThenDark() throws {
        var site = SiteFlags()
        site.dimAfter = 30
        site.screenOffAfter = 60
        let rig = Rig(site)
        try rig.run(until: 29)
        #expect(rig.app.screenPower.state == .on)
        #expect(rig.centre == Self.white)
        try rig.run(until: 45)
        #expect(rig.app.screenPower.state == .dim)
        // 30 % of the picture shows: black at alpha 0.7 (179/255) over white leaves 76.
        #expect(rig.centre == 0xFF4C_4C4C)
        try rig.run(until: 600)
        #expect(rig.app.screenPower.state == .off)
        #expect(rig.centre == 0xFF00_0000)
        #expect(rig.log == ["test: screen dim (no touch for 30 s)", "test: screen off (no touch for 60 s)"])
        // Frames at 0 s, when screen power took over (0.1 s), at the dim (30 s) and the off
        // (60 s) only: nothing woke the app since.
        #expect(rig.frames.filter { $0.0 <= 0.2 }.count == 2)
        let changes = rig.frames.filter { $0.0 > 0.2 }
        #expect(changes.count == 2)
        #expect(changes.map(\.1) == [.dim, .off])
        #expect(changes.allSatisfy { $0.0 < 61 })
        #expect(rig.app.nextDeadline == nil)
    }

    @Test("the first touch on a dark panel wakes it and presses nothing; the next touch presses")
    func wakingTouchIsSwallowed() throws {
        var site = SiteFlags()
        site.screenOffAfter = 10
        let rig = Rig(site)
        try rig.run(until: 100, touches: tap(at: 50, id: 1) + tap(at: 52, id: 2))
        #expect(rig.presses == 1)
        #expect(rig.log == ["test: screen off (no touch for 10 s)", "test: screen on (touched)",
                            "test: screen off (no touch for 10 s)"])
        // On again from the first touch; dark again 10 s after the second.
        let states = rig.frames.map(\.1)
        #expect(states.contains(.on) && states.last == .off)
        #expect(rig.frames.first { $0.1 == .off && $0.0 > 50 }.map { $0.0 >= 62.05 } == true)
    }

    @Test("a touch while dim wakes it and is swallowed too; a panel that is on takes touches as they are")
    func dimTouch() throws {
        var site = SiteFlags()
        site.dimAfter = 5
        let rig = Rig(site)
        try rig.run(until: 4, touches: tap(at: 1, id: 1))
        #expect(rig.presses == 1)
        try rig.run(until: 30, touches: tap(at: 20, id: 2))
        #expect(rig.presses == 1)
        #expect(rig.log == ["test: screen dim (no touch for 5 s)", "test: screen on (touched)",
                            "test: screen dim (no touch for 5 s)"])
    }

    @Test("off hours 22:00-07:00: off at 22:30 at once, a touch wakes it for the idle time only, the one wake-up is at 07:00")
    func offHours() throws {
        var site = SiteFlags()
        site.offHours = DailyHours(parsing: "22:00-07:00")
        site.dimAfter = 20
        let rig = Rig(site, secondOfDay: 22 * 3600 + 30 * 60)
        // Nothing before the first frame is up: the panel shows its first picture, then goes off.
        #expect(rig.app.screenPower.state == .on)
        try rig.run(until: 1)
        #expect(rig.app.screenPower.state == .off)
        #expect(rig.app.screenPower.isInOffHours)
        #expect(rig.frames.first?.1 == .on)
        try rig.run(until: 100, touches: tap(at: 30, id: 1))
        #expect(rig.presses == 0)
        // Woken at 30 s, dark again 20 s (dim-after, the idle time) after the touch ended.
        #expect(rig.log == ["test: screen off (off hours 22:00-07:00 began)", "test: screen on (touched)",
                            "test: screen off (no touch for 20 s)"])
        #expect(rig.app.screenPower.state == .off)
        // The next thing due: 07:00, 8.5 h after 22:30, counted from when screen power took
        // over, a tenth of a second after the first frame (the first 60 Hz frame from 0.1 s).
        let due = try #require(rig.app.nextDeadline)
        #expect(due.seconds >= 8.5 * 3600 + 0.1 && due.seconds < 8.5 * 3600 + 0.1 + 1.0 / 60, "\(due.seconds)")
    }

    @Test("the backlight in sysfs: dim writes 30 % of its brightness, off writes 0 and bl_power 4, a touch restores both")
    func backlight() throws {
        // A fake sysfs folder: regular files stand in for the attributes.
        let folder = try SettingsTestFolder()
        let device = folder.path + "/panel"
        mkdir(device, 0o755)
        for (name, value) in [("max_brightness", "255"), ("brightness", "200"), ("bl_power", "0")] {
            MetricsTests.create(device + "/" + name, value + "\n")
        }
        var site = SiteFlags()
        site.dimAfter = 10
        site.screenOffAfter = 20
        let rig = Rig(site, isPanel: true, backlights: folder.path)
        #expect(rig.app.screenPower.backlight == Backlight(path: device, maxBrightness: 255, onBrightness: 200))
        try rig.run(until: 15)
        #expect(Backlight.readNumber(device + "/brightness") == 60)
        #expect(rig.centre == Self.white)   // the backlight dims: the picture stays as it is
        try rig.run(until: 25)
        #expect(Backlight.readNumber(device + "/brightness") == 0)
        #expect(Backlight.readNumber(device + "/bl_power") == 4)
        try rig.run(until: 40, touches: tap(at: 30, id: 1))
        #expect(Backlight.readNumber(device + "/brightness") == 200)
        #expect(Backlight.readNumber(device + "/bl_power") == 0)
        #expect(rig.log == ["test: screen dim (no touch for 10 s)", "test: screen off (no touch for 20 s)", "test: screen on (touched)"])
    }

    @Test("no backlight on a panel: one log line, and dimming darkens the picture")
    func missingBacklight() throws {
        var site = SiteFlags()
        site.dimAfter = 10
        let rig = Rig(site, isPanel: true, backlights: "/nonexistent/backlight")
        #expect(rig.log == ["test: screen power: no backlight in /nonexistent/backlight; dimming darkens the picture instead"])
        try rig.run(until: 15)
        #expect(rig.centre == 0xFF4C_4C4C)
    }

    @Test("settable at run time: switching screen power off wakes the panel")
    func runTime() throws {
        var site = SiteFlags()
        site.dimAfter = 5
        let rig = Rig(site)
        try rig.run(until: 10)
        #expect(rig.app.screenPower.state == .dim)
        rig.app.screenPower.dimAfter = nil
        #expect(rig.app.screenPower.state == .on)
        rig.app.screenPower.screenOffAfter = 3
        try rig.run(until: 20)
        #expect(rig.app.screenPower.state == .off)
    }

    @Test("daily hours: parsing, past midnight, the next change")
    func dailyHours() {
        let night = DailyHours(parsing: "22:00-07:00")
        #expect(night == DailyHours(start: 22 * 60, end: 7 * 60))
        #expect(night?.description == "22:00-07:00")
        #expect(night?.contains(minute: 23 * 60) == true && night?.contains(minute: 6 * 60 + 59) == true)
        #expect(night?.contains(minute: 7 * 60) == false && night?.contains(minute: 12 * 60) == false)
        #expect(night?.secondsToNextChange(from: 12 * 3600) == 10 * 3600)
        #expect(night?.secondsToNextChange(from: 23 * 3600) == 8 * 3600)
        #expect(DailyHours(parsing: "9:00-17:00") == nil)
        #expect(DailyHours(parsing: "24:00-07:00") == nil)
        #expect(DailyHours(parsing: "07:00-07:00") == nil)
        #expect(DailyHours(parsing: "22:00") == nil)
    }

    @Test("flags over board keys; bad values are usage errors naming the flag or the line")
    func flagsAndBoardKeys() throws {
        let board = try BoardProfile(parsing: "dim-after = 60\nscreen-off-after = 300\nscreen-off = 22:00-07:00\n",
                                     name: "b", source: "b.board")
        #expect(board.dimAfter == 60 && board.screenOffAfter == 300 && board.screenOff == DailyHours(parsing: "22:00-07:00"))
        let flags = try CommandLineFlags.parse(["--dim-after", "30", "--metrics=/run/x.prom"])
        let site = try SiteFlags.parse(flags.site, board: board)
        #expect(site.dimAfter == 30 && site.screenOffAfter == 300 && site.metricsPath == "/run/x.prom")
        #expect(site.offHours == DailyHours(parsing: "22:00-07:00"))
        #expect(throws: CommandLineError("--dim-after wants seconds from 1 to 604800, got '0'")) {
            try SiteFlags.parse(["--dim-after": "0"], board: BoardProfile(name: "x"))
        }
        #expect(throws: CommandLineError("--screen-off wants local times HH:MM-HH:MM such as 22:00-07:00, got '22-7'")) {
            try SiteFlags.parse(["--screen-off": "22-7"], board: BoardProfile(name: "x"))
        }
        #expect(throws: BoardProfileError(source: "b.board", line: 1, message: "screen-off wants local times HH:MM-HH:MM such as 22:00-07:00, got 'night'")) {
            try BoardProfile(parsing: "screen-off = night\n", name: "b", source: "b.board")
        }
    }
}
