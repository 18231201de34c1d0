#if canImport(Glibc)
import Glibc
#endif

/// The on-panel profiling overlay (`--hud`), after LVGL's sysmon: frames a second and the
/// hitch time ratio, the last frame's phases, the median touch-to-photon latency, CPU % and
/// resident memory, in four lines in the window's top-right corner.
///
/// It refreshes its figures twice a second (a timer on a panel; before frames when headless,
/// so a headless run still ends) and only a line whose text changed is redrawn: the HUD
/// damages nothing but its own rectangle, and nothing at all while its numbers hold.
public final class ProfileHUD: View {
    /// The overlay's width in points.
    public static let width = 330.0
    static let lineHeight = 20.0
    /// Seconds between refreshes.
    public static let refreshInterval = 0.5
    /// The overlay's four lines of figures, top to bottom.
    public let lines: [Label]
    private let stats: ProfileLiveStats
    private var lastRefresh: InputTime?

    /// An overlay in `frame` that shows the figures of `stats`.
    public init(frame: Rect, stats: ProfileLiveStats) {
        self.stats = stats
        let font = Font.system(size: 14)
        lines = (0..<4).map { i in
            Label(text: "", frame: Rect(x: 6, y: 4 + Double(i) * Self.lineHeight, width: Self.width - 12, height: Self.lineHeight),
                  font: font)
        }
        super.init(frame: frame)
        backgroundColor = Color(rgb: 0x101010)
        for l in lines {
            l.textColor = Color(rgb: 0x7CFC00)
            addSubview(l)
        }
    }

    /// Adds a HUD to `app`'s window and keeps it fresh.
    static func install(in app: Application, profiler: Profiler, options: inout AppLauncher.Options, repeating: Bool) {
        let bounds = app.window.bounds
        let height = 8 + lineHeight * 4
        let hud = ProfileHUD(frame: Rect(x: bounds.width - width - 8, y: bounds.height > height + 40 ? 36 : 0,
                                         width: width, height: height), stats: profiler.live)
        app.window.addSubview(hud)
        let before = options.beforeFrame
        options.beforeFrame = { [unowned app, unowned hud] in
            before?()
            hud.refresh(at: app.time)
        }
        if repeating {
            // A panel sleeps when idle: wake it for the HUD's refreshes.
            func tick(_ time: InputTime) {
                app.schedule(at: time) { [unowned app, unowned hud] in
                    hud.refresh(at: app.time)
                    tick(app.time + refreshInterval)
                }
            }
            tick(app.time + refreshInterval)
        }
    }

    /// Sets the lines' texts from the stats when half a second has passed since the last time.
    public func refresh(at time: InputTime) {
        if let last = lastRefresh, time - last < Self.refreshInterval { return }
        lastRefresh = time
        func ms(_ ns: Int64) -> String { JSONWriter.number(Double(ns) / 1e6, decimals: 1) }
        let p = stats.lastPhases
        let texts = [
            "\(stats.framesPerSecond) FPS  hitches \(JSONWriter.number(stats.hitchRatio, decimals: 1)) ms/s",
            "in \(ms(p.0)) an \(ms(p.1)) lay \(ms(p.2)) comp \(ms(p.3)) pres \(ms(p.4)) ms",
            "latency p50 " + (stats.latencyMedian.map { JSONWriter.number($0, decimals: 1) + " ms" } ?? "-"),
            "CPU \(JSONWriter.number(stats.cpuPercent, decimals: 0)) %  RSS \(JSONWriter.number(Double(stats.residentKiB) / 1024, decimals: 1)) MiB",
        ]
        for (label, text) in zip(lines, texts) where label.text != text { label.text = text }
    }
}
