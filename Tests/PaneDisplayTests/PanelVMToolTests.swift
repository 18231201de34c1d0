import Testing
import Glibc
import PaneTestSupport

/// tools/panel-vm's own behaviour when a run goes wrong: the time it allows is scaled (here by
/// `PANEL_VM_TIMEOUT_SCALE`, as a loaded CI machine scales it by itself), and a guest that dies
/// before its command finishes makes panel-vm print the VM's console, so a failure under load
/// says what the guest was doing instead of one bare line.
@Suite(.serialized, .enabled(if: PanelVM.shouldRun("panel-vm tool tests"), "QEMU panel VM unavailable (the banner printed above says why)"))
struct PanelVMToolTests {
    /// One boot: the guest prints a line, then reboots itself at once (sysrq `b`), which under
    /// QEMU's -no-reboot ends QEMU before the command could report an exit status.
    static let run: (status: Int32, text: String) = {
        let scratch = PanelVM.makeScratch("panel-vm-tool")
        let lock = open("/tmp/pane-panel-vm.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o666)
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        let argv = ["/usr/bin/env", "PANEL_VM_TIMEOUT_SCALE=2",
                    PanelVM.root + "/tools/panel-vm/panel-vm", "--arch", PanelVM.arch, "--timeout", "300",
                    "--scratch", scratch, "--",
                    "sh", "-c", "echo pane-test: the guest was here; sync; echo b > /proc/sysrq-trigger; sleep 600"]
        let log = scratch + "/console.log"
        let status = PanelVM.spawn(argv, output: log)
        return (status, PanelVM.readText(log))
    }()

    @Test func aGuestThatDiesEarlyIsReportedWithItsConsole() {
        let run = Self.run
        #expect(run.status == 125, "\(run.text)")
        #expect(run.text.contains("panel-vm: QEMU ended before the command finished"), "\(run.text)")
        #expect(run.text.contains("panel-vm: the VM's console, last 80 lines (time scale 2.00,"), "\(run.text)")
        // The guest's own line, as the console showed it, is in the report.
        #expect(run.text.contains("panel-vm: | pane-test: the guest was here"), "\(run.text)")
    }
}
