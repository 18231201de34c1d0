#if canImport(Glibc)
import Glibc
#endif
import PanePixels
import Testing

/// Runs a shell script inside the virtual panel (`tools/panel-vm`: QEMU, the Debian kernel, the
/// bochs DRM driver, uinput) for tests, and reads back its console and screen captures.
/// A test binary built for arm64 (`make test-arm64`, run under qemu-aarch64) boots the arm64
/// panel instead: `panel-vm --arch arm64`, a Cortex-A72 with virtio-gpu whose root file system
/// is the arm64 sysroot `.build-arm64/sysroot`.
///
/// A VM boot is slow, so a suite boots once (a `static let` holding the `Run`) and each test
/// reads what it needs from that run. Where QEMU cannot run, suites are skipped with a loud
/// banner — except under `CI=true`, where they run and fail, so CI never passes without them.
public enum PanelVM {
    /// What one boot printed and where its files are.
    public struct Run: Sendable {
        /// The script's exit status as panel-vm reports it.
        public var status: Int32
        /// Console lines: the script's output and panel-vm's own messages.
        public var lines: [String]
        /// The writable folder shared with the guest, at the same path on both sides.
        public var scratch: String
        public var log: String { lines.joined(separator: "\n") }
    }

    public static let isCI = getenv("CI").map { String(cString: $0) == "true" } ?? false

    /// The repository root, from this file's path (Tests/PaneTestSupport/…).
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The folder SwiftPM built the test binary in, which also holds the package's executables
    /// (`swift build --build-tests` builds them all); empty when `PanelCheck` is not there.
    public static let productsDirectory: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "" }
        var path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])
            if access(path + "/PanelCheck", X_OK) == 0 { return path }
            if path.isEmpty { break }
        }
        return ""
    }()

    /// The guest's architecture, the test binary's own (`panel-vm --arch`).
    #if arch(arm64)
    public static let arch = "arm64"
    /// The guest's root file system: the arm64 sysroot that `make arm64` makes.
    public static let guestRoot = root + "/.build-arm64/sysroot"
    #else
    public static let arch = "x86_64"
    public static let guestRoot = "/"
    #endif

    /// The folder whose `gallery` and `PanelCheck` render the pictures the panel must show:
    /// `PANE_REFERENCE_PRODUCTS` when set (`make test-arm64` points it at the x86_64 build, so the
    /// arm64 panel is compared with the x86_64 render), else `productsDirectory`.
    public static let referenceProductsDirectory: String =
        getenv("PANE_REFERENCE_PRODUCTS").map { String(cString: $0) } ?? productsDirectory

    /// Why the VM cannot start here (a missing package), or `nil`.
    public static let unavailableReason: String? = {
        let qemu = arch == "arm64" ? ("qemu-system-aarch64", "qemu-system-arm") : ("qemu-system-x86_64", "qemu-system-x86")
        if access("/usr/bin/" + qemu.0, X_OK) != 0 { return "\(qemu.0) is not installed (apt install \(qemu.1))" }
        let boot = guestRoot == "/" ? "/boot" : guestRoot + "/boot"
        var glob = glob_t()
        defer { globfree(&glob) }
        if Glibc.glob(boot + "/vmlinuz-*", 0, nil, &glob) != 0 {
            return arch == "arm64" ? "no arm64 kernel in \(boot) (make arm64)" : "no kernel in /boot (apt install linux-image-amd64)"
        }
        if arch == "arm64" {
            if access(guestRoot + "/usr/bin/busybox", X_OK) != 0 { return "no busybox in \(guestRoot) (make arm64)" }
        } else if access("/bin/busybox", X_OK) != 0 && access("/usr/bin/busybox", X_OK) != 0 {
            return "busybox is missing (apt install busybox-static)"
        }
        return nil
    }()

    /// For `.enabled(if:)`: true when the VM can run, or under CI (to fail there). Prints a
    /// banner naming `suite` when it cannot.
    public static func shouldRun(_ suite: String) -> Bool {
        if let reason = unavailableReason {
            let line = String(repeating: "!", count: 78)
            print("\(line)\n!! \(suite) NOT RUN: \(reason)\n!! (they run and fail under CI=true)\n\(line)")
            return isCI
        }
        return true
    }

    /// Boots the panel, runs `script` with `sh -c` inside (as root, in the repository root),
    /// captures the screen to each `(marker, file)` pair's file when a console line contains the
    /// marker, and returns the console. Records an issue and returns `nil` when the VM could not
    /// start, boot or finish in `timeout` seconds.
    public static func boot(script: String, scratch: String, captures: [(marker: String, file: String)] = [],
                            timeout: Int = 240, size: String = "800x480") -> Run? {
        if let reason = unavailableReason {
            Issue.record("QEMU panel VM cannot start: \(reason)")
            return nil
        }
        // One VM at a time on this machine: the suites that boot one run in parallel, and two or
        // three emulated guests on two cores have timed out booting or hung. A file lock (not a
        // mutex) also keeps a second test process from booting beside this one.
        let lock = open("/tmp/pane-panel-vm.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o666)
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        var argv = [root + "/tools/panel-vm/panel-vm", "--arch", arch, "--timeout", "\(timeout)", "--scratch", scratch, "--size", size]
        for capture in captures { argv += ["--capture-on", capture.marker, "--capture", capture.file] }
        argv += ["--", "sh", "-c", "cd \(root) && " + script]
        let log = "\(scratch)/console.log"
        let status = spawn(argv, output: log)
        let text = readText(log)
        if status == 124 || status == 125 {
            Issue.record("the panel VM did not run (status \(status)): QEMU could not start or boot, or timed out\n\(text)")
            return nil
        }
        return Run(status: status, lines: text.split(separator: "\n").map { String($0) }, scratch: scratch)
    }

    /// A fresh scratch folder for one boot.
    public static func makeScratch(_ name: String) -> String {
        let path = "/tmp/\(name)-\(getpid())"
        mkdir(path, 0o755)
        return path
    }

    /// Runs `argv` with stdout and stderr into `output` (`AppProcess.spawn`).
    public static func spawn(_ argv: [String], output: String) -> Int32 { AppProcess.spawn(argv, output: output) }

    /// A whole file as text; empty when it cannot be read (`AppProcess.readText`).
    public static func readText(_ path: String) -> String { AppProcess.readText(path) }

    /// Compares two PNG files pixel for pixel, ignoring alpha (QEMU's screendump has none):
    /// `nil` when equal, else what differs. With `origin`, the shot may be larger: the expected
    /// picture must be at `origin` in it and every other pixel black.
    public static func pictureDifference(_ shotPath: String, _ expectedPath: String, at origin: (x: Int, y: Int)? = nil) -> String? {
        let shot: Surface
        do { shot = try PNG.decode(contentsOf: shotPath) } catch { return "cannot read \(shotPath): \(error)" }
        let expected: Surface
        do { expected = try PNG.decode(contentsOf: expectedPath) } catch { return "cannot read \(expectedPath): \(error)" }
        let o = origin ?? (0, 0)
        let (sw, sh, ew, eh) = (shot.width, shot.height, expected.width, expected.height)
        let fits = origin == nil ? sw == ew && sh == eh : o.x >= 0 && o.y >= 0 && o.x + ew <= sw && o.y + eh <= sh
        guard fits else { return "sizes differ: \(sw)x\(sh) vs \(ew)x\(eh) at (\(o.x), \(o.y))" }
        var differing = 0
        var first = ""
        for y in 0..<sh {
            for x in 0..<sw {
                let ex = x - o.x, ey = y - o.y
                let inside = ex >= 0 && ey >= 0 && ex < ew && ey < eh
                let want: UInt32 = inside ? expected[ex, ey] | 0xFF00_0000 : 0xFF00_0000
                guard shot[x, y] | 0xFF00_0000 != want else { continue }
                differing += 1
                if first.isEmpty { first = "(\(x), \(y)): \(hex(shot[x, y])) vs \(hex(want))" }
            }
        }
        return differing == 0 ? nil : "\(differing) pixels differ, first at \(first)"
    }

    static func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16) }
}
