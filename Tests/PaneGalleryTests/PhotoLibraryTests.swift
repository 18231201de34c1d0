import Testing
import PaneGallery

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
}
