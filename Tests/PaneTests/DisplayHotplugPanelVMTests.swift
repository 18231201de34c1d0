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
        // Debian 12's kernel gives the bochs connector its EDID modes back (800x480 preferred);
        // Debian 13's offers only its standard list after a forced replug (1024x768 preferred):
        // there the picture must sit centred on black.
        let back = run.lines.first { $0.hasPrefix("app.err: cafe-kiosk: display: Virtual-1 is back at ") } ?? ""
        let origin = HotplugFrames.centredOrigin(in: String(back))
        if origin == nil {
            #expect(back.hasPrefix("app.err: cafe-kiosk: display: Virtual-1 is back at 800x480@"), "\(run.log)")
            #expect(back.hasSuffix("; repainting it whole"), "\(run.log)")
        }
        let difference = PanelVM.pictureDifference(scratch + "/panel.png", expected, at: origin)
        #expect(difference == nil, "the panel after the replug vs the headless replay: \(difference ?? "")\n\(back)")
    }
}

/// The highest-numbered `frame-NNNNN.png` in a folder.
enum HotplugFrames {
    /// Where the replug line says the 800x480 picture sits in a larger mode
    /// (`… is back at 1024x768@60 (preferred), which has no 800x480 mode; the 800x480 picture is
    /// centred at (112, 144) on black; …`); `nil` for any other line.
    static func centredOrigin(in line: String) -> (x: Int, y: Int)? {
        guard let at = line.firstRange(of: ", which has no 800x480 mode; the 800x480 picture is centred at ("),
              let end = line[at.upperBound...].firstRange(of: ") on black; repainting it whole") else { return nil }
        let numbers = line[at.upperBound..<end.lowerBound].split(separator: ",").compactMap { Int(String($0.filter { $0 != " " })) }
        // Centred: half of what the mode has to spare on each axis.
        guard numbers.count == 2, let mode = line.firstRange(of: "is back at "),
              let size = line[mode.upperBound...].split(separator: "@").first?.split(separator: "x").compactMap({ Int($0) }),
              size.count == 2, numbers[0] == (size[0] - 800) / 2, numbers[1] == (size[1] - 480) / 2 else { return nil }
        return (numbers[0], numbers[1])
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
