import Pane
import PaneGallery
import Glibc

// fps: how fast this board composites a scrolling photo grid, phase by phase.
//
//   fps [--size WxH] [--frames N] [--tile PX] [--speed PX]
//
// Builds a grid of opaque photo tiles in a clipping view as large as the screen, scrolls it
// `--speed` pixels a frame for `--frames` frames through the real frame path (layout,
// composite, present into memory), and prints the wall-clock time of each phase at the 50th, 90th
// and 99th percentile, the damaged pixels a frame, and the frame rate the work alone would allow.
// Numbers vary with the machine's load: compare runs made one after another.
//
//   fps --gallery-memory DIR
//
// Scrolls the gallery's grid over every photo in DIR, decoding each thumbnail, and prints the
// peak resident memory: what a large photo folder costs.

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--gallery-memory" {
    do {
        let r = try MemoryRun.run(photosIn: CommandLine.arguments[2])
        print("fps: \(r.photos) photos, \(r.frames) frames scrolling the whole grid, \(r.decoded) thumbnails decoded")
        print("fps: \(r.liveCells) cell views made; peak resident memory \(r.peakResidentKB / 1024) MiB (\(r.residentBeforeKB / 1024) MiB before the gallery)")
        exit(0)
    } catch {
        print("fps: \(error)")
        exit(2)
    }
}

var size = PixelSize(width: 1280, height: 800)
var frameCount = 600
var tile = 300
var speed = 8.0
var args = CommandLine.arguments.dropFirst()
func fail(_ message: String) -> Never {
    print("fps: \(message)\nusage: fps [--size WxH] [--frames N] [--tile PX] [--speed PX]")
    exit(2)
}
func positive(_ value: String, atLeast minimum: Double, _ flag: String) -> Double {
    // Finite and at most a million: nan, inf and 1e300 would trap in the Int conversions below.
    guard let v = Double(value), v >= minimum, v <= 1_000_000 else {
        fail("\(flag) wants a number from \(Int(minimum)) to 1000000, got \(value)")
    }
    return v
}
while let flag = args.popFirst() {
    guard let value = args.popFirst() else { fail("\(flag) needs a value") }
    switch flag {
    case "--size":
        guard let s = PixelSize(parsing: value) else { fail("--size wants WxH, got \(value)") }
        size = s
    case "--frames": frameCount = Int(positive(value, atLeast: 1, flag))
    case "--tile": tile = Int(positive(value, atLeast: 16, flag))
    case "--speed": speed = positive(value, atLeast: 0.001, flag)
    default: fail("unknown flag \(flag)")
    }
}

let display = HeadlessDisplay(size: size)
let app = Application(display: display)
let grid = View(frame: app.window.bounds)
grid.clipsToBounds = true
grid.backgroundColor = Color(rgb: 0x202020)
app.window.addSubview(grid)

let photo: Image = {
    let s = Surface(width: tile, height: tile)
    for y in 0..<tile {
        let row = s.pixels.row(y)
        for x in 0..<tile { row[x] = 0xFF00_0000 | UInt32(x * 255 / tile) << 16 | UInt32(y * 255 / tile) << 8 | 0x80 }
    }
    return Image(s)
}()
let gap = 8.0, pitch = Double(tile) + gap
let columns = max(1, Int((Double(size.width) - gap) / pitch))
let rows = Int((Double(size.height) * 4) / pitch) + 2
for row in 0..<rows {
    for column in 0..<columns {
        let v = ImageView(frame: Rect(x: gap + Double(column) * pitch, y: gap + Double(row) * pitch,
                                      width: Double(tile), height: Double(tile)))
        v.image = photo
        grid.addSubview(v)
    }
}
let travel = Double(rows) * pitch - Double(size.height)

var reports: [FrameReport] = []
reports.reserveCapacity(frameCount)
var time = InputTime(seconds: 1)
var offset = 0.0
try app.runFrame(at: time)
for _ in 0..<frameCount {
    offset += speed
    if offset > travel { offset = 0 }
    grid.bounds.origin.y = offset
    time = time + 1.0 / 60
    reports.append(try app.runFrame(at: time))
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}
func ms(_ x: Double) -> String {
    let text = JSONWriter.number(x, decimals: 3)
    return String(repeating: " ", count: max(0, 8 - text.count)) + text
}

print("fps: \(frameCount) frames of a \(size) grid of \(tile)px tiles scrolling \(JSONWriter.number(speed)) px/frame")
print("phase         p50 ms   p90 ms   p99 ms")
var totals = [Double](repeating: 0, count: frameCount)
for phase in FramePhase.allCases {
    let values = reports.map { r in r.phases.first { $0.0 == phase }?.1 ?? 0 }
    for i in values.indices { totals[i] += values[i] }
    let name = phase.rawValue + String(repeating: " ", count: max(0, 10 - phase.rawValue.count))
    print("\(name) \(ms(percentile(values, 0.5))) \(ms(percentile(values, 0.9))) \(ms(percentile(values, 0.99)))")
}
let p50 = percentile(totals, 0.5)
print("frame      \(ms(p50)) \(ms(percentile(totals, 0.9))) \(ms(percentile(totals, 0.99)))")
let damage = reports.map(\.damagedPixels).reduce(0, +) / max(1, reports.count)
print("damage: \(damage) px/frame (\(damage * 100 / (size.width * size.height))% of the screen)")
print("the work alone allows \(Int(1000 / max(p50, 0.001))) frames/s at the median")
