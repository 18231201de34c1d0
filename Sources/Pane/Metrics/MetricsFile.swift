internal import CPaneShims
import Glibc
import Synchronization

/// Keeps a Prometheus textfile (`--metrics FILE`) up to date: the snapshot the run loop updates
/// (`update`), written in `MetricsText`'s format every `interval` seconds by a thread of its
/// own, so the run loop never wakes for it. Each write replaces the file atomically (a
/// temporary file in the same folder, then `rename`), as node_exporter's textfile collector asks
/// ("to atomically push completion time … write the file to a temporary file and then rename
/// it", node_exporter's README, Textfile Collector), mode 0644 so an exporter running as another
/// user reads it.
///
/// A write that fails (a folder that is not there or not writable, a full disk) is one log line,
/// said again only when the reason changes; the next interval tries again, and a write that works
/// after failures says so. The app keeps running either way.
public final class MetricsFile: Sendable {
    /// The file's path.
    public let path: String
    /// The `app` label.
    public let app: String
    /// The `version` label.
    public let version: String
    /// Seconds between writes.
    public let interval: Double
    private let file: AtomicFile
    private let snapshot = Mutex(MetricsSnapshot())
    private let lastFailure = Mutex<String?>(nil)
    private let startNanoseconds: Int64
    private let stopFD: Int32
    private let log: @Sendable (String) -> Void

    /// A file at `path` for app `app` at `version`, written every `interval` seconds once
    /// `start` is called; `log` takes the failure lines (standard error by default).
    public init(path: String, app: String, version: String, interval: Double = 5,
                log: @escaping @Sendable (String) -> Void = { AppLauncher.log($0) }) {
        self.path = path
        self.app = app
        self.version = version
        self.interval = max(0.1, interval)
        self.log = log
        let slash = path.utf8.lastIndex(of: 0x2F)
        let folder = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        file = AtomicFile(folder: folder, name: name, mode: 0o644, durable: false)
        startNanoseconds = Self.monotonicNanoseconds()
        stopFD = pane_eventfd_create()
    }

    deinit {
        if stopFD >= 0 { close(stopFD) }
    }

    /// Changes the snapshot (the run loop's counters) under the lock.
    public func update(_ body: (inout MetricsSnapshot) -> Void) {
        snapshot.withLock { body(&$0) }
    }

    /// The snapshot as the next write will see it, with uptime and resident memory read now.
    public func current() -> MetricsSnapshot {
        var s = snapshot.withLock { $0 }
        s.uptimeSeconds = Double(Self.monotonicNanoseconds() - startNanoseconds) / 1e9
        s.residentBytes = Self.residentBytes()
        return s
    }

    /// Writes the file now; returns whether it worked (a failure was logged as said above).
    @discardableResult
    public func writeNow() -> Bool {
        let text = MetricsText.format(current(), app: app, version: version)
        do {
            try file.write(Array(text.utf8))
            let failed = lastFailure.withLock { failure in
                defer { failure = nil }
                return failure != nil
            }
            if failed { log("pane: --metrics: writing \(path) works again") }
            return true
        } catch {
            let reason = error.description
            let isNew = lastFailure.withLock { failure in
                defer { failure = reason }
                return failure != reason
            }
            if isNew { log("pane: --metrics: cannot write \(path): \(reason); trying again every \(JSONWriter.number(interval)) s, the app keeps running") }
            return false
        }
    }

    /// Starts the writer thread: a first write at once, then one every `interval` until `stop`.
    /// It blocks every signal (they are the run loop's to take).
    public func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            let file = Unmanaged<MetricsFile>.fromOpaque(raw).takeRetainedValue()
            file.run()
            return nil
        }, context)
        if result == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<MetricsFile>.fromOpaque(context).release()
            log("pane: --metrics: no writer thread (pthread_create: errno \(result)); \(path) is not written")
        }
    }

    /// Writes the file a last time (on the calling thread, so it is there when the process
    /// exits) and ends the writer thread.
    public func stop() {
        writeNow()
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { Glibc.write(stopFD, $0.baseAddress, 8) }
    }

    private func run() {
        let timeout = Int32((interval * 1000).rounded())
        while true {
            writeNow()
            var fd = pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)
            let n = poll(&fd, 1, timeout)
            if n > 0 { return }
        }
    }

    static func monotonicNanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// Resident memory from `/proc/self/statm` (its second number, in pages; proc(5)).
    static func residentBytes() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
        guard n > 0 else { return 0 }
        let fields = buffer[..<n].split(separator: 0x20)
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
