import Benchmark
import PaneScenes

/// The scenes of issue 12, one steady frame per iteration (built and warmed up before the
/// measurement starts). Compare within one run: `plain-10000` against `plain-100` (cost follows
/// what is on screen), `nearest` against `bilinear` (per output pixel), and `mallocCountTotal`,
/// which must be 0 for every scene. `Benchmarks/callgrind-frame-cost` counts their instructions.
func registerSceneBenchmarks() {
    let titles = [
        "compass": "scene compass: 800 image views in a scroll view, 1280x800, 8 px/frame",
        "plain-100": "scene plain scroll view, 100 image views",
        "plain-10000": "scene plain scroll view, 10,000 image views",
        "zoom": "scene zoomed photo 1.5x (bilinear), panned",
        "collection": "scene collection view, 10,000 reused cells",
        "nearest": "scene 640x400 scaled 2x to 1280x800, nearest",
        "bilinear": "scene 640x400 scaled 2x to 1280x800, bilinear",
    ]
    for name in SceneCatalog.names {
        Benchmark(titles[name] ?? "scene \(name)") { benchmark async in
            // Views live on the main actor: the whole sample runs there (one hop per sample).
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard let scene = SceneCatalog.make(name) else { return }
                for _ in 0..<16 { blackHole(scene.nextFrame()) }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(scene.nextFrame())
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
