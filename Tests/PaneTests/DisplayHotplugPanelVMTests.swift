import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Display hot-plug on a real kernel: `cafe-kiosk` on the panel VM's bochs card, its connector
/// forced off and on again through sysfs (`/sys/class/drm/card0-Virtual-1/status`). A real
/// unplug's interrupt makes the kernel send a `change` uevent; forcing the status does not on a
/// driver that does not poll its connectors (bochs), so the script writes `change` to the card's
/// `uevent` file after each, which sends that event. Unplugged, the app runs on and takes touches (replayed
/// through uinput); plugged back, it sets the mode again and repaints whole: the panel equals
/// the headless replay of the same touches.
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
        let status = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/cafe-kiosk", "--display", "headless", "--size", "800x480",
                                    "--replay", recording, "--frames-out", frames, "--every", "1000000"], output: scratch + "/headless.log")
        try #require(status == 0, "\(PanelVM.readText(scratch + "/headless.log"))")
        let expected = try #require(HotplugFrames.lastFrame(in: frames))
        let script = """
            K=\(products)/cafe-kiosk R=\(products)/touch-replay S=\(scratch) ST=/sys/class/drm/card0-Virtual-1/status
            waitfor() { i=0; while ! grep -q "$1" $S/app.err && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done; }
            settled() { i=0; while [ $i -lt 600 ]; do
                if [ "$(tail -n 1 $S/app.out)" = "pane: settled" ]; then n=$(wc -l <$S/app.out); sleep 1; [ "$(wc -l <$S/app.out)" = "$n" ] && return 0; fi
                sleep 0.2; i=$((i+1)); done; }
            $K --display kms >$S/app.out 2>$S/app.err &
            app=$!
            settled
            echo off > $ST; echo change > /sys/class/drm/card0/uevent
            waitfor "was unplugged"
            echo "pane-test: unplugged $(cat $ST)"
            $R --uinput \(recording) --wait 3 --hold 1 2>$S/replay.err; echo "pane-test: replay status=$?"
            settled
            echo on > $ST; echo change > /sys/class/drm/card0/uevent
            waitfor "is back"
            echo "pane-test: back $(cat $ST)"
            settled
            echo PANE-HOTPLUG-CAPTURE
            read ack
            kill -TERM $app; wait $app; echo "pane-test: app status=$?"
            sed 's/^/app.err: /' $S/app.err
            """
        let run = try #require(PanelVM.boot(script: script, scratch: scratch,
                                            captures: [("PANE-HOTPLUG-CAPTURE", scratch + "/panel.png")], timeout: 600))
        #expect(run.lines.contains("pane-test: unplugged disconnected"), "\(run.log)")
        #expect(run.lines.contains("pane-test: replay status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: back connected"), "\(run.log)")
        #expect(run.lines.contains("pane-test: app status=0"), "\(run.log)")
        #expect(run.lines.contains("app.err: cafe-kiosk: display: Virtual-1 was unplugged; running on without a panel"), "\(run.log)")
        #expect(run.lines.contains { $0.hasPrefix("app.err: cafe-kiosk: display: Virtual-1 is back at 800x480") }, "\(run.log)")
        let difference = PanelVM.pictureDifference(scratch + "/panel.png", expected)
        #expect(difference == nil, "the panel after the replug vs the headless replay: \(difference ?? "")")
    }
}

/// The highest-numbered `frame-NNNNN.png` in a folder.
enum HotplugFrames {
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
