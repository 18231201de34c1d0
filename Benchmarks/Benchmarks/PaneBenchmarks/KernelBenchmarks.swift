import Benchmark
import Pane

/// The row kernels over a full 1280x800 surface, each beside a plain copy of the same bytes.
func registerKernelBenchmarks() {
    let width = 1280, height = 800
    let all = PixelRect(x: 0, y: 0, width: width, height: height)

    Benchmark("kernel fill 1280x800") { benchmark in
        let d = Surface(width: width, height: height)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { d.pixels.fill(all, with: .red) }
        benchmark.stopMeasurement()
        blackHole(d.pixels.base)
    }

    Benchmark("kernel copy 1280x800") { benchmark in
        let s = Surface(width: width, height: height, fill: .white), d = Surface(width: width, height: height)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { d.pixels.copy(from: s.pixels, to: (0, 0)) }
        benchmark.stopMeasurement()
        blackHole(d.pixels.base)
    }

    Benchmark("kernel source-over 1280x800 (translucent)") { benchmark in
        let s = Surface(width: width, height: height, fill: Color(red: 200, green: 100, blue: 50, alpha: 128))
        let d = Surface(width: width, height: height, fill: .white)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { d.pixels.sourceOver(from: s.pixels, to: (0, 0)) }
        benchmark.stopMeasurement()
        blackHole(d.pixels.base)
    }

    Benchmark("kernel source-over 1280x800 with alpha 0.5") { benchmark in
        let s = Surface(width: width, height: height, fill: .blue)
        let d = Surface(width: width, height: height, fill: .white)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { d.pixels.sourceOver(from: s.pixels, to: (0, 0), alpha: 128) }
        benchmark.stopMeasurement()
        blackHole(d.pixels.base)
    }
}
