import Benchmark
import Pane

/// The scene of issue 2: a 1280x800 window holding a scrolling grid of opaque 300x300 image
/// tiles; each iteration scrolls 8 px and composites the frame.
func registerCompositorBenchmarks() {
    let width = 1280, height = 800

    // The scene is built once; every sample scrolls it on by 8 px and composites one frame, so
    // the measured region holds nothing but steady-state frames.
    Benchmark("composite 1280x800 scrolling grid, 8 px/frame") { benchmark async in
        // Views live on the main actor: the whole sample runs there (one hop per sample).
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = ScrollingGrid.shared(width: width, height: height)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(scene.nextFrame())
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("memcpy 1280x800 frame (reference)") { benchmark in
        let a = Surface(width: width, height: height, fill: .white)
        let b = Surface(width: width, height: height)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            b.pixels.base.update(from: a.pixels.base, count: width * height)
            blackHole(b.pixels.base)
        }
        benchmark.stopMeasurement()
    }
}

/// A window with a clipping grid of 48 opaque 300x300 image tiles, 8 px apart.
@MainActor
final class ScrollingGrid {
    private static var built: ScrollingGrid?

    /// The grid, built on first use and kept, so every sample measures steady-state frames only.
    static func shared(width: Int, height: Int) -> ScrollingGrid {
        if let built { return built }
        let grid = ScrollingGrid(width: width, height: height)
        built = grid
        return grid
    }

    let window: Window
    let compositor: Compositor
    let grid: View
    var offset = 0.0

    init(width: Int, height: Int) {
        window = Window(size: Size(width: Double(width), height: Double(height)))
        compositor = Compositor(width: width, height: height)
        grid = View(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        grid.clipsToBounds = true
        grid.backgroundColor = .gray
        window.addSubview(grid)
        let tile = 300.0, gap = 8.0
        let photo = makePhoto(Int(tile))
        for row in 0..<12 {
            for column in 0..<4 {
                let v = ImageView(frame: Rect(x: gap + Double(column) * (tile + gap), y: gap + Double(row) * (tile + gap),
                                              width: tile, height: tile))
                v.image = photo
                grid.addSubview(v)
            }
        }
        compositor.render(window)
        for _ in 0..<4 { _ = nextFrame() }   // warm up pixman's storage and the item arrays
    }

    /// Scrolls 8 px (wrapping before the end of the grid) and composites.
    func nextFrame() -> Bool {
        offset += 8
        if offset > 2400 { offset = 8 }
        grid.bounds.origin.y = offset
        return compositor.render(window)
    }
}

/// A deterministic opaque test picture.
func makePhoto(_ side: Int) -> Image {
    let s = Surface(width: side, height: side)
    let p = s.pixels
    for y in 0..<side {
        let row = p.row(y)
        for x in 0..<side {
            row[x] = 0xFF00_0000 | UInt32((x * 255) / side) << 16 | UInt32((y * 255) / side) << 8 | 0x60
        }
    }
    return Image(s)
}
