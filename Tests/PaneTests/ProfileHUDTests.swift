import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct ProfileHUDTests {
    @Test("the HUD shows its figures, damages only its rectangle, and nothing while they hold")
    func damage() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 640, height: 240)))
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 640, height: 240)
        app.profiler = profiler
        var options = AppLauncher.Options()
        ProfileHUD.install(in: app, profiler: profiler, options: &options, repeating: false)
        let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        app.window.insertSubview(dot, at: 0)
        let hud = try #require(app.window.subviews.last as? ProfileHUD)
        #expect(hud.frame == Rect(x: 640 - 330 - 8, y: 36, width: 330, height: 88))
        let start = InputTime(seconds: 1)
        options.beforeFrame?()
        try app.runFrame(at: start)
        #expect(hud.lines[0].text == "0 FPS  hitches 0 ms/s")
        #expect(hud.lines[2].text == "latency p50 -")
        // Half a second of frames: the figures change, and only the HUD's rectangle is repainted.
        var t = start
        for _ in 0..<30 {
            t = t + 1.0 / 60
            dot.backgroundColor = dot.backgroundColor == .white ? .black : .white  // something moves
            try app.runFrame(at: t)
        }
        t = t + 1.0 / 60
        options.beforeFrame?()
        let changed = try app.runFrame(at: t)
        #expect(hud.lines[0].text.hasPrefix("31 FPS"))
        #expect(changed.damagedPixels > 0 && changed.damagedPixels <= 330 * 88)
        #expect(PixelRect(x: 302, y: 36, width: 330, height: 88).contains(app.compositor.damage.extents))
        // Nothing new recorded: a refresh half a second later changes no text and draws nothing.
        app.profiler = nil
        hud.refresh(at: t + 0.5)  // takes in the frame above
        try app.runFrame(at: t + 0.5)
        let texts = hud.lines.map(\.text)
        hud.refresh(at: t + 1)
        #expect(hud.lines.map(\.text) == texts)
        let idle = try app.runFrame(at: t + 1)
        #expect(idle.damagedPixels == 0)
    }
}
