import Benchmark
import Pane

/// Each workload sits beside a plain copy of the same number of bytes, so the ratio to memory
/// bandwidth shows whatever the machine. Wall clock is informational (shared, noisy machines);
/// `mallocCountTotal` is exact: a steady-state frame must allocate nothing.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )
    registerCompositorBenchmarks()
    registerSceneBenchmarks()
    registerKernelBenchmarks()
    registerTextBenchmarks()
    registerLongTextBenchmarks()
}
