import Glibc

/// Where the gallery finds its photos when no `--photos DIR` is given (issue 28 item 7):
/// `./photos` when that folder exists (a run from the repository, or from a folder of one's
/// own), else the photos installed beside the program: `../share/pane-gallery/photos` from the
/// folder of the running executable, which for the package's `/usr/bin/pane-gallery` is
/// `/usr/share/pane-gallery/photos` (packaging/build-deb puts them there).
public enum PhotoFolder {
    /// The folder beside the current folder's.
    public static let local = "photos"
    /// The installed folder, relative to the folder of the executable.
    public static let installedRelative = "../share/pane-gallery/photos"

    /// The folders looked in, in order, for the executable at `executable`.
    public static func candidates(executable: String?) -> [String] {
        var folders = [local]
        if let executable, let slash = executable.lastIndex(of: "/") {
            folders.append(String(executable[..<slash]) + "/" + installedRelative)
        }
        return folders
    }

    /// The first of `candidates` that is a folder, or a message saying where it looked.
    public static func find(executable: String? = runningExecutable(),
                            isFolder: (String) -> Bool = PhotoFolder.isFolder) -> Result<String, Gallery.SetupError> {
        let folders = candidates(executable: executable)
        if let found = folders.first(where: isFolder) { return .success(found) }
        return .failure(Gallery.SetupError(description: "no photos to show: neither ./\(local) nor the installed "
            + (folders.count > 1 ? "\(folders[1])" : "photos (the program's path is unknown)")
            + " is a folder; give one with --photos DIR"))
    }

    /// The running executable's path, `/proc/self/exe` resolved; `nil` when it cannot be read.
    public static func runningExecutable() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1) }
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }

    /// Whether `path` is a folder (following links, as `opendir` does).
    public static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }
}
