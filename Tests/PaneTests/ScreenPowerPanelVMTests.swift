import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Screen power on a real kernel: `cafe-kiosk --dim-after 2 --screen-off-after 15` on the panel
/// VM's bochs DRM card. With no backlight there (one log line), it dims the picture, then
/// switches the output off through the connector's DPMS property, which the kernel reports in
/// `/sys/class/drm/card0-Virtual-1/dpms`; it draws nothing while dark; a touch replayed through
/// uinput wakes it (DPMS on) and is swallowed.
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("ScreenPower panel VM tests"), "QEMU panel VM unavailable (the banner printed above says why)"))
struct ScreenPowerPanelVMTests {
    static let run: PanelVM.Run? = boot()

    static func boot() -> PanelVM.Run? {
        let products = PanelVM.productsDirectory
        guard !products.isEmpty, access(products + "/cafe-kiosk", X_OK) == 0, access(products + "/touch-replay", X_OK) == 0 else {
            Issue.record("cafe-kiosk and touch-replay were not built next to the tests: swift build --build-tests")
            return nil
        }
        let scratch = PanelVM.makeScratch("pane-power-vm")
        let recording = PanelVM.root + "/Examples/CafeKiosk/Tests/CafeKioskTests/Recordings/order.evemu"
        let script = """
            K=\(products)/cafe-kiosk R=\(products)/touch-replay S=\(scratch)
            dpms() { cat /sys/class/drm/card0-Virtual-1/dpms; }
            waitfor() { i=0; while ! grep -q "$1" $S/app.err && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done; }
            $K --display kms --dim-after 2 --screen-off-after 15 --trace $S/trace.jsonl >$S/app.out 2>$S/app.err &
            app=$!
            i=0; while ! grep -q "pane: settled" $S/app.out && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done
            echo "pane-test: dpms-on $(dpms)"
            waitfor "screen off"
            sleep 1
            echo "pane-test: dpms-off $(dpms)"
            n=$(wc -l <$S/trace.jsonl); sleep 3; echo "pane-test: frames-while-dark $(( $(wc -l <$S/trace.jsonl) - n ))"
            $R --uinput \(recording) --wait 3 --hold 1 2>$S/replay.err; echo "pane-test: replay status=$?"
            waitfor "screen on (touched)"
            echo "pane-test: dpms-woken $(dpms)"
            kill -TERM $app; wait $app; echo "pane-test: app status=$?"
            sed 's/^/app.err: /' $S/app.err
            grep -o '"power": "[a-z]*"' $S/trace.jsonl | uniq | sed 's/^/trace: /'
            """
        return PanelVM.boot(script: script, scratch: scratch, timeout: 600)
    }

    @Test("dim, then DPMS off after the idle times; no frames while dark; a touch turns DPMS on and presses nothing")
    func dimOffWake() throws {
        let run = try #require(Self.run)
        #expect(run.lines.contains("pane-test: dpms-on On"), "\(run.log)")
        #expect(run.lines.contains("pane-test: dpms-off Off"), "\(run.log)")
        #expect(run.lines.contains("pane-test: frames-while-dark 0"), "\(run.log)")
        #expect(run.lines.contains("pane-test: dpms-woken On"), "\(run.log)")
        #expect(run.lines.contains("pane-test: app status=0"), "\(run.log)")
        let log = run.lines.filter { $0.hasPrefix("app.err: cafe-kiosk: screen") }
        #expect(log.prefix(4) == ["app.err: cafe-kiosk: screen power: no backlight in /sys/class/backlight; dimming darkens the picture instead",
                                  "app.err: cafe-kiosk: screen dim (no touch for 2 s)", "app.err: cafe-kiosk: screen off (no touch for 15 s)",
                                  "app.err: cafe-kiosk: screen on (touched)"], "\(run.log)")
        // The trace: on, dim, off, then on again after the touch.
        let powers = run.lines.filter { $0.hasPrefix("trace: ") }
        #expect(powers.prefix(4) == ["trace: \"power\": \"on\"", "trace: \"power\": \"dim\"", "trace: \"power\": \"off\"",
                                     "trace: \"power\": \"on\""], "\(run.log)")
    }
}
