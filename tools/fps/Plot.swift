import Pane

/// `fps report --plot OUT.png`: the profile drawn with Pane's own pixels and fonts, in the
/// manner of Flutter's performance overlay. Three panels: each frame's time as a bar against
/// the refresh budget (a line; frames that missed their vblank in red, the others green), the
/// touch-to-photon latency histogram (4 ms bins), and RSS (blue) and CPU % (orange) over time.
enum Plot {
    static let width = 1200, height = 900
    static let background = Color(rgb: 0x161616), panel = Color(rgb: 0x222222), text = Color(rgb: 0xE0E0E0)
    static let good = Color(rgb: 0x3CB371), late = Color(rgb: 0xE53935), budgetColor = Color(rgb: 0xFFD54F)
    static let rssColor = Color(rgb: 0x42A5F5), cpuColor = Color(rgb: 0xFFA726)

    struct PlotError: Error, CustomStringConvertible {
        var description: String
    }

    static func draw(_ profile: Profile, summary: ProfileSummary, title: String, to path: String) throws(PlotError) {
        let surface = try render(profile, summary: summary, title: title)
        do { try PNG.write(surface, to: path, opaque: true) } catch {
            throw PlotError(description: "cannot write \(path): \(error)")
        }
    }

    /// The plot's pixels (what `draw` writes; the profile fuzz harness draws without writing).
    static func render(_ profile: Profile, summary: ProfileSummary, title: String) throws(PlotError) -> Surface {
        guard let font = Font.system(size: 14), let big = Font.system(size: 18, bold: true) else {
            throw PlotError(description: "no system font found (install fonts-dejavu-core)")
        }
        let surface = Surface(width: width, height: height, fill: background)
        let px = surface.pixels
        let f = { (x: Double, d: Int) in JSONWriter.number(x, decimals: d) }
        big.draw("\(title): \(summary.frames) frames, \(f(summary.durationSeconds, 2)) s, \(f(summary.refreshHz, 1)) Hz", in: px, at: (20, 30), color: text)
        font.draw("missed \(summary.framesMissed) frames · hitches \(f(summary.hitchRatio, 1)) ms/s · latency p50 \(f(summary.latency.p50, 1)) ms, worst \(f(summary.latency.worst, 1)) ms · CPU \(summary.cpuPercent.map { f($0, 1) } ?? "-") % · peak RSS \(f(Double(summary.peakResidentKiB) / 1024, 1)) MiB",
                  in: px, at: (20, 54), color: text)

        // Frame times against the budget.
        let bars = PixelRect(x: 60, y: 80, width: 1120, height: 330)
        px.fill(bars, with: panel)
        let budget = profile.refreshInterval * 1000
        let times = profile.frames.map { Double($0.total) / 1e6 }
        let lateFrames = profile.frames.map { f in
            f.vblank.map { ProfileMath.missedVblanks(target: f.target, vblank: $0, interval: profile.refreshInterval) > 0 } ?? false
        }
        let top = max(budget * 2, (times.max() ?? 0) * 1.1, 0.001)
        let n = max(1, times.count)
        for column in 0..<min(n, bars.width) {
            // Columns hold one frame each, or the worst of several when frames outnumber pixels.
            let lo = column * n / min(n, bars.width), hi = max(lo + 1, (column + 1) * n / min(n, bars.width))
            guard lo < times.count else { break }
            let slice = lo..<min(hi, times.count)
            let value = slice.map { times[$0] }.max() ?? 0
            let isLate = slice.contains { lateFrames[$0] }
            let w = max(1, bars.width / min(n, bars.width)), x = bars.x + column * bars.width / min(n, bars.width)
            let h = max(isLate ? 2 : 1, Int(value / top * Double(bars.height)))
            px.fill(PixelRect(x: x, y: bars.maxY - h, width: max(1, w - (w > 3 ? 1 : 0)), height: h), with: isLate ? late : good)
        }
        let budgetY = bars.maxY - Int(budget / top * Double(bars.height))
        px.fill(PixelRect(x: bars.x, y: budgetY, width: bars.width, height: 1), with: budgetColor)
        font.draw("\(f(budget, 1)) ms", in: px, at: (4, budgetY + 5), color: budgetColor)
        font.draw("\(f(top, 0)) ms", in: px, at: (4, bars.y + 12), color: text)
        font.draw("frame time per frame (phases + simulated work); red: missed its vblank", in: px, at: (bars.x + 8, bars.y + 18), color: text)

        // Latency histogram.
        let hist = PixelRect(x: 60, y: 450, width: 520, height: 400)
        px.fill(hist, with: panel)
        font.draw("touch-to-photon latency in ms (\(summary.latencies.count) touch frames)", in: px, at: (hist.x + 8, hist.y + 18), color: text)
        let binMs = 4.0
        // Up to 2 s: later touches (a hang, or a hostile profile's numbers) count in the last bin.
        let maxMs = min(2000, max(100, ((summary.latencies.max() ?? 0) / binMs).rounded(.up) * binMs))
        let bins = Int(maxMs / binMs)
        var counts = [Int](repeating: 0, count: bins)
        for l in summary.latencies { counts[min(bins - 1, max(0, Int(l / binMs)))] += 1 }
        let peak = max(1, counts.max() ?? 1)
        let bw = hist.width / bins
        for (k, c) in counts.enumerated() where c > 0 {
            let h = max(1, c * (hist.height - 40) / peak)
            px.fill(PixelRect(x: hist.x + k * bw, y: hist.maxY - h, width: max(1, bw - 1), height: h), with: rssColor)
        }
        for ms in stride(from: 0, through: Int(maxMs), by: Int(maxMs) / 4) {
            font.draw("\(ms)", in: px, at: (hist.x + Int(Double(ms) / binMs) * bw - 6, hist.maxY + 18), color: text)
        }
        font.draw("\(peak)", in: px, at: (hist.x - 40, hist.y + 50), color: text)

        // RSS and CPU over time.
        let over = PixelRect(x: 660, y: 450, width: 520, height: 400)
        px.fill(over, with: panel)
        font.draw("RSS (blue, MiB) and CPU % (orange) over time", in: px, at: (over.x + 8, over.y + 18), color: text)
        let samples = profile.samples
        if let first = samples.first, let last = samples.last, last.time > first.time {
            let span = Double(last.time) - Double(first.time)
            let rssTop = max(1, Double(samples.map(\.residentKiB).max() ?? 1) / 1024 * 1.2)
            // Clamped to the panel: samples out of order, or values past the top, stay on its edges.
            func x(_ t: Int64) -> Int { over.x + Int(min(1, max(0, (Double(t) - Double(first.time)) / span)) * Double(over.width - 1)) }
            func y(_ v: Double, _ top: Double) -> Int {
                over.maxY - 1 - Int((v.isFinite ? min(1, max(0, v / top)) : 0) * Double(over.height - 40))
            }
            var cpu: [(Int, Int)] = []
            for k in 1..<samples.count where samples[k].wall > samples[k - 1].wall {
                let p = (Double(samples[k].cpu) - Double(samples[k - 1].cpu)) / (Double(samples[k].wall) - Double(samples[k - 1].wall)) * 100
                cpu.append((x(samples[k].time), y(p, 100)))
            }
            polyline(px, samples.map { (x($0.time), y(Double($0.residentKiB) / 1024, rssTop)) }, rssColor)
            polyline(px, cpu, cpuColor)
            font.draw("\(f(rssTop, 0)) MiB / 100 %", in: px, at: (over.x + 8, over.y + 40), color: text)
            font.draw("\(f(span / 1e9, 1)) s", in: px, at: (over.maxX - 50, over.maxY + 18), color: text)
        } else {
            font.draw("fewer than two samples", in: px, at: (over.x + 8, over.y + 60), color: text)
        }
        return surface
    }

    /// Straight 2-pixel-thick segments between successive points.
    static func polyline(_ px: PixelBuffer, _ points: [(Int, Int)], _ color: Color) {
        if points.count == 1 { px.fill(PixelRect(x: points[0].0 - 1, y: points[0].1 - 1, width: 3, height: 3), with: color) }
        for k in points.indices.dropFirst() {
            let (x0, y0) = points[k - 1], (x1, y1) = points[k]
            let steps = max(abs(x1 - x0), abs(y1 - y0), 1)
            for s in 0...steps {
                let x = x0 + (x1 - x0) * s / steps, y = y0 + (y1 - y0) * s / steps
                px.fill(PixelRect(x: x, y: y, width: 2, height: 2).intersection(px.bounds), with: color)
            }
        }
    }
}
