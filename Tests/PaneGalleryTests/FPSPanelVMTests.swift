import Testing
import Glibc
import PaneTestSupport
import Pane

/// Issue 14's proof on a real kernel: in the virtual panel (bochs DRM, uinput), `fps record --
/// gallery --display kms` while `touch-replay --uinput` plays the flow recording into the evdev
/// core, and `fps attach PID` on the same app through its `--profile-socket /run/pane` meanwhile.
/// Ctrl-C (SIGINT to the app) ends the recording. The profile must have one DRM flip event per
/// frame shown after the first (which sets the mode and has none), each with its own vblank
/// sequence, a latency for every touch frame that changed the picture, and a hitch ratio. Then
/// the gallery runs with `--hud` and the screen is captured with the overlay on it.
@MainActor
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("fps panel VM tests"), "QEMU panel VM unavailable"))
struct FPSPanelVMTests {
    @Test func recordOnThePanelWhileTouchesAreReplayed() throws {
        let session = try #require(FPSSession.shared)
        let run = session.run
        #expect(run.lines.contains("pane-test: record status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: replay status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: report status=0"), "\(run.log)")
        let profile = try Profile(path: run.scratch + "/panel.paneprof")
        #expect(profile.isComplete && !profile.isVirtual && profile.end?.reason == ProfileFormat.EndReason.exited.rawValue)
        let shown = profile.frames.filter { $0.damagedPixels > 0 }
        // One flip event per frame shown, but the first (a modeset, synchronous, no event).
        #expect(profile.flips.count == shown.count - 1, "\(profile.flips.count) flips, \(shown.count) frames shown")
        #expect(profile.flips.allSatisfy { $0.frame > 0 })
        #expect(Set(profile.flips.map(\.frame)).count == profile.flips.count, "no frame has two flips")
        // bochs has no vblank interrupt: the kernel completes each flip at once with sequence 0 and
        // the time of completion (drm_crtc_send_vblank_event); a real panel's counter advances.
        let pairs = Array(zip(profile.flips.dropFirst(), profile.flips))
        let increasing = pairs.allSatisfy { $0.sequence >= $1.sequence && $0.vblank > $1.vblank }
        #expect(increasing, "vblank times increase")
        let flippedAfterStart = shown.dropFirst().allSatisfy { $0.vblank != nil && $0.vblank! > $0.target }
        #expect(flippedAfterStart)
        // Every touch frame delivered in a frame that changed the picture has its latency.
        let changedPicture = Set(shown.dropFirst().map(\.number))
        let summary = ProfileSummary(profile)
        let expected = profile.touches.filter { changedPicture.contains($0.frame) }.count
        #expect(expected > 10 && summary.latencies.count == expected, "\(summary.latencies.count) latencies, \(expected) expected")
        #expect(summary.latencies.allSatisfy { $0 > 0 && $0 < 2_000 })
        #expect(summary.motionSeconds > 0 && summary.hitchRatio.isFinite && summary.hitchRatio >= 0)
        let report = run.lines.filter { $0.hasPrefix("report: ") }.joined(separator: "\n")
        #expect(report.contains("report: hitches       ") && report.contains("report: latency (ms)  p50 "), "\(run.log)")
    }

    @Test func attachToTheRunningApp() throws {
        let run = try #require(FPSSession.shared).run
        #expect(run.lines.contains("pane-test: attach status=0"), "\(run.log)")
        let profile = try Profile(path: run.scratch + "/attach.paneprof")
        #expect(profile.isComplete && !profile.frames.isEmpty, "\(run.log)")
        #expect(profile.end?.reason == ProfileFormat.EndReason.detached.rawValue)
        #expect(run.lines.contains { $0.hasPrefix("app.err: pane: profiler socket /run/pane/pane-profile-") })
        #expect(run.lines.contains("pane-test: socket mode srw-------"), "\(run.log)")
    }

    @Test func theHUDIsOnThePanel() throws {
        let run = try #require(FPSSession.shared).run
        let shot = try PNG.decode(contentsOf: run.scratch + "/hud.png")
        // The HUD's background, top-right under the status bar, and its green text.
        #expect(shot[800 - 8 - 2, 36 + 2] & 0xFFFFFF == 0x101010)
        var green = 0
        for y in 36..<124 { for x in 462..<792 where shot[x, y] & 0x00FF00 > 0x008000 && shot[x, y] & 0xFF0000 < 0x800000 { green += 1 } }
        #expect(green > 200, "HUD text pixels: \(green)")
    }
}

/// One boot: record + attach during the replay, then the HUD.
@MainActor
struct FPSSession {
    var run: PanelVM.Run
    static let shared: FPSSession? = make()

    private static func make() -> FPSSession? {
        let products = PanelVM.productsDirectory
        guard !products.isEmpty, access(products + "/fps", X_OK) == 0, access(products + "/gallery", X_OK) == 0 else {
            Issue.record("fps, gallery and touch-replay were not built next to the tests: swift build --build-tests")
            return nil
        }
        let scratch = PanelVM.makeScratch("pane-fps-vm")
        guard GallerySession.writeFile(scratch + "/flow.evemu", FlowRecording.text()) else { return nil }
        let flags = GallerySession.galleryFlags.joined(separator: " ")
        let script = """
            F=\(products)/fps G=\(products)/gallery R=\(products)/touch-replay S=\(scratch)
            settled() { i=0; while [ $i -lt 600 ]; do
                if [ "$(tail -n 1 $1)" = "pane: settled" ]; then n=$(wc -l <$1); sleep 1; [ "$(wc -l <$1)" = "$n" ] && return 0; fi
                sleep 0.2; i=$((i+1)); done; return 1; }
            mkdir -p /run/pane
            $F record -o $S/panel.paneprof -- $G --display kms --profile-socket /run/pane \(flags) >$S/app.out 2>$S/app.err &
            rec=$!
            i=0; while ! grep -q "pane: settled" $S/app.out && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done
            sock=$(ls /run/pane/pane-profile-*.sock); pid=${sock##*pane-profile-}; pid=${pid%.sock}
            echo "pane-test: socket mode $(ls -l $sock | cut -c1-10)"
            $R --uinput $S/flow.evemu --wait 3 --hold 2 2>$S/replay.err & rep=$!
            $F attach $pid -o $S/attach.paneprof --seconds 5 2>$S/attach.err; echo "pane-test: attach status=$?"
            wait $rep; echo "pane-test: replay status=$?"
            settled $S/app.out && echo "pane-test: settled"
            kill -INT $pid; wait $rec; echo "pane-test: record status=$?"
            $F report $S/panel.paneprof >$S/report.txt 2>&1; echo "pane-test: report status=$?"
            $G --display kms --hud \(flags) >$S/hud.out 2>$S/hud.err & hud=$!
            i=0; while ! grep -q "pane: settled" $S/hud.out && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done
            sleep 2
            echo PANE-HUD-CAPTURE
            read ack
            kill -TERM $hud; wait $hud
            sed 's/^/app.out: /' $S/app.out; sed 's/^/app.err: /' $S/app.err; sed 's/^/attach: /' $S/attach.err
            sed 's/^/replay: /' $S/replay.err; sed 's/^/report: /' $S/report.txt; sed 's/^/hud.err: /' $S/hud.err
            """
        guard let run = PanelVM.boot(script: script, scratch: scratch,
                                     captures: [("PANE-HUD-CAPTURE", scratch + "/hud.png")], timeout: 600) else { return nil }
        return FPSSession(run: run)
    }
}
