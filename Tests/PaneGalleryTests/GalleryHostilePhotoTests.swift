import Testing
import Glibc
import Pane
import PaneGallery
import PaneTestSupport

/// Issue 28 item 1 end to end: a folder holding PNG files whose chunks claim 700 MiB, or inflate
/// to 420 MB, next to a good photo. The gallery shows the good one, a broken-image mark for
/// each bomb, logs one line per bomb, and stays within a few MiB of its usual memory (measured
/// in a process of its own, `fps --gallery-memory`, whose peak resident size is this test's
/// alone). Fixtures: PanePixelsTests/Fixtures/hostile/make-hostile.py.
@MainActor
@Suite(.serialized) struct GalleryHostilePhotoTests {
    static let hostile = PhotoLibraryTests.photosFolder + "/../Tests/PanePixelsTests/Fixtures/hostile"
    static let bombs = ["iccp-length.png", "itxt-length.png", "prvt-length.png", "text-length.png", "ztxt-length.png"]

    /// A scratch folder with the five length bombs, 60-fold zTXt and iTXt inflaters, the file
    /// of 1,200 text chunks and one shipped photo; removed by `remove`.
    static func makeFolder() throws -> String {
        var template = Array("/tmp/pane-hostile-XXXXXX".utf8CString)
        let dir = String(cString: mkdtemp(&template)!)
        func put(_ name: String, _ bytes: [UInt8]) {
            let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        for name in bombs + ["many-text.png"] { put(name, try ImageFileBytes.read(hostile + "/" + name)) }
        for name in ["ztxt-inflate.png", "itxt-inflate.png"] {
            put(name, repeatingSecondChunk(try ImageFileBytes.read(hostile + "/" + name), times: 60))
        }
        put("zz-landscape.png", try ImageFileBytes.read(PhotoLibraryTests.photosFolder + "/landscape-1.png"))
        return dir
    }

    static func remove(_ dir: String) {
        for name in bombs + ["many-text.png", "ztxt-inflate.png", "itxt-inflate.png", "zz-landscape.png"] { unlink(dir + "/" + name) }
        rmdir(dir)
    }

    /// `bytes` with its second chunk (the one after IHDR) there `times` times.
    static func repeatingSecondChunk(_ bytes: [UInt8], times: Int) -> [UInt8] {
        let start = 8 + 25
        let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
        var out = Array(bytes[..<start])
        for _ in 0..<times { out += bytes[start..<(start + 12 + length)] }
        out += bytes[(start + 12 + length)...]
        return out
    }

    @Test("each bomb shows the broken-image mark and logs one line; the others show their pictures")
    func placeholdersAndOneLineEach() throws {
        let dir = try Self.makeFolder()
        defer { Self.remove(dir) }
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let gallery = Gallery(app: app, library: try PhotoLibrary(directory: dir))
        var log: [String] = []
        gallery.images.onError = { log.append($0) }
        var t = 1.0
        for _ in 0..<10 {
            gallery.images.drain()
            try app.runFrame(at: InputTime(seconds: t))
            t += 1.0 / 60
        }
        let names = gallery.library.photos.map(\.name)
        #expect(names == (Self.bombs + ["itxt-inflate.png", "many-text.png", "ztxt-inflate.png", "zz-landscape.png"]).sorted())
        var contents: [String: ThumbnailCell.Content] = [:]
        for (index, view) in gallery.grid.view.tiledContent.visibleViews {
            contents[names[index]] = (view as? ThumbnailCell)?.content
        }
        #expect(contents.count == names.count, "all nine photos are on the first screen")
        for name in names {
            #expect(contents[name] == (Self.bombs.contains(name) ? .broken : .loaded), "\(name)")
        }
        let kinds = ["iccp-length.png": "iCCP", "itxt-length.png": "iTXt", "prvt-length.png": "prVt",
                     "text-length.png": "tEXt", "ztxt-length.png": "zTXt"]
        #expect(log.sorted() == Self.bombs.map {
            "gallery: \(dir)/\($0): PNG: the \(kinds[$0]!) chunk at byte 33 claims 734003200 bytes, but the file holds 3 after its header"
        })
    }

    /// The whole grid decoded in a process of its own: its peak resident memory grows by what a
    /// screen of thumbnails costs, not by what the chunks claim (before: 700 MiB and more).
    @Test func memoryStaysWithinTheUsualFigure() throws {
        let fps = AppProcess(path: PanelVM.productsDirectory + "/fps")
        try #require(fps.exists, "build fps first (swift build --build-tests)")
        let dir = try Self.makeFolder()
        defer { Self.remove(dir) }
        let run = fps.run(["--gallery-memory", dir])
        #expect(run.status == 0, "\(run.output)")
        // "fps: 2 cell views made; peak resident memory 61 MiB (40 MiB before the gallery)"
        let line = try #require(run.output.split(separator: "\n").first { $0.contains("peak resident memory") })
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 3, "\(line)")
        let growth = numbers[1] - numbers[2]
        #expect(growth < 64, "the gallery grew by \(growth) MiB over nine photos: \(line)")
        #expect(run.output.contains("fps: 9 photos"), "\(run.output)")
        let logged = run.output.split(separator: "\n").filter { $0.hasPrefix("gallery: ") }
        #expect(logged.count == Self.bombs.count, "\(logged)")
    }
}
