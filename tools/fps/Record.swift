import Pane
import Glibc

/// The child being recorded, for the signal handler that passes SIGTERM and SIGHUP on.
nonisolated(unsafe) var recordedChild: pid_t = 0

/// `fps record [-o FILE] -- APP ARGS…`: runs APP with `PANE_PROFILE=FILE` (every Pane app takes
/// it through `AppLauncher`) and waits for it. Ctrl-C reaches the app through the terminal (fps
/// itself ignores it), SIGTERM and SIGHUP are passed on; the app then writes its end record.
/// If it dies without one, fps closes the file with an `end` record saying so. Either way the
/// file is complete.
enum Record {
    static func run(_ arguments: [String]) -> Int32 {
        var output: String?
        var i = 0
        var command: [String] = []
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            switch a {
            case "-o":
                guard i < arguments.count else { fail("-o needs a file", usage: true) }
                output = arguments[i]
                i += 1
            case "--":
                command = Array(arguments[i...])
                i = arguments.count
            default:
                // `fps record APP ARGS` without `--` is taken as the command too.
                command = Array(arguments[(i - 1)...])
                i = arguments.count
            }
        }
        guard let program = command.first else { fail("record needs an app to run: fps record -- APP ARGS...", usage: true) }
        let path = output ?? (String(program.split(separator: "/").last ?? "app") + ".paneprof")
        unlink(path)  // an old profile must not pass for this run's

        var env = currentEnvironment().filter { !$0.hasPrefix("PANE_PROFILE=") }
        env.append("PANE_PROFILE=\(path)")
        // The app handles SIGINT and SIGTERM itself (it restores the panel); fps waits.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM) { s in if recordedChild > 0 { kill(recordedChild, s) } }
        signal(SIGHUP) { s in if recordedChild > 0 { kill(recordedChild, s) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGHUP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        let rc = posix_spawnp(&pid, program, nil, &attributes, argv, envp)
        guard rc == 0 else { fail("cannot run \(program): \(String(cString: strerror(rc)))") }
        recordedChild = pid
        var status: Int32 = 0
        _ = retryingOnInterrupt { waitpid(pid, &status, 0) }
        recordedChild = 0
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff, signal = status & 0x7f
        let how = exited ? "exited with status \(code)" : "was killed by signal \(signal)"

        guard let bytes = Profile.readFile(path), !bytes.isEmpty else {
            fail("\(program) \(how) without writing a profile: is it a Pane app (AppLauncher), and could it create \(path)?")
        }
        var profile: Profile
        do { profile = try Profile(bytes: bytes, name: path) } catch { fail("\(program) \(how); \(error)") }
        if !profile.isComplete {
            // Died mid-run: keep the whole records and close the file properly.
            let end = ProfileFormat.record(.end, [profile.frames.last?.target ?? 0, ProfileFormat.EndReason.died.rawValue,
                                                  exited ? Int64(code) + 256 : Int64(signal)])
            guard truncate(path, off_t(profile.wholeLength)) == 0, append(end, to: path) else {
                fail("cannot finish \(path): \(String(cString: strerror(errno)))")
            }
            note("\(program) \(how) before finishing its profile; \(path) was closed with what it had written")
            do { profile = try Profile(path: path) } catch { fail("\(error)") }
        }
        guard !profile.frames.isEmpty else {
            fail("\(program) \(how) before its first frame: nothing to report (\(path) holds no frames)")
        }
        note("\(program) \(how); \(profile.frames.count) frames recorded in \(path): fps report \(path)")
        return 0
    }

    static func append(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) == $0.count }
    }

    static func currentEnvironment() -> [String] {
        var out: [String] = []
        var p = environ
        while let entry = p.pointee {
            out.append(String(cString: entry))
            p += 1
        }
        return out
    }
}
