// swift-tools-version: 6.2
// Pane's benchmarks, in their own package so that `swift build` and `swift test` of Pane never
// compile the benchmark machinery (the swift-nio layout). Run with `make benchmark`, or
// `swift package benchmark --target PaneBenchmarks` in this folder (the plugin would take
// `frame-cost` for a benchmark too).
import PackageDescription

// SwiftPM names a path dependency after its folder, which depends on where Pane was cloned.
let paneFolder = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
    name: "PaneBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The scenes of issue 12, shared by the benchmarks and by `frame-cost`.
        .target(name: "PaneScenes", dependencies: [.product(name: "Pane", package: paneFolder)], path: "Scenes"),
        // Runs one scene for a number of frames: `callgrind-frame-cost` counts its instructions.
        .executableTarget(name: "frame-cost", dependencies: ["PaneScenes"], path: "FrameCost"),
        .executableTarget(
            name: "PaneBenchmarks",
            dependencies: [
                "PaneScenes",
                .product(name: "Pane", package: paneFolder),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PaneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
