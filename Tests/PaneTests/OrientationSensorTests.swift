import Testing
import Glibc
import PaneDisplay
import PaneGeometry
import PaneTestSupport
@testable import Pane

/// `--auto-rotate` end to end over D-Bus: a private `dbus-daemon` stands in for the system bus
/// (`DBUS_SYSTEM_BUS_ADDRESS`), `tools/fake-sensor-proxy` for iio-sensor-proxy on it; the
/// orientations written to the proxy reach `OrientationSensor` as PropertiesChanged signals and
/// `AutoRotation` turns a headless app.
@MainActor
@Suite(.serialized) struct OrientationSensorTests {
    /// A bus and, when `proxy`, the fake proxy on it; `say(_:)` gives the proxy an orientation.
    final class Bus {
        let folder: String
        let address: String
        var daemon: Int32 = -1
        var proxy: Int32 = -1
        var proxyInput: Int32 = -1
        /// How many times the proxy was started again (`restartProxy`); each has its own output.
        var generation = 0
        let previousAddress = getenv("DBUS_SYSTEM_BUS_ADDRESS").map { String(cString: $0) }

        init(proxy: Bool) throws {
            folder = PanelVM.makeScratch("pane-sensor-\(UInt32.random(in: 0...UInt32.max))")
            address = "unix:path=\(folder)/bus"
            daemon = Self.background("exec /usr/bin/dbus-daemon --session --nofork --address='\(address)'",
                                     output: folder + "/daemon.out", folder: folder)
            try #require(daemon > 0, "dbus-daemon (Debian's dbus-daemon package) did not start")
            try #require(Self.waitFor { access(self.folder + "/bus", F_OK) == 0 }, "dbus-daemon made no socket")
            setenv("DBUS_SYSTEM_BUS_ADDRESS", address, 1)
            guard proxy else { return }
            try startProxy()
        }

        /// Starts the fake proxy, its orientation "normal", and waits until it owns its name.
        func startProxy() throws {
            let fifo = folder + "/orientation\(generation)"
            mkfifo(fifo, 0o600)
            let tool = PanelVM.productsDirectory + "/fake-sensor-proxy"
            self.proxy = Self.background("exec '\(tool)' < '\(fifo)'", output: folder + "/proxy\(generation).out", folder: folder)
            try #require(self.proxy > 0, "fake-sensor-proxy did not start")
            proxyInput = open(fifo, O_WRONLY)
            try #require(proxyInput >= 0)
            try #require(Self.waitFor { self.proxyLines.contains("ready") }, "fake-sensor-proxy: \(proxyLines)")
        }

        /// Whether `pid` has ended: no such process, or a zombie nobody reaps (under a PID 1
        /// that does not reap orphans, as in some containers, an ended orphan stays one).
        static func isGone(_ pid: Int32) -> Bool {
            guard kill(pid, 0) == 0 else { return true }
            let stat = AppProcess.readText("/proc/\(pid)/stat")
            guard let close = stat.lastIndex(of: ")") else { return true }
            return stat[stat.index(after: close)...].hasPrefix(" Z")
        }

        /// Ends the proxy (the end of its input) and starts another, as systemd restarts
        /// iio-sensor-proxy: the new one holds no claims.
        func restartProxy() throws {
            close(proxyInput)
            proxyInput = -1
            let old = proxy
            #expect(Self.waitFor { Self.isGone(old) }, "the fake proxy did not end")
            generation += 1
            try startProxy()
        }

        /// Starts `command` in the background through the shell, its output into `output`; its pid.
        static func background(_ command: String, output: String, folder: String) -> Int32 {
            let pidFile = folder + "/pid"
            guard AppProcess.spawn(["/bin/sh", "-c", "\(command) > '\(output)' 2>&1 & echo $! > '\(pidFile)'"],
                                   output: folder + "/sh.out") == 0 else { return -1 }
            return Int32(AppProcess.readText(pidFile).split(separator: "\n").first ?? "") ?? -1
        }

        var proxyLines: [String] { AppProcess.readText(folder + "/proxy\(generation).out").split(separator: "\n").map(String.init) }

        func say(_ orientation: String) {
            let line = orientation + "\n"
            _ = line.withCString { write(proxyInput, $0, strlen($0)) }
        }

        /// Polls `condition` up to 3,000 times 10 ms apart (30 s on an idle machine; the test asserts
        /// what arrives, not how fast).
        static func waitFor(_ condition: () -> Bool) -> Bool {
            for _ in 0..<3000 {
                if condition() { return true }
                usleep(10_000)
            }
            return condition()
        }

        deinit {
            if proxyInput >= 0 { close(proxyInput) }
            // Not our children (the shell that started them has exited): signal, then wait for
            // them to go.
            for pid in [proxy, daemon] where pid > 0 {
                kill(pid, SIGTERM)
                _ = Self.waitFor { Self.isGone(pid) }
            }
            if let previousAddress { setenv("DBUS_SYSTEM_BUS_ADDRESS", previousAddress, 1) } else { unsetenv("DBUS_SYSTEM_BUS_ADDRESS") }
        }
    }

    /// Waits on the sensor's descriptor until `update()` reports a change.
    static func nextOrientation(_ sensor: OrientationSensor) throws -> DeviceOrientation? {
        for _ in 0..<300 {
            var fds = pollfd(fd: sensor.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&fds, 1, 100)
            if let orientation = try sensor.update() { return orientation }
        }
        return nil
    }

    @Test func theSensorClaimsReadsAndFollowsTheAccelerometer() throws {
        let bus = try Bus(proxy: true)
        var sensor: OrientationSensor? = try OrientationSensor()
        #expect(sensor?.orientation == .normal)
        #expect(Bus.waitFor { bus.proxyLines.contains("claims 1") })
        for (said, expected) in [("right-up", DeviceOrientation.rightUp), ("bottom-up", .bottomUp),
                                 ("left-up", .leftUp), ("undefined", .undefined), ("normal", .normal)] {
            bus.say(said)
            #expect(try Self.nextOrientation(try #require(sensor)) == expected)
        }
        // An orientation the proxy does not define is no side up.
        bus.say("sideways")
        #expect(try Self.nextOrientation(try #require(sensor)) == .undefined)
        sensor = nil   // releases the accelerometer
        #expect(Bus.waitFor { bus.proxyLines.last == "claims 0" }, "\(bus.proxyLines)")
    }

    @Test("iio-sensor-proxy restarted (no claims held): the sensor claims again, reads the new proxy's orientation and follows it")
    func theSensorClaimsAgainAfterTheProxyRestarts() throws {
        let bus = try Bus(proxy: true)
        let sensor = try OrientationSensor()
        #expect(Bus.waitFor { bus.proxyLines.contains("claims 1") })
        bus.say("right-up")
        #expect(try Self.nextOrientation(sensor) == .rightUp)
        try bus.restartProxy()
        // The sensor hears of the new owner, claims, and reads "normal", the new proxy's first
        // orientation (as the app does: on its descriptor, from the run loop).
        #expect(try Self.nextOrientation(sensor) == .normal)
        #expect(Bus.waitFor { bus.proxyLines.contains("claims 1") }, "not claimed again: \(bus.proxyLines)")
        bus.say("left-up")
        #expect(try Self.nextOrientation(sensor) == .leftUp)
    }

    @Test func withoutIioSensorProxyOpeningSaysWhy() throws {
        let bus = try Bus(proxy: false)
        _ = bus
        do {
            _ = try OrientationSensor()
            Issue.record("opened a sensor on a bus without net.hadess.SensorProxy")
        } catch {
            #expect("\(error)".contains("net.hadess.SensorProxy.ClaimAccelerometer"), "\(error)")
        }
    }

    @Test func autoRotationTurnsTheAppUprightOnTopOfTheMounting() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let follower = AutoRotation(app: app, mounting: .none, program: "test")
        follower.follow(.rightUp)
        #expect(app.rotation == .clockwise90 && app.display.size == PixelSize(width: 480, height: 800))
        follower.follow(.undefined)   // lying flat: stays
        #expect(app.rotation == .clockwise90)
        follower.follow(.bottomUp)
        #expect(app.rotation == .clockwise180 && app.display.size == PixelSize(width: 800, height: 480))
        follower.follow(.normal)
        #expect(app.rotation == .none)

        // A panel mounted a quarter turn (the board's rotation 90): upright as mounted is 90°.
        let mounted = Application(display: HeadlessDisplay(size: PixelSize(width: 480, height: 800)))
        mounted.rotation = .clockwise90
        let turned = AutoRotation(app: mounted, mounting: .clockwise90, program: "test")
        turned.follow(.normal)
        #expect(mounted.rotation == .clockwise90 && mounted.display.size == PixelSize(width: 480, height: 800))
        turned.follow(.leftUp)
        #expect(mounted.rotation == .none && mounted.display.size == PixelSize(width: 800, height: 480))
    }

    @Test func theFlagAndTheBoardKey() throws {
        #expect(try SiteFlags.parse(CommandLineFlags.parse(["--auto-rotate"]).site, board: BoardProfile(name: "t")).autoRotate)
        #expect(try !SiteFlags.parse(CommandLineFlags.parse(["--auto-rotate=off"]).site, board: BoardProfile(name: "t")).autoRotate)
        var board = try BoardProfile(parsing: "auto-rotate = yes\n", name: "t", source: "t")
        #expect(board.autoRotate)
        #expect(try !SiteFlags.parse(CommandLineFlags.parse(["--auto-rotate=no"]).site, board: board).autoRotate)
        board = try BoardProfile(parsing: "auto-rotate = no\n", name: "t", source: "t")
        #expect(!board.autoRotate)
        #expect(throws: (any Error).self) { try BoardProfile(parsing: "auto-rotate = sometimes\n", name: "t", source: "t") }
    }
}
