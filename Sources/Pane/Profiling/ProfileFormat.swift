/// The profile file that `--profile FILE`, `fps record` and `fps attach` write and `fps report`
/// reads.
///
/// Binary, little-endian. A 16-byte header: the magic `PANEPROF`, the format version (UInt32)
/// and 4 reserved bytes. Then records, each an 8-byte head (kind UInt16, field count UInt16,
/// 4 reserved bytes) and that many Int64 fields. Every record is whole by itself, so a file cut
/// short (power loss, a crash) loses at most its last record: the reader keeps the whole
/// records and says the file has no `end` record. A reader skips kinds it does not know and
/// ignores fields past the ones it knows, so records can grow within a version; a change that
/// breaks readers raises `version`, and older readers refuse the file.
///
/// All times are `CLOCK_MONOTONIC` nanoseconds (the app's virtual clock in headless runs).
public enum ProfileFormat {
    /// The eight bytes every profile file begins with: `PANEPROF`.
    public static let magic: [UInt8] = Array("PANEPROF".utf8)
    /// The version this build writes and the newest it reads.
    public static let version: UInt32 = 1
    /// The file header's size in bytes: the magic, the version and 4 reserved bytes.
    public static let headerSize = 16
    /// Each record's head in bytes: kind, field count and 4 reserved bytes.
    public static let recordHeadSize = 8

    /// What a record holds; the field lists are in order.
    public enum Kind: UInt16, Sendable, CaseIterable {
        /// `refreshIntervalNs, width, height, virtualTime (0|1), pid, startNs`: written first.
        case info = 1
        /// `frame, targetNs, inputNs, animationNs, layoutNs, compositeNs, presentNs,
        /// damagedPixels, workNs`: one per frame, phases measured on the wall clock; `workNs` is
        /// simulated work in virtual time (`Application.simulateWork`), 0 on a panel.
        case frame = 2
        /// `frame, vblankNs, sequence`: a page flip completed (the DRM event's time and vblank
        /// counter); in virtual time, the vblank slot the frame was shown at.
        case flip = 3
        /// `kernelNs, frame`: a touch frame (its evdev timestamp) delivered in `frame`.
        case touch = 4
        /// `timeNs, wallNs, cpuNs, rssKiB, pendingWork`: twice a second of the app's clock.
        case sample = 5
        /// `timeNs, reason, detail`: the recording ended (`EndReason`).
        case end = 6

        /// How many fields this build writes and needs.
        public var fieldCount: Int {
            switch self {
            case .info: 6
            case .frame: 9
            case .flip: 3
            case .touch: 2
            case .sample: 5
            case .end: 3
            }
        }
    }

    /// The most fields a record may have. Records may grow within a version (readers ignore
    /// the fields past the ones they know), but never past this: a longer record is a corrupt
    /// or hostile file, refused by `Profile` and by `fps attach`.
    public static let maxFieldCount = 64

    /// The largest time a field may hold, 2^62 ns (146 years of `CLOCK_MONOTONIC`): the
    /// difference of any two such times fits an `Int64`.
    public static let maxTime: Int64 = 1 << 62
    /// The largest duration (a phase, simulated work), 2^56 ns (2.3 years): a frame's six
    /// durations add up without overflow.
    public static let maxDuration: Int64 = 1 << 56

    /// What each known field is called and the values it may take (`Profile` checks every
    /// field it reads against these; issue 28 item 4).
    public static func fields(of kind: Kind) -> [(name: String, range: ClosedRange<Int64>)] {
        let time = 0...maxTime, duration = 0...maxDuration, frame = 0...(Int64(1) << 48), count = 0...(Int64(1) << 40)
        switch kind {
        // 1 ms to 1 s: refresh rates from 1 Hz to 1 kHz.
        case .info: return [("refreshIntervalNs", 1_000_000...1_000_000_000), ("width", 1...65_535), ("height", 1...65_535),
                            ("virtualTime", 0...1), ("pid", 0...Int64(Int32.max)), ("startNs", time)]
        case .frame: return [("frame", frame), ("targetNs", time), ("inputNs", duration), ("animationNs", duration),
                             ("layoutNs", duration), ("compositeNs", duration), ("presentNs", duration),
                             ("damagedPixels", 0...(Int64(1) << 32)), ("workNs", duration)]
        // frame -1: a flip that showed no recorded frame (`ProfileSummary.orphanFlips`).
        case .flip: return [("frame", -1...frame.upperBound), ("vblankNs", time), ("sequence", time)]
        case .touch: return [("kernelNs", time), ("frame", frame)]
        case .sample: return [("timeNs", time), ("wallNs", time), ("cpuNs", time), ("rssKiB", count), ("pendingWork", count)]
        case .end: return [("timeNs", time), ("reason", 0...255), ("detail", Int64.min...Int64.max)]
        }
    }

    /// Why a recording ended (the `end` record's `reason`; `detail` in brackets).
    public enum EndReason: Int64, Sendable {
        /// The app finished its run loop (detail: its exit status).
        case exited = 0
        /// `fps attach` stopped listening (detail: 0).
        case detached = 1
        /// The app died without writing its end; `fps record` closed the file (detail: the
        /// signal, or the exit status + 256).
        case died = 2
    }

    /// The 16-byte header.
    public static var header: [UInt8] {
        var bytes = magic
        withUnsafeBytes(of: version.littleEndian) { bytes += $0 }
        bytes += [0, 0, 0, 0]
        return bytes
    }

    /// One whole record as bytes (for tools; the recorder writes into its own storage).
    public static func record(_ kind: Kind, _ fields: [Int64]) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: kind.rawValue.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt16(fields.count).littleEndian) { bytes += $0 }
        bytes += [0, 0, 0, 0]
        for f in fields { withUnsafeBytes(of: f.littleEndian) { bytes += $0 } }
        return bytes
    }
}
