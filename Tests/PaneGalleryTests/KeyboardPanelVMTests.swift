import Testing
import Glibc
import PaneTestSupport

/// A keyboard end to end on a real kernel (issue 25 item 7): inside the virtual panel the
/// gallery runs on `/dev/dri/card0` while `touch-replay --uinput` recreates a USB keyboard from
/// `Tests/PaneTests/Recordings/keys-gallery-filter.evemu` (Tab, then `scape-2`) through
/// `/dev/uinput`. The app must find the keyboard by hot-plug, read it through evdev and
/// libxkbcommon, move focus to the filter field with Tab and type into it; once it has settled,
/// the screen must equal, pixel for pixel, the last frame of the same gallery run headless with
/// `--replay` of the same file, and the log must say the keyboard came and went.
/// (QEMU's own PS/2 keyboard is there all along and types nothing here.)
@MainActor
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("Keyboard panel VM tests"), "QEMU panel VM unavailable (the banner printed above says why)"))
struct KeyboardPanelVMTests {
    static let recording = PanelVM.root + "/Tests/PaneTests/Recordings/keys-gallery-filter.evemu"
    static let scan = PanelVM.root + "/Tests/PaneTests/Recordings/keys-gallery-scan.evemu"

    @Test func aKeyboardThroughUinputTypesIntoTheGalleryFilter() throws {
        let session = try #require(KeyboardSession.shared)
        let run = session.run
        #expect(run.lines.contains("pane-test: replay status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: settled"), "the app never settled after the replay\n\(run.log)")
        let expected = try #require(session.expected, "no headless frame")
        let difference = PanelVM.pictureDifference(run.scratch + "/panel.png", expected)
        #expect(difference == nil, "\(difference ?? "")\n\(run.log)")
    }

    /// Then a barcode scanner through uinput: 40 keys in 20 ms (29 backspaces and
    /// `landscape-3`) into the field, in an emulated guest busy redrawing: every key must arrive
    /// (the reader thread drains the device while frames draw), so the screen equals the headless
    /// render of both recordings: exactly `landscape-3`, one photo.
    @Test func aScannerBurstThroughUinputArrivesWhole() throws {
        let session = try #require(KeyboardSession.shared)
        let run = session.run
        #expect(run.lines.contains("pane-test: scan status=0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: settled again"), "the app never settled after the scan\n\(run.log)")
        let expected = try #require(session.expectedAfterScan, "no headless frame")
        let difference = PanelVM.pictureDifference(run.scratch + "/panel-scan.png", expected)
        #expect(difference == nil, "\(difference ?? "")\n\(run.log)")
    }

    @Test func theKeyboardWasFoundAndLostByHotplug() throws {
        let run = try #require(KeyboardSession.shared).run
        let log = run.lines.filter { $0.hasPrefix("app.err: gallery: keyboards: ") }
        // The x86 guest has QEMU's PS/2 keyboard from the start ("AT Translated Set 2 keyboard"),
        // the arm64 guest (a virt machine) none; the recorded one joins, then leaves; then the
        // scanner does the same.
        #expect(log.count == 5, "\(run.log)")
        guard log.count == 5 else { return }
        #expect(log[4] == log[0] && log[3].hasSuffix("\"Barcode scanner in keyboard emulation (Pane test recording)\""), "\(log)")
        #expect(!log[0].contains("Pane test recording") && log[2] == log[0], "\(log)")
        let alone = log[0] == "app.err: gallery: keyboards: none" && log[1].hasPrefix("app.err: gallery: keyboards: /dev/input/event")
        #expect(alone || log[1].hasPrefix(log[0] + ", /dev/input/event") || log[1].contains(", /dev/input/event"), "\(log)")
        #expect(log[1].hasSuffix("\"USB keyboard (Pane test recording)\""), "\(log)")
    }
}

/// One boot: the headless render on the host, then the panel run.
@MainActor
struct KeyboardSession {
    var run: PanelVM.Run
    var expected: String?
    /// The headless run's last frame with the scan replayed after the typing.
    var expectedAfterScan: String?

    static let shared: KeyboardSession? = make()

    private static func make() -> KeyboardSession? {
        let products = PanelVM.productsDirectory
        guard !products.isEmpty, access(products + "/gallery", X_OK) == 0, access(products + "/touch-replay", X_OK) == 0 else {
            Issue.record("gallery and touch-replay were not built next to the tests: swift build --build-tests")
            return nil
        }
        let scratch = PanelVM.makeScratch("pane-keyboard-vm")
        let recording = KeyboardPanelVMTests.recording
        let frames = scratch + "/headless"
        let status = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/gallery", "--display", "headless", "--size", "800x480",
                                    "--replay", recording, "--frames-out", frames, "--every", "1000000"] + GallerySession.galleryFlags,
                                   output: scratch + "/headless.log")
        let headlessLog = PanelVM.readText(scratch + "/headless.log")
        var expected: String?
        if status == 0 && headlessLog.contains("pane: settled") {
            expected = GallerySession.lastFrame(in: frames)
        } else {
            Issue.record("the headless run failed (\(status)):\n\(headlessLog)")
        }
        let framesScan = scratch + "/headless-scan"
        let scanStatus = PanelVM.spawn([PanelVM.referenceProductsDirectory + "/gallery", "--display", "headless", "--size", "800x480",
                                        "--replay", recording, "--replay", KeyboardPanelVMTests.scan,
                                        "--frames-out", framesScan, "--every", "1000000"] + GallerySession.galleryFlags,
                                       output: scratch + "/headless-scan.log")
        var expectedAfterScan: String?
        if scanStatus == 0 && PanelVM.readText(scratch + "/headless-scan.log").contains("pane: settled") {
            expectedAfterScan = GallerySession.lastFrame(in: framesScan)
        } else {
            Issue.record("the headless run with the scan failed (\(scanStatus)):\n\(PanelVM.readText(scratch + "/headless-scan.log"))")
        }
        let flags = GallerySession.galleryFlags.joined(separator: " ")
        let script = """
            G=\(products)/gallery R=\(products)/touch-replay S=\(scratch)
            $G --display kms \(flags) >$S/app.out 2>$S/app.err &
            app=$!
            i=0; while ! grep -q "pane: settled" $S/app.out && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done
            $R --uinput \(recording) --wait 3 --hold 2 2>$S/replay.err; echo "pane-test: replay status=$?"
            i=0; while [ $i -lt 600 ]; do
                if [ "$(tail -n 1 $S/app.out)" = "pane: settled" ]; then
                    n=$(wc -l <$S/app.out); sleep 1
                    if [ "$(wc -l <$S/app.out)" = "$n" ]; then echo "pane-test: settled"; break; fi
                fi
                sleep 0.2; i=$((i+1))
            done
            echo PANE-KEYBOARD-CAPTURE
            read ack
            $R --uinput \(KeyboardPanelVMTests.scan) --wait 3 --hold 2 2>>$S/replay.err; echo "pane-test: scan status=$?"
            i=0; while [ $i -lt 600 ]; do
                if [ "$(tail -n 1 $S/app.out)" = "pane: settled" ]; then
                    n=$(wc -l <$S/app.out); sleep 1
                    if [ "$(wc -l <$S/app.out)" = "$n" ]; then echo "pane-test: settled again"; break; fi
                fi
                sleep 0.2; i=$((i+1))
            done
            echo PANE-KEYBOARD-SCAN-CAPTURE
            read ack
            kill -TERM $app; wait $app; echo "pane-test: app status=$?"
            sed 's/^/app.out: /' $S/app.out; sed 's/^/app.err: /' $S/app.err; sed 's/^/replay: /' $S/replay.err
            """
        guard let run = PanelVM.boot(script: script, scratch: scratch,
                                     captures: [("PANE-KEYBOARD-CAPTURE", scratch + "/panel.png"),
                                                ("PANE-KEYBOARD-SCAN-CAPTURE", scratch + "/panel-scan.png")],
                                     timeout: 900) else { return nil }
        return KeyboardSession(run: run, expected: expected, expectedAfterScan: expectedAfterScan)
    }
}
