import Testing
import Glibc
import Pane
import PaneGallery

@MainActor
@Suite struct PhotoLibraryTests {
    static let photosFolder: String = {
        // #filePath is <repo>/Tests/PaneGalleryTests/PhotoLibraryTests.swift.
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/") + "/photos"
    }()

    @Test func readsTheShippedPhotosSortedByName() throws {
        let library = try PhotoLibrary(directory: Self.photosFolder)
        #expect(library.all.count == 12)
        #expect(library.all.first?.name == "landscape-1.png" && library.all.last?.name == "stripes-4.png")
        #expect(library.photos.count == 12)
    }

    @Test func filterNarrowsCaseInsensitively() throws {
        let library = try PhotoLibrary(directory: Self.photosFolder)
        library.filter = "STRIPES"
        #expect(library.photos.map(\.name) == ["stripes-1.png", "stripes-2.png", "stripes-3.png", "stripes-4.png"])
        library.filter = "scape-1"
        #expect(library.photos.map(\.name) == ["landscape-1.png"])
        library.filter = ""
        #expect(library.photos.count == 12)
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: (any Error).self) { try PhotoLibrary(directory: "/nonexistent-photos") }
    }

    /// Issue 11 item 5: a Latin-1 file name (`caf\xE9.png`) is listed, shown with its byte
    /// escaped, and opens: its path stays bytes from readdir to open. A name holding a newline
    /// shows escaped too.
    @Test func namesThatAreNotUTF8OpenAndShowEscaped() throws {
        let dir = "/tmp/pane-latin1-\(getpid())"
        mkdir(dir, 0o755)
        let png = try ImageFileBytes.read(Self.photosFolder + "/landscape-1.png")
        let latin1 = FilePath(dir).appending(FilePath(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
        let newline = FilePath(dir).appending(FilePath("evil\npane: settled.png"))
        for path in [latin1, newline] {
            let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            _ = png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        defer {
            for path in [latin1, newline] { _ = path.withCString { unlink($0) } }
            rmdir(dir)
        }
        let library = try PhotoLibrary(directory: dir)
        #expect(library.all.map(\.name) == [#"caf\xE9.png"#, #"evil\npane: settled.png"#])
        #expect(library.all.map(\.path) == [latin1, newline])
        let images = ImageService()
        var widths: [Int] = []
        for photo in library.all {
            images.request(photo.path, size: PixelSize(width: 32, height: 32)) {
                if case .success(let image) = $0 { widths.append(image.width) }
            }
        }
        images.drain()
        #expect(widths == [32, 32])
    }
}
