#if canImport(Glibc)
import Glibc
#endif

/// What `fps attach PID` checks before it believes a profiler socket, and how it names what
/// it writes (issue 28 item 3). `fps attach` is often run as root; the socket and the process
/// it names are not under root's control, so:
///
/// - The socket is looked for in one folder only: the one given (`--socket-dir`, else
///   `PANE_PROFILE_SOCKET`), else `/run/pane` (the service's `RuntimeDirectory`); never in a
///   folder anyone may write such as /tmp.
/// - The file there must be a socket (`lstat`: not a symlink, not a FIFO) owned by root or by
///   the process's user (its effective uid in `/proc/PID/status`).
/// - The process that accepted the connection must be that process, running as that user or
///   root (`SO_PEERCRED`), so a socket swapped in after the check is caught too.
/// - The default output's name comes from `/proc/PID/comm` (which a process sets as it likes)
///   only through `outputName`: [A-Za-z0-9._-] and a fixed suffix, in the current folder; it
///   is opened with `O_CREAT | O_EXCL | O_NOFOLLOW`, so no existing file or link is written
///   through.
public enum ProfileSocketTrust {
    /// The folder `fps attach` looks in.
    public static func directory(flag: String?, environment: String?) -> String {
        if let flag, !flag.isEmpty { return flag }
        if let environment, !environment.isEmpty { return environment }
        return "/run/pane"
    }

    /// The effective uid of process `pid` (the second number of the `Uid:` line of
    /// `/proc/PID/status`, proc(5)); `nil` when there is no such process or it cannot be read.
    public static func uid(ofProcess pid: Int32) -> UInt32? {
        guard let bytes = Profile.readFile("/proc/\(pid)/status") else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Uid:") {
            let numbers = line.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return numbers.count >= 2 ? UInt32(numbers[1]) : nil
        }
        return nil
    }

    /// Why the file at `path` is not a socket to trust for a process running as `appUID`;
    /// `nil` when it is one. `lstat`, so a symbolic link is refused as itself.
    public static func socketFileProblem(_ path: String, appUID: UInt32) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return "cannot stat \(path): \(String(cString: strerror(errno)))" }
        guard st.st_mode & S_IFMT == S_IFSOCK else { return "\(path) is not a socket (\(kindName(st.st_mode)))" }
        guard st.st_uid == appUID || st.st_uid == 0 else {
            return "\(path) belongs to uid \(st.st_uid), neither the app's user (uid \(appUID)) nor root: not trusted"
        }
        return nil
    }

    /// Why a peer with these credentials is not process `pid` running as `appUID` (or root);
    /// `nil` when it is.
    public static func peerProblem(peerPID: Int32, peerUID: UInt32, pid: Int32, appUID: UInt32) -> String? {
        if peerPID != pid { return "the socket is served by process \(peerPID), not \(pid): not trusted" }
        if peerUID != appUID && peerUID != 0 {
            return "the socket's process runs as uid \(peerUID), neither the app's user (uid \(appUID)) nor root: not trusted"
        }
        return nil
    }

    /// `peerProblem` for the process at the other end of the connected socket `fd`
    /// (`SO_PEERCRED`, unix(7): the credentials it had when it called `listen`).
    public static func peerProblem(socket fd: Int32, pid: Int32, appUID: UInt32) -> String? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (unix(7)), read as three 32-bit
        // words: Swift's Glibc module shows `ucred` only with _GNU_SOURCE.
        var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(Int32, UInt32, UInt32)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, length == 12 else {
            return "cannot read the socket's peer (SO_PEERCRED): \(String(cString: strerror(errno)))"
        }
        return peerProblem(peerPID: credentials.0, peerUID: credentials.1, pid: pid, appUID: appUID)
    }

    /// The default output file of `fps attach`: the process's name (from `comm`, the bytes of
    /// `/proc/PID/comm`) kept to [A-Za-z0-9._-], each other byte `_`, at most 32 of them, then
    /// `-PID.paneprof`. No slash can pass, so the file is in the current folder; a name that
    /// is empty or only dots becomes `app`.
    public static func outputName(comm: [UInt8], pid: Int32) -> String {
        var name: [UInt8] = []
        for byte in comm.prefix(while: { $0 != UInt8(ascii: "\n") }).prefix(32) {
            let ok = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            name.append(ok ? byte : UInt8(ascii: "_"))
        }
        if name.allSatisfy({ $0 == UInt8(ascii: ".") }) { name = Array("app".utf8) }
        return String(decoding: name, as: UTF8.self) + "-\(pid).paneprof"
    }

    /// Creates `path` for writing, only if nothing is there yet, and not through a symbolic
    /// link (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0644): the descriptor, or a message.
    public static func createOutput(_ path: String) -> Result<Int32, ProfileError> {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let e = errno
            return .failure(ProfileError("cannot create \(path): \(String(cString: strerror(e)))"
                                         + (e == EEXIST ? " (fps never writes over a file: choose another name with -o)" : "")))
        }
        return .success(fd)
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        default: "another kind of file"
        }
    }
}
