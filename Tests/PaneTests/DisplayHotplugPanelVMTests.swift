import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Display hot-plug on a real kernel: `cafe-kiosk` on the panel VM's bochs card, its connector
/// forced off and on again through sysfs (`/sys/class/drm/card0-Virtual-1/status`). A real
/// unplug's interrupt makes the kernel send a `change` uevent; forcing the status does not on a
/// driver that does not poll its connectors (bochs), so the script writes `change` to the card's
/// `uevent` file after each, which sends that event.
///
/// The VM's panel is 1024x768 here: forced back on, Debian 13's bochs offers its standard modes
/// (1024x768 preferred) rather than the EDID's, and QEMU's screen then misses the top of a
/// picture shown after a change of mode (the lower rows show the right pixels; a 1024x768 app
/// without any letterbox shows the same), so both kernels are given the mode they come back in.
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("display hot-plug panel VM tests"), "QEMU panel VM unavailable (the banner printed above says why)"))
struct DisplayHotplugPanelVMTests {
    @Test("unplugged: one line, the app runs on and takes touches; plugged back: the mode again, the whole picture")
    func unplugAndPlugBack() throws {
        let products = PanelVM.productsDirectory
        try #require(!products.isEmpty && access(products + "/cafe-kiosk", X_OK) == 0 && access(products + "/touch-replay", X_OK) == 0,
                     "cafe-kiosk and touch-replay were not built next to the tests: swift build --build-tests")
        let scratch = PanelVM.makeScratch("pane-hotplug-vm")
        let recording = PanelVM.root + "/Examples/CafeKiosk/Tests/CafeKioskTests/Recordings/order.evemu"
        let frames = scratch + "/headless"
        let status = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/cafe-kiosk", "--display", "headless", "--size", "1024x768",
                                    "--replay", recording, "--frames-out", frames, "--every", "1000000"], output: scratch + "/headless.log")
        try #require(status == 0, "\(PanelVM.readText(scratch + "/headless.log"))")
        let expected = try #require(HotplugFrames.lastFrame(in: frames))
        let script = """
            \(HotplugFrames.shell(products: products, scratch: scratch))
            R=\(products)/touch-replay
            $K --display kms >$S/app.out 2>$S/app.err &
            app=$!
            settled
            unplug
            waitfor "was unplugged"
            echo "pane-test: unplugged $(cat $ST)"
            $R --uinput \(recording) --wait 3 --hold 1 2>$S/replay.err; echo "pane-test: replay status=$?"
            settled
            plug
            waitfor "is back"
            echo "pane-test: back $(cat $ST)"
            settled
            finish PANE-HOTPLUG-CAPTURE
            """
        let run = try #require(PanelVM.boot(script: script, scratch: scratch,
                                            captures: [("PANE-HOTPLUG-CAPTURE", scratch + "/panel.png")], timeout: 600, size: "1024x768"))
        #expect(run.lines.contains("pane-test: unplugged disconnected"), "\(run.log)")
        #expect(run.lines.contains("pane-test: replay status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: back connected"), "\(run.log)")
        #expect(run.lines.contains("pane-test: app status=0"), "\(run.log)")
        #expect(run.lines.contains("app.err: cafe-kiosk: display: Virtual-1 was unplugged; running on without a panel"), "\(run.log)")
        #expect(run.lines.contains { $0.hasPrefix("app.err: cafe-kiosk: display: Virtual-1 is back at 1024x768@") && $0.hasSuffix("; repainting it whole") },
                "\(run.log)")
        let difference = PanelVM.pictureDifference(scratch + "/panel.png", expected)
        #expect(difference == nil, "the panel after the replug vs the headless replay: \(difference ?? "")\n\(run.log)")
    }

    @Test("started with no panel connected and a board naming a connector the card lacks and a mode it lacks: a line each, it waits; connected: its first screen, centred")
    func startWithoutAPanel() throws {
        let products = PanelVM.productsDirectory
        try #require(!products.isEmpty && access(products + "/cafe-kiosk", X_OK) == 0,
                     "cafe-kiosk was not built next to the tests: swift build --build-tests")
        let scratch = PanelVM.makeScratch("pane-nopanel-vm")
        let frames = scratch + "/headless"
        // 900x500 is in no standard mode list (DMT, EDID): the picture must be centred in 1024x768.
        let status = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/cafe-kiosk", "--display", "headless", "--size", "900x500",
                                    "--frames-out", frames, "--every", "1000000"], output: scratch + "/headless.log")
        try #require(status == 0, "\(PanelVM.readText(scratch + "/headless.log"))")
        let expected = try #require(HotplugFrames.lastFrame(in: frames))
        let script = """
            \(HotplugFrames.shell(products: products, scratch: scratch))
            mkdir -p $S/boards
            printf 'description = a board whose panel is on another connector\\nconnector = HDMI-A-9\\nmode = 900x500\\n' > $S/boards/elsewhere.board
            unplug
            sleep 1
            PANE_BOARDS=$S/boards $K --display kms --board elsewhere >$S/app.out 2>$S/app.err &
            app=$!
            waitfor "Waiting for a panel"
            sleep 3
            kill -0 $app && echo "pane-test: still running while it waits, lines on stdout: $(grep -c . $S/app.out)"
            plug
            waitfor "a panel is connected"
            settled
            finish PANE-NOPANEL-CAPTURE
            """
        let run = try #require(PanelVM.boot(script: script, scratch: scratch,
                                            captures: [("PANE-NOPANEL-CAPTURE", scratch + "/panel.png")], timeout: 600, size: "1024x768"))
        #expect(run.lines.contains("pane-test: still running while it waits, lines on stdout: 0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: app status=0"), "\(run.log)")
        let lines = run.lines.filter { $0.hasPrefix("app.err: ") }
        #expect(lines.first == "app.err: pane: no connected display on /dev/dri/card0 (/dev/dri/card0: Virtual-1 disconnected). "
                + "Check the panel's cable and the board's `connector` setting. Waiting for a panel to be connected", "\(run.log)")
        // The driver: bochs (Debian 12), bochs-drm (Debian 13), virtio_gpu (the arm64 guest).
        #expect(lines.contains { $0.hasPrefix("app.err: pane: a panel is connected: /dev/dri/card0 (") && $0.contains(") Virtual-1 1024x768@") },
                "\(run.log)")
        #expect(lines.contains { $0.hasPrefix("app.err: pane: there is no connector HDMI-A-9 on /dev/dri/card0 (it has Virtual-1); showing on "
                                              + "the first connected one instead: correct the board's `connector`; Virtual-1 has no 900x500 "
                                              + "mode; the 900x500 picture is centred at (62, 134) on black in 1024x768@") }, "\(run.log)")
        let difference = PanelVM.pictureDifference(scratch + "/panel.png", expected, at: (62, 134))
        #expect(difference == nil, "the panel once connected vs the headless first screen: \(difference ?? "")\n\(run.log)")
    }
}

/// The highest-numbered `frame-NNNNN.png` in a folder.
enum HotplugFrames {
    /// The shell both scripts start with: `K` (cafe-kiosk), `S` (the scratch folder), `ST` (the
    /// connector's forced status); `waitfor TEXT` in app.err (2 min), `settled` (app.out ends in
    /// `pane: settled` and stays so for a second; 2 min), `unplug` and `plug` (forced, with the
    /// `change` uevent bochs does not send itself), and `finish MARKER` (the capture, then
    /// SIGTERM, the status and app.err, each line prefixed `app.err: `). The app's pid is `$app`.
    static func shell(products: String, scratch: String) -> String {
        """
        K=\(products)/cafe-kiosk S=\(scratch) ST=/sys/class/drm/card0-Virtual-1/status
        waitfor() { i=0; while ! grep -q "$1" $S/app.err && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done; }
        settled() { i=0; while [ $i -lt 600 ]; do
            if [ "$(tail -n 1 $S/app.out)" = "pane: settled" ]; then n=$(wc -l <$S/app.out); sleep 1; [ "$(wc -l <$S/app.out)" = "$n" ] && return 0; fi
            sleep 0.2; i=$((i+1)); done; }
        unplug() { echo off > $ST; echo change > /sys/class/drm/card0/uevent; }
        plug() { echo on > $ST; echo change > /sys/class/drm/card0/uevent; }
        finish() { echo "$1"; read ack; kill -TERM $app; wait $app; echo "pane-test: app status=$?"; sed 's/^/app.err: /' $S/app.err; }
        """
    }

    static func lastFrame(in directory: String) -> String? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var best: String?
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("frame-"), name.hasSuffix(".png"), best.map({ name > $0 }) ?? true { best = name }
        }
        return best.map { directory + "/" + $0 }
    }
}
