// swift-tools-version: 6.0
// libFuzzer harnesses for the parsers that read what a kiosk is given (issue 11 item 9), in
// their own package so that Pane's Package.swift stays free of fuzzing flags. Build and run
// with `make fuzz` from the repository root (tools/fuzz), which builds this package with
// `--sanitize=fuzzer --sanitize=address`, so every Pane module is instrumented for coverage
// and checked by AddressSanitizer, and runs each harness for a while from the fixtures.
import PackageDescription

// SwiftPM names a path dependency after its folder, which depends on where Pane was cloned.
let paneFolder = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

/// One libFuzzer binary: a file defining `LLVMFuzzerTestOneInput`, no `main` (libFuzzer's).
func harness(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let pane = Target.Dependency.product(name: "Pane", package: paneFolder)

let package = Package(
    name: "PaneFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // The gallery's sources (a symlink to ../Sources/PaneGallery), compiled here as a module
        // of this package: Pane's package offers the gallery as an executable only.
        .target(name: "FuzzGallery", dependencies: [pane]),
        harness("FuzzEvemu", [pane]),
        harness("FuzzThumbnail", [pane, "FuzzGallery"]),
        harness("FuzzBoard", [pane]),
        harness("FuzzFlags", [pane, "FuzzGallery"]),
        // fps report's reading, figures, plot and Chrome export (Plot.swift, ChromeTrace.swift:
        // symlinks to tools/fps, whose executable target cannot be imported).
        harness("FuzzProfile", [pane]),
    ]
)
