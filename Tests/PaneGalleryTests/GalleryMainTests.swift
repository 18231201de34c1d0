import Testing
import Glibc
import Pane
import PaneGallery
import PaneTestSupport

/// The built `gallery` (Sources/Gallery/main.swift) as a user runs it: from a folder that is not
/// the repository, so nothing it prints can come from the repository's files.
@Suite struct GalleryMainTests {
    static let gallery = PanelVM.productsDirectory + "/gallery"

    /// Runs the gallery with `arguments` in an empty scratch folder; its exit status and its
    /// standard output and error together.
    func gallery(_ arguments: [String]) -> (status: Int32, output: String) {
        var template = Array("/tmp/pane-gallery-main-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return (-1, "mkdtemp failed") }
        let dir = String(cString: made), out = dir + ".out"
        defer { unlink(out); rmdir(dir) }
        // `sh -c 'cd DIR && exec "$@"'`: the working folder of a spawned program, as a shell sets it.
        let status = PanelVM.spawn(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", dir, Self.gallery] + arguments, output: out)
        return (status, PanelVM.readText(out))
    }

    /// The flag names of a usage text: each line starting with `  -`, up to the help's column,
    /// split at `, ` (`--help, -h`), without the value's placeholder (`--photos DIR`).
    static func listedFlags(_ usage: String) -> [String] {
        var names: [String] = []
        for line in usage.split(separator: "\n") where line.hasPrefix("  -") {
            for part in line.dropFirst(2).prefix(28).split(separator: ",") {
                if let name = part.split(separator: " ").first { names.append(String(name)) }
            }
        }
        return names.sorted()
    }

    @Test("--help lists every flag the launcher accepts from the gallery: shared, profiling, its own, --help")
    func helpListsEveryFlag() throws {
        try #require(access(Self.gallery, X_OK) == 0, "build the gallery first (swift build --build-tests)")
        let help = gallery(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: gallery [flags]\n"))
        #expect(Self.listedFlags(help.output) == AppLauncher.acceptedFlags(Gallery.flags))
        for flag in ["--profile", "--profile-socket", "--hud", "--photos", "--slideshow-after", "--slide-interval"] {
            #expect(AppLauncher.acceptedFlags(Gallery.flags).contains(flag))
        }
        #expect(gallery(["-h"]).output == help.output)
    }

    @Test("an unknown flag is exit status 2 with the message and the same usage")
    func unknownFlag() throws {
        try #require(access(Self.gallery, X_OK) == 0)
        let help = gallery(["--help"]).output
        let run = gallery(["--display", "headless", "--frame-out", "out"])
        #expect(run.status == 2)
        #expect(run.output == "gallery: unknown flag --frame-out\n" + help)
    }
}
