#if canImport(Glibc)
import Glibc
#endif

/// A profile read back from a `ProfileFormat` file: what `fps report`, `--plot` and `--chrome`
/// work from.
public struct Profile: Sendable {
    /// One frame record: when it was due, what its phases cost, what it repainted, and the flip that showed
    /// it.
    public struct Frame: Sendable, Equatable {
        /// The frame's number, as the app counted it.
        public var number: Int
        /// The frame's target time, in nanoseconds.
        public var target: Int64
        /// Nanoseconds per phase, in `FramePhase.allCases` order.
        public var phases: [Int64]
        /// Pixels the frame repainted; 0 when nothing changed.
        public var damagedPixels: Int
        /// Simulated work in virtual time (`Application.simulateWork`), nanoseconds.
        public var work: Int64 = 0
        /// The flip that showed it: vblank time and sequence (nil: not shown by a flip).
        public var vblank: Int64?
        /// The vblank counter of the flip that showed the frame; `nil` when no flip did.
        public var sequence: Int64?
        /// The phases plus simulated work: the frame's time (`Int64.max` should they overflow,
        /// which a profile read from a file cannot: `ProfileFormat.maxDuration`).
        public var total: Int64 {
            var sum = work
            for p in phases {
                let (next, overflow) = sum.addingReportingOverflow(p)
                if overflow { return Int64.max }
                sum = next
            }
            return sum
        }
    }

    /// One delivered touch frame: for touch-to-photon latency.
    public struct Touch: Sendable, Equatable {
        /// The touch frame's evdev timestamp, in nanoseconds.
        public var kernelTime: Int64
        /// The number of the frame that delivered it.
        public var frame: Int
    }

    /// One completed page flip: which frame it showed, and when.
    public struct Flip: Sendable, Equatable {
        /// The number of the frame the flip showed.
        public var frame: Int
        /// The vblank time of the flip, in nanoseconds (the DRM event's, or the computed slot in virtual
        /// time).
        public var vblank: Int64
        /// The vblank counter at the flip.
        public var sequence: Int64
    }

    /// One of the twice-a-second samples of the process's cost.
    public struct Sample: Sendable, Equatable {
        /// When the sample was taken on the app's clock, in nanoseconds.
        public var time: Int64
        /// The wall-clock (monotonic) time of the sample, in nanoseconds, for CPU percentages.
        public var wall: Int64
        /// The process's CPU time so far, in nanoseconds.
        public var cpu: Int64
        /// The process's resident memory, in KiB.
        public var residentKiB: Int64
        /// How much work the app reported waiting (decodes pending).
        public var pendingWork: Int64
    }

    /// The record that closes a complete profile.
    public struct End: Sendable, Equatable {
        /// When the recording ended, in nanoseconds.
        public var time: Int64
        /// Why it ended: a `ProfileFormat.EndReason` raw value.
        public var reason: Int64
        /// A number that goes with the reason, such as the exit status.
        public var detail: Int64
    }

    /// The format version the file was written in.
    public var version: UInt32
    /// Seconds between vblanks: the mode's refresh, or the headless frame interval.
    public var refreshInterval: Double
    /// The display's width in pixels.
    public var width: Int
    /// The display's height in pixels.
    public var height: Int
    /// Whether the app ran on virtual time (headless), where flips are computed rather than measured.
    public var isVirtual: Bool
    /// The process id of the recorded app.
    public var pid: Int
    /// The frame records, in order.
    public var frames: [Frame] = []
    /// The delivered touch frames, in order.
    public var touches: [Touch] = []
    /// The completed flips, in order.
    public var flips: [Flip] = []
    /// The cost samples, in order.
    public var samples: [Sample] = []
    /// The end record; `nil` when the file was cut short.
    public var end: End?
    /// Bytes of a partial last record (a file cut mid-record).
    public var trailingBytes = 0
    /// Bytes up to the end of the last whole record.
    public var wholeLength = 0

    /// Whether the recording ended properly (the file has its `end` record).
    public var isComplete: Bool { end != nil }
}

/// Why a file is not a profile this build can read.
public struct ProfileError: Error, CustomStringConvertible, Equatable {
    public var description: String
    /// An error whose `description` says why the file cannot be read.
    public init(_ description: String) { self.description = description }
}

extension Profile {
    /// Reads the profile at `path`.
    public init(path: String) throws(ProfileError) {
        guard let bytes = Self.readFile(path) else {
            throw ProfileError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        try self.init(bytes: bytes, name: path)
    }

    /// Parses profile `bytes`; `name` is for messages. A file cut short parses up to its last
    /// whole record (`isComplete` false); a newer version, a foreign file or a file without
    /// its info record throws, and so does a record with more than `ProfileFormat.maxFieldCount`
    /// fields or a field outside `ProfileFormat.fields(of:)`: the message names the record by
    /// its index (0 is the first record after the header) and kind.
    public init(bytes: [UInt8], name: String = "the profile") throws(ProfileError) {
        guard bytes.count >= ProfileFormat.headerSize, Array(bytes[0..<8]) == ProfileFormat.magic else {
            if bytes.count < ProfileFormat.headerSize && ProfileFormat.magic.starts(with: bytes.prefix(8)) && !bytes.isEmpty {
                throw ProfileError("\(name) is cut short inside its header (\(bytes.count) bytes): nothing was recorded")
            }
            throw ProfileError(bytes.isEmpty ? "\(name) is empty: nothing was recorded"
                               : "\(name) is not a Pane profile (it does not start with PANEPROF)")
        }
        let version = Self.u32(bytes, 8)
        guard version <= ProfileFormat.version else {
            throw ProfileError("\(name) is a version \(version) profile; this fps reads version \(ProfileFormat.version) and older: use the fps that came with the app")
        }
        var offset = ProfileFormat.headerSize
        var info: [Int64]?
        var frames: [Frame] = [], touches: [Touch] = [], flips: [Flip] = [], samples: [Sample] = []
        var end: End?
        var index: [Int: Int] = [:]
        var recordIndex = -1
        while offset + ProfileFormat.recordHeadSize <= bytes.count {
            recordIndex += 1
            let kind = Self.u16(bytes, offset), count = Int(Self.u16(bytes, offset + 2))
            let next = offset + ProfileFormat.recordHeadSize + count * 8
            guard next <= bytes.count else { break }
            let known = ProfileFormat.Kind(rawValue: kind)
            guard count <= ProfileFormat.maxFieldCount else {
                throw ProfileError("\(name): record \(recordIndex) (\(known.map { "\($0)" } ?? "kind \(kind)")) has \(count) fields, "
                                   + "more than the \(ProfileFormat.maxFieldCount) a record may have")
            }
            var f: [Int64] = []
            f.reserveCapacity(count)
            for k in 0..<count { f.append(Self.i64(bytes, offset + 8 + k * 8)) }
            offset = next
            guard let known else { continue }
            guard f.count >= known.fieldCount else {
                throw ProfileError("\(name): record \(recordIndex) (\(known)) has \(f.count) fields, fewer than \(known.fieldCount)")
            }
            for (k, field) in ProfileFormat.fields(of: known).enumerated() where !field.range.contains(f[k]) {
                throw ProfileError("\(name): record \(recordIndex) (\(known)): \(field.name) is \(f[k]), outside "
                                   + "\(field.range.lowerBound)...\(field.range.upperBound)")
            }
            switch known {
            case .info: if info == nil { info = f }
            case .frame:
                index[Int(f[0])] = frames.count
                frames.append(Frame(number: Int(f[0]), target: f[1], phases: Array(f[2...6]), damagedPixels: Int(f[7]), work: f[8]))
            case .flip:
                flips.append(Flip(frame: Int(f[0]), vblank: f[1], sequence: f[2]))
                if let i = index[Int(f[0])] {
                    frames[i].vblank = f[1]
                    frames[i].sequence = f[2]
                }
            case .touch: touches.append(Touch(kernelTime: f[0], frame: Int(f[1])))
            case .sample: samples.append(Sample(time: f[0], wall: f[1], cpu: f[2], residentKiB: f[3], pendingWork: f[4]))
            case .end: end = End(time: f[0], reason: f[1], detail: f[2])
            }
            if end != nil { break }
        }
        guard let info else {
            throw ProfileError("\(name) is cut short before its info record: nothing was recorded")
        }
        self.init(version: version, refreshInterval: Double(info[0]) / 1e9, width: Int(info[1]), height: Int(info[2]),
                  isVirtual: info[3] != 0, pid: Int(info[4]))
        self.frames = frames
        self.touches = touches
        self.flips = flips
        self.samples = samples
        self.end = end
        wholeLength = offset
        trailingBytes = end == nil ? bytes.count - offset : 0
    }

    static func u16(_ b: [UInt8], _ o: Int) -> UInt16 { UInt16(b[o]) | UInt16(b[o + 1]) << 8 }
    static func u32(_ b: [UInt8], _ o: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(b[o + $1]) << (8 * $1) } }
    static func i64(_ b: [UInt8], _ o: Int) -> Int64 {
        Int64(bitPattern: (0..<8).reduce(UInt64(0)) { $0 | UInt64(b[o + $1]) << (8 * UInt64($1)) })
    }

    /// The whole file, or nil (errno set).
    public static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { buffer in retryingOnInterrupt { read(fd, buffer.baseAddress, buffer.count) } }
            if n < 0 { return nil }
            if n == 0 { return out }
            out += chunk[0..<n]
        }
    }
}
