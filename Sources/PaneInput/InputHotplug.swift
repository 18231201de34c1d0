import Glibc
public import PaneSystem

/// Watches `/dev/input` with inotify for event nodes that appear, change permissions or go
/// away (kernel.md B4: udev creates the node, then applies its permissions, so a node that
/// could not be opened on creation is retried when its attributes change).
///
/// Poll `fileDescriptor` and call `readChanges()` when it is readable.
public final class InputHotplug {
    /// The folder watched for event nodes, `/dev/input` unless another was given.
    public let directory: String
    /// The inotify descriptor to poll; readable when a change is waiting for `readChanges()`.
    public let fileDescriptor: Int32

    /// A change to one node.
    public enum Change: Hashable, Sendable {
        /// Created, moved in, or its attributes (permissions) changed: worth trying to open.
        case appeared(String)
        /// A node was deleted or moved away: a device that was open there is gone.
        case disappeared(String)
    }

    /// While the directory does not exist yet (a board with no input device at all has no
    /// `/dev/input` until the first one appears): the watch on its parent, waiting for it.
    private var parentWatch: Int32 = -1
    private let mask = UInt32(IN_CREATE | IN_ATTRIB | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)

    /// Starts watching; when `directory` is missing, watches its parent until it is created.
    public init(directory: String = "/dev/input") throws(InputError) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw InputError(call: "inotify_init1", errno: errno) }
        if inotify_add_watch(fd, directory, mask) < 0 {
            let e = errno
            let parent = Self.parent(of: directory)
            let watch = e == ENOENT ? inotify_add_watch(fd, parent, UInt32(IN_CREATE | IN_MOVED_TO)) : -1
            guard watch >= 0 else {
                close(fd)
                throw InputError(call: "inotify_add_watch", subject: directory, errno: e)
            }
            parentWatch = watch
        }
        self.directory = directory
        self.fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Whether the directory itself is watched (false while waiting for it to be created).
    public var isWatchingDirectory: Bool { parentWatch < 0 }

    /// The changes to `event*` nodes since the last call, without blocking. When the watched
    /// directory has just been created, the nodes already in it are reported as appeared.
    public func readChanges() -> [Change] {
        var changes: [Change] = []
        // Room for many events; each is a 16-byte header and a NUL-padded name (inotify(7)).
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { bytes in
                retryingOnInterrupt { read(fileDescriptor, bytes.baseAddress, bytes.count) }
            }
            guard n > 0 else { break }
            // Records from the parent's watch name other things than event nodes: skip them.
            if isWatchingDirectory { changes += Self.parse(buffer[0..<n], directory: directory) }
        }
        if !isWatchingDirectory, inotify_add_watch(fileDescriptor, directory, mask) >= 0 {
            inotify_rm_watch(fileDescriptor, parentWatch)
            parentWatch = -1
            // Nodes made between the directory's creation and the new watch sent no record.
            changes += TouchDeviceSelection.eventNodes(in: directory).map { .appeared($0) }
        }
        return changes
    }

    /// `/dev/input` → `/dev`; `/` for a top-level name.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Decodes raw `struct inotify_event` records; stops at the first truncated one.
    static func parse(_ bytes: ArraySlice<UInt8>, directory: String) -> [Change] {
        var changes: [Change] = []
        var offset = bytes.startIndex
        while bytes.endIndex - offset >= 16 {
            // Native byte order, as the kernel writes the struct.
            func u32(_ at: Int) -> UInt32 {
                bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at - bytes.startIndex, as: UInt32.self) }
            }
            let mask = u32(offset + 4)
            let length = Int(u32(offset + 12))
            let nameStart = offset + 16
            guard length >= 0, bytes.endIndex - nameStart >= length else { break }
            let name = String(decoding: bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
            offset = nameStart + length
            guard name.hasPrefix("event") else { continue }
            let path = directory + "/" + name
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                changes.append(.disappeared(path))
            } else if mask & UInt32(IN_CREATE | IN_ATTRIB | IN_MOVED_TO) != 0 {
                changes.append(.appeared(path))
            }
        }
        return changes
    }
}
