import CPaneShims
import Glibc
import Synchronization

/// Reads the keyboards and pointers of a `PeripheralInput` on a thread of its own, so that their
/// events never wait in the kernel while a frame is drawn.
///
/// The kernel keeps few events per reader for a keyboard (evdev's buffer: eight packets, at
/// least 64 events; drivers/input/evdev.c), and a barcode scanner sends three events per key
/// transition, hundreds in 20 ms; a reader that looks only between frames would overflow it,
/// and libevdev's resynchronisation brings back which keys are down, not the characters typed
/// meanwhile. This thread drains every device as soon as it is readable (and follows hot-plug),
/// queues what it read in memory, and calls `onInput` so that the run loop comes for it with
/// `take()`. Stopped (and joined) when released.
public final class PeripheralReader: @unchecked Sendable {
    /// What the devices are now, for logs and `hasKeyboard`: path, name, keyboard, pointer.
    public struct DeviceInfo: Hashable, Sendable {
        /// The node.
        public var path: String
        /// The device's name.
        public var name: String
        /// Whether its keys are read (it types or navigates).
        public var isKeyboard: Bool
        /// Whether it types text (`DeviceDescription.typesText`): what makes text fields leave
        /// the on-screen keyboard down.
        public var typesText: Bool
        /// Whether it moves a pointer.
        public var isPointer: Bool
    }

    /// What was read since the last `take()`, and the devices open now.
    public struct Batch: Sendable {
        /// Key events, in order.
        public var keys: [KeyEvent] = []
        /// Pointer reports, in order.
        public var pointer: [PointerReport] = []
        /// The devices open after the last read, in path order.
        public var devices: [DeviceInfo] = []
        /// Keyboards that lost keys since the last `take()`, by node path: the kernel dropped
        /// their events before this thread read them, or the queue here was full.
        public var overflowedKeyboards: [String] = []
    }

    /// The most key events and pointer reports kept for the run loop; beyond it (a loop that
    /// has stopped taking), the newest are dropped and the keyboard is reported as overflowed.
    public static let queueLimit = 16_384

    // `input` is used by the thread only, once started (unchecked Sendable for that reason).
    private let input: PeripheralInput
    private let queue = Mutex(Batch())
    private let onInput: @Sendable () -> Void
    private let stopFD: Int32
    private var thread = pthread_t()
    private var started = false

    /// Reads `input` on a new thread; `onInput` runs on that thread after each read that found
    /// something (post to the run loop from it). Without a thread (`pthread_create` failed) the
    /// caller gets `nil` and may read `input` itself.
    public init?(input: PeripheralInput, onInput: @escaping @Sendable () -> Void) {
        self.input = input
        self.onInput = onInput
        stopFD = pane_eventfd_create()
        guard stopFD >= 0 else { return nil }
        queue.withLock { $0.devices = Self.describe(input) }
        let context = Unmanaged.passRetained(self).toOpaque()
        let rc = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            // Signals go to the run loop's signalfd, not here (as ImageLoader's workers).
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            PeripheralReader.raisePriority()
            let reader = Unmanaged<PeripheralReader>.fromOpaque(raw).takeRetainedValue()
            reader.loop()
            return nil
        }, context)
        guard rc == 0 else {
            Unmanaged<PeripheralReader>.fromOpaque(context).release()
            close(stopFD)
            return nil
        }
        started = true
    }

    deinit {
        close(stopFD)
    }

    /// Stops the thread and waits for it; call before letting go of the reader.
    public func stop() {
        guard started else { return }
        started = false
        var one: UInt64 = 1
        _ = write(stopFD, &one, 8)
        pthread_join(thread, nil)
    }

    /// Everything read since the last call, and the devices open now.
    public func take() -> Batch {
        queue.withLock { batch in
            let taken = batch
            batch.keys.removeAll()
            batch.pointer.removeAll()
            batch.overflowedKeyboards.removeAll()
            return taken
        }
    }

    private func loop() {
        var fds: [pollfd] = []
        while true {
            fds.removeAll(keepingCapacity: true)
            fds.append(pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0))
            for fd in input.fileDescriptors { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let n = poll(&fds, nfds_t(fds.count), -1)
            if n < 0 && errno == EINTR { continue }
            if n < 0 || fds[0].revents != 0 { return }
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC, &ts)
            let now = InputTime(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
            let got = input.read(now: now)
            let devices = Self.describe(input)
            let changed = queue.withLock { batch in
                let changed = !got.keys.isEmpty || !got.pointer.isEmpty || !got.overflowedKeyboards.isEmpty || batch.devices != devices
                if batch.keys.count + got.keys.count <= Self.queueLimit {
                    batch.keys += got.keys
                } else if !got.keys.isEmpty {
                    batch.overflowedKeyboards.append("the reader's queue")
                }
                if batch.pointer.count + got.pointer.count <= Self.queueLimit { batch.pointer += got.pointer }
                batch.overflowedKeyboards += got.overflowedKeyboards
                batch.devices = devices
                return changed
            }
            if changed { onInput() }
        }
    }

    /// Moves the calling thread to real-time priority (`SCHED_FIFO` 1, ahead of drawing and
    /// image decoding) where the process may: root, or a service allowed to (sched(7):
    /// unprivileged up to `RLIMIT_RTPRIO`; the packaged units set `LimitRTPRIO=1`); otherwise
    /// it stays at the app's priority. The thread only waits in `poll` and copies what a device
    /// sent, so it cannot starve the rest, and a scanner's burst of hundreds of events never
    /// waits behind a frame long enough to overflow evdev's buffer.
    static func raisePriority() {
        var parameters = sched_param()
        parameters.sched_priority = 1
        _ = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters)
    }

    private static func describe(_ input: PeripheralInput) -> [DeviceInfo] {
        input.devices.keys.sorted().compactMap { path in
            input.devices[path].map { DeviceInfo(path: path, name: $0.device.description.name, isKeyboard: $0.isKeyboard,
                                                 typesText: $0.device.description.typesText, isPointer: $0.isPointer) }
        }
    }
}
