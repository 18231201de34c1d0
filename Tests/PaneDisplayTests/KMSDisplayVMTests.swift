import Testing
import Glibc
import PaneGeometry
import PanePixels
import PaneDisplay
import PaneTestSupport

/// KMSDisplay on a real kernel: tools/panel-vm boots QEMU with the bochs DRM driver and runs
/// tools/panel-check inside; the host captures the screen through QMP and compares it, pixel
/// for pixel, with the same frames rendered headless (`panel-check pattern`).
///
/// One VM boot serves every test here (the guest is slow): the script below runs each case in
/// turn and the tests read its console and captures. Where QEMU cannot run these tests are
/// skipped with a loud message, except under CI=true, where they run and fail.
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("KMSDisplay VM tests"), "QEMU panel VM unavailable (the banner printed above says why)"))
struct KMSDisplayVMTests {
    @Test func presentsTheFramePixelForPixel() throws {
        let run = try #require(KMSSession.run)
        #expect(run.lines.contains("pane-test: present status=0"), "\(run.log)")
        expectSamePicture(run.scratch + "/shot-atomic.png", run.scratch + "/expected-0.png")
        // Frame 3 went into a buffer of age 2: only the damage of frames 2 and 3 was copied.
        #expect(run.lines.contains("panel-check: frame 3 copied 40600 px, clips [(300, 80, 160, 160), (100, 300, 150, 100)]"),
                "\(run.log)")
    }

    @Test func legacyFlipsWithSoftwareRotation() throws {
        let run = try #require(KMSSession.run)
        #expect(run.lines.contains { $0.hasPrefix("panel-check:") && $0.contains("rotation 90 legacy") }, "\(run.log)")
        #expect(run.lines.contains("pane-test: rotated status=0"), "\(run.log)")
        expectSamePicture(run.scratch + "/shot-legacy-90.png", run.scratch + "/expected-90.png")
    }

    @Test func theSavedCRTCComesBackOnExit() throws {
        let run = try #require(KMSSession.run)
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
        let run = try #require(KMSSession.run)
        #expect(run.lines.contains("pane-test: second status=2"), "\(run.log)")
        #expect(run.lines.contains { $0.hasPrefix("panel-check: another program is showing on /dev/dri/card0 (it holds DRM master)") },
                "\(run.log)")
        // The first program ended by SIGTERM, restored the CRTC and exited cleanly.
        #expect(run.lines.contains("panel-check: signal 15; stopping"), "\(run.log)")
        #expect(run.lines.contains("pane-test: first status=0"), "\(run.log)")
    }

    func expectSamePicture(_ shotPath: String, _ expectedPath: String) {
        let difference = PanelVM.pictureDifference(shotPath, expectedPath)
        #expect(difference == nil, "\(shotPath) vs \(expectedPath): \(difference ?? "")")
    }
}

/// One boot of tools/panel-vm running every case, shared by the tests above.
enum KMSSession {
    static let run: PanelVM.Run? = boot()

    private static func boot() -> PanelVM.Run? {
        guard !PanelVM.productsDirectory.isEmpty else {
            Issue.record("PanelCheck was not built next to the tests: swift build --build-tests")
            return nil
        }
        let check = PanelVM.productsDirectory + "/PanelCheck"
        let scratch = PanelVM.makeScratch("pane-kms-vm")
        // The host's expected pictures (the x86_64 build's when the tests are arm64's).
        for (rotation, name) in [(0, "expected-0.png"), (90, "expected-90.png")] {
            let status = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/PanelCheck", "pattern", "\(scratch)/\(name)", "--size", "800x480", "--rotation", "\(rotation)"],
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
        return PanelVM.boot(script: script, scratch: scratch,
                            captures: [("PANE-CAPTURE-ATOMIC", "\(scratch)/shot-atomic.png"),
                                       ("PANE-CAPTURE-LEGACY", "\(scratch)/shot-legacy-90.png")])
    }
}
