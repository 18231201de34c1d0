import Testing
import Glibc
@testable import Pane

/// A notification socket like systemd's (`NOTIFY_SOCKET`, an AF_UNIX datagram socket), bound in
/// a fresh folder, and the messages libsystemd's sd_notify sends to it.
@MainActor
final class NotifySocket {
    let path: String
    let fd: Int32

    init() throws {
        var template = Array("/tmp/pane-notify-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        path = dir + "/notify"
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(rc == 0)
    }

    deinit {
        close(fd)
        unlink(path)
        rmdir(String(path.dropLast("/notify".count)))
    }

    /// Every datagram waiting, in order.
    func received() -> [String] {
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            messages.append(String(decoding: buffer[0..<n], as: UTF8.self))
        }
        return messages
    }
}

/// The environment systemd gives a `Type=notify` service with `WatchdogSec=`; put back after.
@MainActor
func withServiceEnvironment<T>(socket: String?, watchdogMicroseconds: String?, _ body: () throws -> T) rethrows -> T {
    if let socket { setenv("NOTIFY_SOCKET", socket, 1) } else { unsetenv("NOTIFY_SOCKET") }
    if let watchdogMicroseconds {
        setenv("WATCHDOG_USEC", watchdogMicroseconds, 1)
        setenv("WATCHDOG_PID", String(getpid()), 1)
    } else {
        unsetenv("WATCHDOG_USEC")
        unsetenv("WATCHDOG_PID")
    }
    defer {
        unsetenv("NOTIFY_SOCKET")
        unsetenv("WATCHDOG_USEC")
        unsetenv("WATCHDOG_PID")
    }
    return try body()
}

// The environment is the process's: these tests run one at a time.
@MainActor
@Suite(.serialized) struct ServiceNotifierTests {
    @Test func readyWatchdogAndStoppingReachTheSocketThroughSdNotify() throws {
        let socket = try NotifySocket()
        withServiceEnvironment(socket: socket.path, watchdogMicroseconds: "10000000") {
            let notifier = ServiceNotifier()
            #expect(notifier.isEnabled)
            #expect(notifier.watchdogInterval == 10)
            #expect(notifier.pingInterval == 5)
            notifier.ready()
            notifier.ready()  // once only
            notifier.ping()
            notifier.status("showing 12 photos")
            notifier.stopping()
            #expect(socket.received() == ["READY=1", "WATCHDOG=1", "STATUS=showing 12 photos", "STOPPING=1"])
            #expect(notifier.sent == ["READY=1", "WATCHDOG=1", "STATUS=showing 12 photos", "STOPPING=1"])
        }
    }

    @Test func withoutASocketNothingIsSentAndNoWatchdogRuns() throws {
        try withServiceEnvironment(socket: nil, watchdogMicroseconds: nil) {
            let notifier = ServiceNotifier()
            #expect(!notifier.isEnabled && notifier.watchdogInterval == nil)
            notifier.ready()
            notifier.ping()
            #expect(notifier.sent.isEmpty)
            let loop = try RunLoop(clock: .monotonic)
            #expect(try notifier.attachWatchdog(to: loop) == nil)
        }
    }

    @Test func aWatchdogMeantForAnotherProcessIsOff() throws {
        let socket = try NotifySocket()
        withServiceEnvironment(socket: socket.path, watchdogMicroseconds: "10000000") {
            setenv("WATCHDOG_PID", String(getpid() + 1), 1)  // sd_watchdog_enabled(3): not ours
            let notifier = ServiceNotifier()
            #expect(notifier.isEnabled && notifier.watchdogInterval == nil)
        }
    }

    @Test func theRunLoopItselfPingsAtHalfTheIntervalWithoutDrawingFrames() throws {
        let socket = try NotifySocket()
        try withServiceEnvironment(socket: socket.path, watchdogMicroseconds: "40000") {
            let notifier = ServiceNotifier()
            #expect(notifier.pingInterval == 0.02)
            let loop = try RunLoop(clock: .monotonic)
            var frames = 0
            loop.onFrame = { _ in frames += 1 }
            let timer = try #require(try notifier.attachWatchdog(to: loop))
            // The loop sleeps in poll until the timer fires: each wake is one ping.
            var messages: [String] = []
            for _ in 0..<500 where messages.count < 3 {
                loop.step(blocking: true)
                messages += socket.received()
            }
            #expect(messages == ["WATCHDOG=1", "WATCHDOG=1", "WATCHDOG=1"])
            #expect(frames == 0)
            _ = timer
        }
    }
}
