#if canImport(Glibc)
import Glibc
#endif

/// A panel's backlight in sysfs (`/sys/class/backlight/NAME`): `max_brightness` read once,
/// `brightness` written (sysfs-class-backlight(5): "brightness: … 0 to max_brightness";
/// `bl_power`: "0 … on, 4 … powerdown", the FB_BLANK values). The packaged kiosk's udev rule
/// gives group `video` the right to write them.
public struct Backlight: Equatable, Sendable {
    /// The device's folder, e.g. `/sys/class/backlight/rpi_backlight`.
    public let path: String
    /// Its `max_brightness`.
    public let maxBrightness: Int
    /// Its `brightness` when found: what `on` restores.
    public let onBrightness: Int

    /// The first backlight (by name) in `directory`, or the one named `name`; `nil` when there
    /// is none or it cannot be read.
    public static func find(in directory: String = "/sys/class/backlight", name: String? = nil) -> Backlight? {
        var names: [String] = []
        if let name { names = [name] } else if let dir = opendir(directory) {
            while let entry = readdir(dir) {
                let n = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if !n.hasPrefix(".") { names.append(n) }
            }
            closedir(dir)
        }
        for n in names.sorted() {
            let path = directory + "/" + n
            if let max = readNumber(path + "/max_brightness"), max > 0, let now = readNumber(path + "/brightness") {
                return Backlight(path: path, maxBrightness: max, onBrightness: now > 0 ? now : max)
            }
        }
        return nil
    }

    /// Writes `level` (0...1 of `onBrightness`, rounded, at least 1 above 0) as the brightness,
    /// and `bl_power` on (0) or off (4) where the device has it. Throws the failed write.
    public func set(level: Double) throws(SystemError) {
        let clamped = min(1, max(0, level))
        let value = clamped == 0 ? 0 : max(1, Int((Double(onBrightness) * clamped).rounded()))
        try Self.write("\(value)\n", to: path + "/brightness")
        if access(path + "/bl_power", F_OK) == 0 {
            try Self.write(clamped == 0 ? "4\n" : "0\n", to: path + "/bl_power")
        }
    }

    static func readNumber(_ path: String) -> Int? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 31) }
        guard n > 0 else { return nil }
        return Int(String(decoding: buffer[..<n], as: UTF8.self).trimmingWhitespace().filter { $0 != "\n" })
    }

    static func write(_ text: String, to path: String) throws(SystemError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard n == bytes.count else { throw SystemError(call: "write", subject: path, errno: n < 0 ? errno : EIO) }
    }
}
