import Testing
import Glibc
import PaneGeometry
import PanePixels
import PaneDisplay

/// KMSDisplay on a real kernel: tools/panel-vm boots QEMU with the bochs DRM driver and runs
/// tools/panel-check inside; the host captures the screen through QMP and compares it, pixel
/// for pixel, with the same frames rendered headless (`panel-check pattern`).
///
/// One VM boot serves every test here (the guest is slow): the script below runs each case in
/// turn and the tests read its console and captures. Where QEMU cannot run these tests are
/// skipped with a loud message, except under CI=true, where they run and fail.
@Suite(.serialized, .enabled(if: PanelVM.shouldRun, "QEMU panel VM unavailable: \(PanelVM.unavailableReason ?? "")"))
struct KMSDisplayVMTests {
    @Test func presentsTheFramePixelForPixel() throws {
        let run = try #require(PanelVM.session.result)
        #expect(run.lines.contains("pane-test: present status=0"), "\(run.log)")
        try expectSamePicture(run.scratch + "/shot-atomic.png", run.scratch + "/expected-0.png")
        // Frame 3 went into a buffer of age 2: only the damage of frames 2 and 3 was copied.
        #expect(run.lines.contains("panel-check: frame 3 copied 40600 px, clips [(300, 80, 160, 160), (100, 300, 150, 100)]"),
                "\(run.log)")
    }

    @Test func legacyFlipsWithSoftwareRotation() throws {
        let run = try #require(PanelVM.session.result)
        #expect(run.lines.contains { $0.hasPrefix("panel-check:") && $0.contains("rotation 90 legacy") }, "\(run.log)")
        #expect(run.lines.contains("pane-test: rotated status=0"), "\(run.log)")
        try expectSamePicture(run.scratch + "/shot-legacy-90.png", run.scratch + "/expected-90.png")
    }

    @Test func theSavedCRTCComesBackOnExit() throws {
        let run = try #require(PanelVM.session.result)
        let states = run.lines.filter { $0.hasPrefix("panel-check: /dev/dri/card0 Virtual-1 crtc") }
        #expect(states.count == 4, "\(run.log)")
        // Before anything ran, after a normal exit, after the rotated run, after SIGTERM.
        #expect(Set(states).count == 1, "the CRTC differs after a run: \(states)")
        let restored = run.lines.filter { $0.hasPrefix("panel-check: restored CRTC") }
        #expect(restored.count == 3, "\(run.log)")
        // Each restore put back the framebuffer the probe saw before anything ran.
        let before = states.first.flatMap(framebuffer(in:))
        #expect(before != nil && restored.allSatisfy { framebuffer(in: $0) == before }, "\(restored) vs \(states)")
    }

    /// The number after "fb" in a probe or restore line.
    func framebuffer(in line: String) -> String? {
        let words = line.split(separator: " ")
        guard let i = words.firstIndex(of: "fb"), i + 1 < words.count else { return nil }
        return String(words[i + 1])
    }

    @Test func aSecondProgramGetsAClearErrorAndStatus2() throws {
        let run = try #require(PanelVM.session.result)
        #expect(run.lines.contains("pane-test: second status=2"), "\(run.log)")
        #expect(run.lines.contains { $0.hasPrefix("panel-check: another program is showing on /dev/dri/card0 (it holds DRM master)") },
                "\(run.log)")
        // The first program ended by SIGTERM, restored the CRTC and exited cleanly.
        #expect(run.lines.contains("panel-check: signal 15; stopping"), "\(run.log)")
        #expect(run.lines.contains("pane-test: first status=0"), "\(run.log)")
    }

    func expectSamePicture(_ shotPath: String, _ expectedPath: String) throws {
        let shot = try PNG.decode(contentsOf: shotPath)
        let expected = try PNG.decode(contentsOf: expectedPath)
        #expect(shot.width == expected.width && shot.height == expected.height)
        guard shot.width == expected.width, shot.height == expected.height else { return }
        var differing = 0
        var first: String?
        for y in 0..<shot.height {
            for x in 0..<shot.width where shot[x, y] | 0xFF00_0000 != expected[x, y] | 0xFF00_0000 {
                differing += 1
                if first == nil { first = "(\(x), \(y)): \(hex(shot[x, y])) vs \(hex(expected[x, y]))" }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ, first at \(first ?? "")")
    }

    func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16) }
}

/// One boot of tools/panel-vm running every case, shared by the tests above.
enum PanelVM {
    struct Run: Sendable {
        var status: Int32
        var lines: [String]
        var scratch: String
        var log: String { lines.joined(separator: "\n") }
    }

    struct Session: Sendable {
        var result: Run?
    }

    static let isCI = getenv("CI").map { String(cString: $0) == "true" } ?? false

    /// The repository root, from this file's path (Tests/PaneDisplayTests/…).
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The folder the test binary is in, where SwiftPM also puts PanelCheck.
    static let productsDirectory: String = {
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

    static let unavailableReason: String? = {
        if access("/usr/bin/qemu-system-x86_64", X_OK) != 0 { return "qemu-system-x86_64 is not installed (apt install qemu-system-x86)" }
        var glob = glob_t()
        defer { globfree(&glob) }
        if Glibc.glob("/boot/vmlinuz-*", 0, nil, &glob) != 0 { return "no kernel in /boot (apt install linux-image-amd64)" }
        if access("/bin/busybox", X_OK) != 0 && access("/usr/bin/busybox", X_OK) != 0 { return "busybox is missing (apt install busybox-static)" }
        return nil
    }()

    static let shouldRun: Bool = {
        if let reason = unavailableReason {
            let line = String(repeating: "!", count: 78)
            print("\(line)\n!! KMSDisplay VM tests NOT RUN: \(reason)\n!! (they run and fail under CI=true)\n\(line)")
            return isCI
        }
        return true
    }()

    static let session: Session = Session(result: boot())

    private static func boot() -> Run? {
        if let reason = unavailableReason {
            Issue.record("QEMU panel VM cannot start: \(reason)")
            return nil
        }
        guard !productsDirectory.isEmpty else {
            Issue.record("PanelCheck was not built next to the tests: swift build --product PanelCheck")
            return nil
        }
        let check = productsDirectory + "/PanelCheck"
        let scratch = "/tmp/pane-kms-vm-\(getpid())"
        mkdir(scratch, 0o755)
        // The host's expected pictures.
        for (rotation, name) in [(0, "expected-0.png"), (90, "expected-90.png")] {
            let status = spawn([check, "pattern", "\(scratch)/\(name)", "--size", "800x480", "--rotation", "\(rotation)"],
                               output: "\(scratch)/pattern.log")
            if status != 0 {
                Issue.record("panel-check pattern failed with \(status)")
                return nil
            }
        }
        let script = """
            P=\(check)
            $P crtc
            $P present --marker PANE-CAPTURE-ATOMIC --hold 30; echo "pane-test: present status=$?"
            $P crtc
            $P present --legacy --rotation 90 --marker PANE-CAPTURE-LEGACY --hold 30; echo "pane-test: rotated status=$?"
            $P crtc
            $P present --hold 60 --ready-file \(scratch)/ready &
            first=$!
            i=0; while [ ! -e \(scratch)/ready ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
            $P present --hold 1; echo "pane-test: second status=$?"
            kill -TERM $first; wait $first; echo "pane-test: first status=$?"
            $P crtc
            """
        let log = "\(scratch)/console.log"
        let status = spawn([root + "/tools/panel-vm/panel-vm", "--timeout", "240", "--scratch", scratch,
                            "--capture-on", "PANE-CAPTURE-ATOMIC", "--capture", "\(scratch)/shot-atomic.png",
                            "--capture-on", "PANE-CAPTURE-LEGACY", "--capture", "\(scratch)/shot-legacy-90.png",
                            "--", "sh", "-c", script], output: log)
        let text = (try? readText(log)) ?? ""
        let lines = text.split(separator: "\n").map { String($0) }
        if status == 124 || status == 125 {
            Issue.record("the panel VM did not run (status \(status)): QEMU could not start or boot\n\(text)")
            return nil
        }
        return Run(status: status, lines: lines, scratch: scratch)
    }

    /// Runs `argv` with stdout and stderr into `output`; its exit status.
    static func spawn(_ argv: [String], output: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    static func readText(_ path: String) throws -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
