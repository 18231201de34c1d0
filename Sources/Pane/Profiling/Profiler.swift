#if canImport(Glibc)
import Glibc
#endif

/// Records what an app's frames cost into preallocated storage and streams it, as
/// `ProfileFormat` records, to a file (`--profile FILE`), to `fps attach` clients (the socket of
/// `Profiler+Socket.swift`) and to the HUD's live figures (`ProfileLiveStats`).
///
/// Per frame: its number, target time, the five phase durations, the damaged pixels; per
/// delivered touch frame: its kernel timestamp and the frame that delivered it; per page flip:
/// the DRM event's vblank time and sequence (`recordFlip`, from `Display.onPresented`); twice a
/// second of the app's clock: process CPU time, resident memory and pending work (decodes).
///
/// Nothing is allocated per frame: records go into a fixed 64 KiB buffer that is written out
/// (`write(2)`, one call per sink) with each sample and whenever it is nearly full; `/proc/self/statm`
/// is read with `pread` into a fixed buffer. In virtual time (headless) a presented frame is
/// shown at the vblank its schedule aims at (`virtualPacing`: the lead after its target time, or
/// a whole refresh at `--pacing vblank`), later by any `Application.simulateWork`, so a headless
/// profile is exact: the same script gives the same frames, flips and latencies.
public final class Profiler {
    /// Seconds between vblanks: the mode's refresh, or the headless frame interval.
    public let refreshInterval: Double
    /// Whether the app runs on virtual time (headless), where flips are computed.
    public let isVirtual: Bool
    /// The display's width in pixels, written into the profile.
    public let width: Int
    /// The display's height in pixels, written into the profile.
    public let height: Int
    /// In virtual time, when frames start before the vblank that shows them (`FramePacing`:
    /// `.late` by default, as on a panel, with its least lead, since a virtual frame costs nothing
    /// but its simulated work; `.atVblank` shows each a whole refresh after its start).
    public var virtualPacing: FramePacing
    /// Pending work the app reports in each sample (decodes waiting); 0 when `nil`.
    public var pendingWork: (() -> Int)?
    /// Running figures for an on-panel HUD.
    public let live: ProfileLiveStats
    /// Writes what the panel shows as a PNG file at the path given; returns an error line, or
    /// `nil`. For `fps screenshot` through the socket (the launcher sets it).
    public var screenshot: ((String) -> String?)?

    static let capacity = 64 * 1024
    static let sampleInterval: Int64 = 500_000_000

    private let storage: UnsafeMutableRawPointer
    private var used = 0
    /// Where flushed records go: the file, then attached clients.
    var sinks: [Int32] = []
    /// Sinks that are sockets (dropped on a failed write rather than kept).
    var clientSinks: Set<Int32> = []
    private let startNanoseconds: Int64
    private var pendingFlipFrame: Int64 = -1
    private var lastSample: Int64 = .min
    private var statmFD: Int32 = -1
    private var statm: UnsafeMutablePointer<UInt8>
    private var virtualStart: Int64?
    private let pageKiB: Int64
    /// Touch kernel times waiting for the flip of the frame that delivered them (for `live`).
    private var waitingTouches: UnsafeMutablePointer<Int64>
    private var waitingCount = 0
    static let waitingCapacity = 32
    var listenFD: Int32 = -1
    var socketPath: String?
    /// True once `finish` wrote the end record and closed the sinks; later records are dropped.
    public private(set) var isFinished = false

    /// A profiler with its storage allocated and no sink yet: a file or a socket is added afterwards.
    public init(refreshInterval: Double, isVirtual: Bool, width: Int, height: Int) {
        self.refreshInterval = refreshInterval
        self.isVirtual = isVirtual
        self.width = width
        self.height = height
        live = ProfileLiveStats(refreshInterval: refreshInterval)
        virtualPacing = FramePacing(mode: .late, refreshInterval: refreshInterval)
        storage = UnsafeMutableRawPointer.allocate(byteCount: Self.capacity, alignment: 8)
        statm = .allocate(capacity: 128)
        waitingTouches = .allocate(capacity: Self.waitingCapacity)
        startNanoseconds = Self.wallNanoseconds()
        statmFD = Glibc.open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        let page = sysconf(Int32(_SC_PAGESIZE))
        pageKiB = Int64(page > 0 ? page / 1024 : 4)
        sinks.reserveCapacity(8)
        clientSinks.reserveCapacity(8)
    }

    deinit {
        closeSinks()
        storage.deallocate()
        statm.deallocate()
        waitingTouches.deallocate()
        if statmFD >= 0 { close(statmFD) }
    }

    /// Starts writing to `path` (created or truncated, mode 0644): the header and the info
    /// record at once.
    public func open(path: String) throws(SystemError) {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
        guard Self.writeAll(fd, ProfileFormat.header + infoRecord) else {
            let e = errno
            close(fd)
            throw SystemError(call: "write", subject: path, errno: e)
        }
        sinks.append(fd)
    }

    /// The info record this profiler starts every stream with.
    var infoRecord: [UInt8] {
        ProfileFormat.record(.info, [Int64((refreshInterval * 1e9).rounded()), Int64(width), Int64(height),
                                     isVirtual ? 1 : 0, Int64(getpid()), startNanoseconds])
    }

    // MARK: Recording (no allocation)

    /// Records one frame that `Application.runFrame` finished, with the touch frames it
    /// delivered; `work` is the frame's simulated work in virtual time (`simulateWork`).
    public func recordFrame(_ report: FrameReport, touches: [TouchFrame], work: Double) {
        guard !isFinished else { return }
        var input: Int64 = 0, animation: Int64 = 0, layout: Int64 = 0, composite: Int64 = 0, present: Int64 = 0
        // Indexing, not `for in`: an unspecialized IndexingIterator (debug builds) boxes each element.
        for i in 0..<report.phases.count {
            let (phase, ms) = report.phases[i]
            let ns = Int64((ms * 1e6).rounded())
            switch phase {
            case .input: input = ns
            case .animation: animation = ns
            case .layout: layout = ns
            case .composite: composite = ns
            case .present: present = ns
            }
        }
        let frame = Int64(report.frame), target = report.time.nanoseconds
        lastTarget = target
        reserve(ProfileFormat.Kind.frame.fieldCount + 1)
        put(.frame)
        field(frame); field(target); field(input); field(animation); field(layout); field(composite); field(present)
        field(Int64(report.damagedPixels)); field(Int64((work * 1e9).rounded()))
        let presented = report.damagedPixels > 0
        if presented { waitingCount = 0 }
        for i in 0..<touches.count {
            let t = touches[i]
            if used + 32 > Self.capacity { flush() }
            put(.touch)
            field(t.timestamp.nanoseconds); field(frame)
            if presented && waitingCount < Self.waitingCapacity {
                waitingTouches[waitingCount] = t.timestamp.nanoseconds
                waitingCount += 1
            }
        }
        live.frame(input: input, animation: animation, layout: layout, composite: composite, present: present)
        if presented {
            if isVirtual {
                virtualStart = virtualStart ?? target
                // Virtual frames come on a grid, so the vblanks are a grid too, `lead` after the
                // frames' (the lead is not learned here: a virtual frame costs only its work).
                let vblank = virtualPacing.vblank(forFrameAt: report.time, cost: work).nanoseconds
                let sinceFirst = Double(vblank - virtualStart!) / 1e9 - virtualPacing.lead
                let sequence = Int64((sinceFirst / refreshInterval).rounded()) + 1
                flip(frame: frame, target: target, vblank: vblank, sequence: sequence)
            } else {
                pendingFlipFrame = frame
                pendingTarget = target
            }
        }
        if lastSample == .min || target - lastSample >= Self.sampleInterval {
            sample(at: target)
            flush()
        }
    }
    private var pendingTarget: Int64 = 0
    private var lastTarget: Int64 = 0
    private var lastVblank: Int64 = 0

    /// Records a completed page flip: `nanoseconds` is the DRM event's vblank time
    /// (`CLOCK_MONOTONIC`), `sequence` its vblank counter. It belongs to the last frame that
    /// presented.
    public func recordFlip(sequence: UInt32, nanoseconds: Int64) {
        guard !isFinished else { return }
        let frame = pendingFlipFrame
        pendingFlipFrame = -1
        flip(frame: frame, target: frame >= 0 ? pendingTarget : nanoseconds, vblank: nanoseconds, sequence: Int64(sequence))
    }

    private func flip(frame: Int64, target: Int64, vblank: Int64, sequence: Int64) {
        reserve(3 + 1)
        put(.flip)
        field(frame); field(vblank); field(sequence)
        lastVblank = max(lastVblank, vblank)
        live.flip(target: target, vblank: vblank, touches: waitingTouches, count: frame >= 0 ? waitingCount : 0)
        waitingCount = 0
    }

    /// Whole refresh intervals a frame with `work` seconds of simulated work takes (at least 1).
    public static func slots(work: Double, interval: Double) -> Double {
        max(1, (work / interval - 1e-9).rounded(.up))
    }

    /// Writes a sample: `time` on the app's clock, CPU time, RSS, pending work.
    func sample(at time: Int64) {
        lastSample = time
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let cpuNs = Int64(cpu.tv_sec) * 1_000_000_000 + Int64(cpu.tv_nsec)
        let wall = Self.wallNanoseconds()
        let rss = residentKiB()
        let pending = Int64(pendingWork?() ?? 0)
        reserve(5 + 1)
        put(.sample)
        field(time); field(wall); field(cpuNs); field(rss); field(pending)
        live.sample(wall: wall, cpu: cpuNs, rssKiB: rss)
    }

    /// Resident set size in KiB: the second number of `/proc/self/statm` (pages), read without
    /// allocating (proc(5)).
    func residentKiB() -> Int64 {
        guard statmFD >= 0 else { return 0 }
        let n = pread(statmFD, statm, 127, 0)
        guard n > 0 else { return 0 }
        var i = 0, field = 0, value: Int64 = 0
        while i < n {
            let c = statm[i]
            if c == 0x20 {
                if field == 1 { break }
                field += 1
                value = 0
            } else if c >= 0x30 && c <= 0x39 {
                value = value * 10 + Int64(c - 0x30)
            }
            i += 1
        }
        return field == 1 ? value * pageKiB : 0
    }

    /// Ends the recording: a last sample, the `end` record, everything written, sinks closed.
    public func finish(reason: ProfileFormat.EndReason = .exited, detail: Int64, at time: InputTime? = nil) {
        guard !isFinished else { return }
        let t = time?.nanoseconds ?? (isVirtual ? max(lastTarget, lastVblank) : Self.wallNanoseconds())
        sample(at: t)
        reserve(4)
        put(.end)
        field(t); field(reason.rawValue); field(detail)
        flush()
        isFinished = true
        closeSinks()
    }

    // MARK: Storage

    private func reserve(_ words: Int) {
        if used + words * 8 + 8 > Self.capacity { flush() }
    }

    private func put(_ kind: ProfileFormat.Kind) {
        storage.storeBytes(of: kind.rawValue.littleEndian, toByteOffset: used, as: UInt16.self)
        storage.storeBytes(of: UInt16(kind.fieldCount).littleEndian, toByteOffset: used + 2, as: UInt16.self)
        storage.storeBytes(of: UInt32(0), toByteOffset: used + 4, as: UInt32.self)
        used += 8
    }

    private func field(_ value: Int64) {
        storage.storeBytes(of: value.littleEndian, toByteOffset: used, as: Int64.self)
        used += 8
    }

    /// Writes the buffered records to every sink. A client that cannot take them is dropped; so
    /// is the file when a write fails (a full disk), with one log line: the app goes on, and the
    /// file keeps what was written before (it reads as cut short).
    func flush() {
        guard used > 0 else { return }
        var i = 0
        while i < sinks.count {
            let fd = sinks[i]
            let client = clientSinks.contains(fd)
            if Self.writeAll(fd, UnsafeRawBufferPointer(start: storage, count: used), socket: client) {
                i += 1
            } else {
                if !client { AppLauncher.log("pane: writing the profile failed (\(String(cString: strerror(errno)))); recording stops") }
                close(fd)
                clientSinks.remove(fd)
                sinks.remove(at: i)
            }
        }
        used = 0
    }

    func closeSinks() {
        for fd in sinks { close(fd) }
        sinks.removeAll()
        clientSinks.removeAll()
        closeSocket()
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], socket: Bool = false) -> Bool {
        bytes.withUnsafeBytes { writeAll(fd, $0, socket: socket) }
    }

    /// Writes all of `bytes`; to a socket with `MSG_NOSIGNAL`, so a client that hung up gives
    /// EPIPE instead of killing the app with SIGPIPE.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, socket: Bool = false) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = retryingOnInterrupt {
                socket ? send(fd, bytes.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL))
                    : write(fd, bytes.baseAddress! + done, bytes.count - done)
            }
            if n <= 0 { return false }
            done += n
        }
        return true
    }

    static func wallNanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
