import Glibc

/// Replaces a file so that a crash or a power cut at any moment leaves either the old bytes or
/// the new ones under its name, never a mix and never an empty file:
///
/// 1. the new bytes go to a new temporary file in the same folder (`O_CREAT|O_EXCL|O_NOFOLLOW`,
///    mode 0600), named `.NAME.tmp-PID-N`;
/// 2. `fsync` puts them on the disk;
/// 3. `rename` puts the file under NAME in one step (rename(2): "If newpath already exists, it
///    will be atomically replaced, so that there is no point at which another process attempting
///    to access newpath will find it missing");
/// 4. `fsync` of the folder makes the rename itself durable (fsync(2): "Calling fsync() does not
///    necessarily ensure that the entry in the directory containing the file has also reached
///    disk. For that an explicit fsync() on a file descriptor for the directory is also needed").
///
/// A cut before step 3 leaves the old file and a temporary file, which the next open removes
/// (`removeLeftovers`).
struct AtomicFile {
    /// The folder holding the file.
    var folder: String
    /// The file's name in `folder`.
    var name: String
    /// The new file's permissions, set with `fchmod` (so the umask does not narrow them): 0600
    /// for settings, 0644 for a metrics file that another user's exporter reads.
    var mode: mode_t = 0o600
    /// Whether `write` waits for the disk (both `fsync`s): a metrics file rewritten every few
    /// seconds only needs the rename's atomicity, not durability, and spares the flash.
    var durable = true

    /// `folder/name`.
    var path: String { folder + "/" + name }

    /// The prefix of every temporary file this writes in `folder`.
    var temporaryPrefix: String { "." + name + ".tmp-" }

    /// The steps of `write`, for tests that stop after one to see what a cut there leaves.
    enum Step: CaseIterable {
        case created, written, synced, renamed, folderSynced
    }

    /// Writes `bytes` as the file's new contents in the four steps above. `after` is called after
    /// each step and stops the write (leaving things as a cut would) when it returns `false`; only
    /// tests pass it. On a failure the temporary file is removed and the old file is untouched,
    /// unless the failure is the folder's `fsync`, after the rename.
    func write(_ bytes: [UInt8], after: (Step) -> Bool = { _ in true }) throws(SystemError) {
        let (fd, temporary) = try createTemporary()
        /// Gives up: the temporary file goes, the old file stays as it was.
        func failed(_ call: String, _ code: Int32, closing: Bool = true) -> SystemError {
            if closing { close(fd) }
            unlink(temporary)
            return SystemError(call: call, subject: call == "rename" ? path : temporary, errno: code)
        }
        // A stop (a test's cut) leaves the temporary file where it is, as a cut would.
        guard after(.created) else { close(fd); return }
        if let code = writeAll(fd, bytes) { throw failed("write", code) }
        guard after(.written) else { close(fd); return }
        if fchmod(fd, mode) != 0 { throw failed("fchmod", errno) }
        if durable && fsync(fd) != 0 { throw failed("fsync", errno) }
        guard after(.synced) else { close(fd); return }
        // close(2): an error here can be a deferred write error (NFS, quotas).
        if close(fd) != 0 { throw failed("close", errno, closing: false) }
        if rename(temporary, path) != 0 { throw failed("rename", errno, closing: false) }
        guard after(.renamed) else { return }
        if durable { try Self.syncFolder(folder) }
        _ = after(.folderSynced)
    }

    /// A new temporary file, open for writing, and its path.
    private func createTemporary() throws(SystemError) -> (Int32, String) {
        let pid = getpid()
        var candidate = ""
        var lastErrno: Int32 = 0
        for n in 0..<100 {
            candidate = folder + "/" + temporaryPrefix + "\(pid)-\(n)"
            let fd = retryingOnInterrupt { open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600) }
            if fd >= 0 { return (fd, candidate) }
            lastErrno = errno
            if lastErrno != EEXIST { break }
        }
        throw SystemError(call: "open", subject: candidate, errno: lastErrno)
    }

    /// Writes all of `bytes` to `fd`; the errno of a failure, or `nil`.
    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                retryingOnInterrupt { Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done) }
            }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            done += n
        }
        return nil
    }

    /// `fsync` of a folder, so the names made or changed in it survive a power cut.
    static func syncFolder(_ folder: String) throws(SystemError) {
        let fd = retryingOnInterrupt { open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if fd < 0 { throw SystemError(call: "open", subject: folder, errno: errno) }
        defer { close(fd) }
        if fsync(fd) != 0 { throw SystemError(call: "fsync", subject: folder, errno: errno) }
    }

    /// Removes the temporary files a cut left in the folder (the old file is intact beside them);
    /// returns how many it removed.
    @discardableResult
    func removeLeftovers() -> Int {
        guard let dir = opendir(folder) else { return 0 }
        defer { closedir(dir) }
        let prefix = Array(temporaryPrefix.utf8)
        var removed = 0
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            guard name.starts(with: prefix) else { continue }
            let full = Array(folder.utf8) + [0x2F] + name + [0]
            let ok = full.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { unlink($0.baseAddress!) == 0 }
            }
            if ok { removed += 1 }
        }
        return removed
    }

    /// Reads the file, at most `limit` bytes: `nil` when there is none, `.tooLarge` past the
    /// limit. The file must be a regular file; a symbolic link is not followed, and a FIFO does
    /// not block (`O_NONBLOCK`).
    func read(limit: Int) throws(SystemError) -> ReadResult {
        let fd = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        if fd < 0 {
            if errno == ENOENT { return .missing }
            if errno == ELOOP { throw SystemError(call: "open", subject: path, errno: ELOOP, message: "is a symbolic link, which Pane does not follow") }
            throw SystemError(call: "open", subject: path, errno: errno)
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 { throw SystemError(call: "fstat", subject: path, errno: errno) }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw SystemError(call: "open", subject: path, errno: EINVAL, message: "is not a regular file")
        }
        if st.st_size > limit { return .tooLarge(Int(st.st_size)) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count) }
            }
            if n < 0 { throw SystemError(call: "read", subject: path, errno: errno) }
            if n == 0 { break }
            count += n
        }
        if count > limit { return .tooLarge(count) }
        bytes.removeSubrange(count...)
        return .read(bytes)
    }

    /// What `read` found.
    enum ReadResult: Equatable {
        case missing
        case tooLarge(Int)
        case read([UInt8])
    }

    /// Renames the file to `NAME.damaged-N`, the first N from 1 whose name is free (it never
    /// replaces an earlier damaged file), and returns that path.
    func setAside() throws(SystemError) -> String {
        var lastErrno: Int32 = EEXIST
        for n in 1...10_000 {
            let target = path + ".damaged-\(n)"
            var st = stat()
            if lstat(target, &st) == 0 { continue }
            // link(2) fails with EEXIST instead of replacing, so a name taken since the lstat is
            // kept; a filesystem without hard links (vfat) gets a plain rename to the free name.
            if link(path, target) == 0 {
                unlink(path)
                try? Self.syncFolder(folder)
                return target
            }
            lastErrno = errno
            if lastErrno == EEXIST { continue }
            if lastErrno == EPERM || lastErrno == EOPNOTSUPP || lastErrno == EMLINK {
                if rename(path, target) == 0 {
                    try? Self.syncFolder(folder)
                    return target
                }
                lastErrno = errno
            }
            break
        }
        throw SystemError(call: "rename", subject: path, errno: lastErrno)
    }

    /// Creates `folder` and its missing parents with mode 0700 (the XDG Base Directory
    /// Specification asks for 0700 when a program creates its state folder). Returns whether it
    /// created anything.
    @discardableResult
    static func createFolder(_ folder: String) throws(SystemError) -> Bool {
        var st = stat()
        if stat(folder, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else {
                throw SystemError(call: "mkdir", subject: folder, errno: ENOTDIR)
            }
            return false
        }
        if let slash = folder.utf8.lastIndex(of: 0x2F), slash != folder.utf8.startIndex {
            try createFolder(String(folder[..<slash]))
        }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw SystemError(call: "mkdir", subject: folder, errno: errno)
        }
        if let slash = folder.utf8.lastIndex(of: 0x2F) {
            let parent = slash == folder.utf8.startIndex ? "/" : String(folder[..<slash])
            try? syncFolder(parent)
        }
        return true
    }
}
