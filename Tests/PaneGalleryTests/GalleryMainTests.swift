import Testing
import Pane
import PaneGallery
import PaneTestSupport

/// The built `gallery` (Sources/Gallery/main.swift) as a user runs it: from a folder that is not
/// the repository, so nothing it prints can come from the repository's files.
@MainActor
@Suite struct GalleryMainTests {
    static let app = AppProcess(path: PanelVM.productsDirectory + "/gallery")

    /// Runs the gallery with `arguments` in an empty scratch folder; its exit status and its
    /// standard output and error together.
    func gallery(_ arguments: [String]) -> AppProcess.Result { Self.app.run(arguments) }

    @Test("--help lists every flag the launcher accepts from the gallery: shared, profiling, its own, --help")
    func helpListsEveryFlag() throws {
        try #require(Self.app.exists, "build the gallery first (swift build --build-tests)")
        let help = gallery(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: gallery [flags]\n"))
        #expect(AppProcess.listedFlags(help.output) == AppLauncher.acceptedFlags(Gallery.flags))
        for flag in ["--profile", "--profile-socket", "--hud", "--photos", "--slideshow-after", "--slide-interval"] {
            #expect(AppLauncher.acceptedFlags(Gallery.flags).contains(flag))
        }
        #expect(gallery(["-h"]).output == help.output)
    }

    @Test("an unknown flag is exit status 2 with the message and the same usage")
    func unknownFlag() throws {
        try #require(Self.app.exists)
        let help = gallery(["--help"]).output
        let run = gallery(["--display", "headless", "--frame-out", "out"])
        #expect(run.status == 2)
        #expect(run.output == "gallery: unknown flag --frame-out\n" + help)
    }
}
