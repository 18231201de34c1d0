#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

extension ServiceNotifier {
    /// A periodic timer on `loop` that sends `WATCHDOG=1` every `pingInterval`, from the loop
    /// thread itself: while the loop turns the pings go out, idle or busy, without drawing a
    /// frame; when a frame hangs (or the process is stopped) they stop and systemd restarts the
    /// app, while worker threads (image decoding) have no say. Returns the timer, which must be
    /// kept alive as long as the loop runs; `nil` when the watchdog is off.
    @MainActor
    public func attachWatchdog(to loop: RunLoop) throws(RunLoopError) -> WatchdogTimer? {
        guard isEnabled, let interval = pingInterval else { return nil }
        let timer = try WatchdogTimer(interval: interval)
        timer.source = loop.addSource(timer.fd) { [weak self, timer] _ in
            var expirations: UInt64 = 0
            _ = read(timer.fd, &expirations, 8)
            self?.ping()
        }
        return timer
    }
}

/// The timerfd behind `ServiceNotifier.attachWatchdog(to:)`; closing it (deinit) stops the pings.
public final class WatchdogTimer {
    let fd: Int32
    var source: RunLoop.SourceID?

    init(interval: Double) throws(RunLoopError) {
        fd = pane_timerfd_create()
        guard fd >= 0 else { throw RunLoopError(call: "timerfd_create", errno: errno) }
        if pane_timerfd_arm_periodic(fd, Int64((interval * 1e9).rounded())) != 0 {
            let e = errno
            close(fd)
            throw RunLoopError(call: "timerfd_settime", errno: e)
        }
    }

    deinit { close(fd) }
}
