import Testing
import Pane
import PaneTesting
#if canImport(Glibc)
import Glibc
#endif

/// Running an executable as a user would, for command-line tests.
@MainActor
@Suite struct AppProcessTests {
    let sh = AppProcess(path: "/bin/sh")

    @Test("the exit status, and standard output and error together, in the order written")
    func statusAndOutput() {
        let run = sh.run(["-c", "echo one; echo two >&2; echo three; exit 3"])
        #expect(run == AppProcess.Result(status: 3, output: "one\ntwo\nthree\n"))
    }

    @Test("a signal is 128 + its number; a missing executable is 127")
    func signalsAndMissing() {
        #expect(sh.run(["-c", "kill -9 $$"]).status == 137)
        #expect(AppProcess(path: "/nonexistent/app").run([]).status == 127)
        #expect(!AppProcess(path: "/nonexistent/app").exists && sh.exists)
    }

    @Test("it runs in a new empty folder under /tmp, removed afterwards, with no standard input")
    func scratchFolder() {
        let run = sh.run(["-c", "pwd; ls -A | wc -l; cat"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines[0].hasPrefix("/tmp/pane-app-process-") && lines[1].filter { $0 != " " } == "0")
        #expect(access(lines[0], F_OK) != 0, "the scratch folder is removed")
    }

    @Test("the variables named in unsetting are removed for the child only")
    func unsetting() {
        // (`PATH` would not do: sh gives itself a default one.)
        setenv("PANE_APP_PROCESS_TEST", "set", 1)
        let removed = AppProcess(path: "/bin/sh", unsetting: ["PANE_APP_PROCESS_TEST"]).run(["-c", "echo ${PANE_APP_PROCESS_TEST-unset}"])
        #expect(removed.output == "unset\n")
        #expect(sh.run(["-c", "echo ${PANE_APP_PROCESS_TEST-unset}"]).output == "set\n")
    }

    @Test("a product is found beside the test binary; an unknown one keeps its bare name")
    func product() {
        #expect(AppProcess(product: "no-such-product-here").path == "no-such-product-here")
        #expect(AppProcess(product: "gallery").path.hasSuffix("/gallery") && AppProcess(product: "gallery").exists)
    }

    @Test("listedFlags reads the flags of AppLauncher's usage, sorted, value placeholders and -h split off")
    func listedFlags() {
        let usage = AppLauncher.usage(program: "app", flags: [AppFlag("--menu", value: "FILE", help: "the menu")])
        #expect(AppProcess.listedFlags(usage) == AppLauncher.acceptedFlags([AppFlag("--menu", value: "FILE", help: "the menu")]))
        #expect(AppProcess.listedFlags("usage: x\n  --a N    help\n  --help, -h   this help\nnot a flag\n") == ["--a", "--help", "-h"])
    }
}

extension AppProcessTests {
    @Test("the child starts with no signal blocked, whatever the spawning thread blocks: SIGTERM ends a daemon it leaves behind")
    func childSignalsAreClean() throws {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let out = "/tmp/pane-app-process-signals-\(getpid())"
        defer { unlink(out) }
        #expect(AppProcess.spawn(["/bin/sh", "-c", "grep -E '^Sig(Blk|Ign)' /proc/self/status"], output: out) == 0)
        let lines = AppProcess.readText(out).split(separator: "\n").map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(lines.first == "0000000000000000", "\(lines)")
        // SIGTERM (15) is not ignored: bit 14 of SigIgn is clear.
        let ignored = UInt64(lines.last ?? "", radix: 16) ?? .max
        #expect(ignored & (1 << 14) == 0, "\(lines)")
    }
}
