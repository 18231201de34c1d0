import Glibc
public import Pane

/// Scrolls the gallery's grid from top to bottom over a folder of photos, a screen at a time,
/// decoding every thumbnail on the way, and reports the process's peak resident memory: the
/// figure behind "ten thousand photos cost what one screen costs" (`fps --gallery-memory DIR`).
public enum MemoryRun {
    public struct Result: Sendable {
        public var photos: Int
        public var frames: Int
        public var decoded: Int
        public var liveCells: Int
        public var peakResidentKB: Int
        public var residentBeforeKB: Int
    }

    @MainActor
    public static func run(photosIn directory: String, size: PixelSize = PixelSize(width: 800, height: 480),
                           step: Double = 120) throws -> Result {
        let before = peakResidentKB()
        let library = try PhotoLibrary(directory: directory)
        let app = Application(display: HeadlessDisplay(size: size))
        let gallery = Gallery(app: app, library: library, idleTimeout: 1e9)
        let grid = gallery.grid.view
        var time = InputTime(seconds: 1)
        var frames = 0
        let bottom = grid.offsetLimits.maximum.y
        var y = grid.contentOffset.y
        while true {
            gallery.images.drain()
            try app.runFrame(at: time)
            frames += 1
            time = time + 1.0 / 60
            guard y < bottom else { break }
            y = min(bottom, y + step)
            grid.contentOffset = Point(x: 0, y: y)
        }
        return Result(photos: library.photos.count, frames: frames, decoded: gallery.images.decodeCount,
                      liveCells: grid.tiledContent.createdViewCount, peakResidentKB: peakResidentKB(),
                      residentBeforeKB: before)
    }

    /// The peak resident size of this process's memory, in KiB: `VmHWM` of /proc/self/status
    /// (proc(5)). Not `ru_maxrss`: Linux carries that across `execve`, so a process started by
    /// `posix_spawn` from a big parent (a test runner) would begin at the parent's size.
    static func peakResidentKB() -> Int {
        if let file = fopen("/proc/self/status", "r") {
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard text.hasPrefix("VmHWM:") else { continue }
                if let kb = Int(text.dropFirst(6).filter(\.isNumber)) { return kb }
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    }
}
