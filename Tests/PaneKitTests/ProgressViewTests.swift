import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct ProgressViewTests {
    @Test("the bar's width follows progress, clamped to 0…1; moving it redraws nothing") func bar() {
        let scene = Scene(width: 120, height: 20, background: .white)
        let p = ProgressView(frame: Rect(x: 10, y: 8, width: 100, height: 4))
        scene.window.addSubview(p)
        p.progress = 0.25
        scene.render()
        #expect(p.bar.frame == Rect(x: 0, y: 0, width: 25, height: 4))
        p.progress = 2
        #expect(p.progress == 1)
        p.progress = .nan
        #expect(p.progress == 0)
        #expect(p.intrinsicContentSize == Size(width: -1, height: 4))
    }

    @Test("progress bars and an activity indicator (golden)") func golden() {
        let scene = Scene(width: 160, height: 60, background: .white)
        for (i, value) in [0.0, 0.4, 1.0].enumerated() {
            let p = ProgressView(frame: Rect(x: 10, y: 10 + Double(i) * 10, width: 100, height: 4), theme: .light)
            p.progress = value
            scene.window.addSubview(p)
        }
        let spinner = ActivityIndicator(theme: .light)
        spinner.frame.origin = Point(x: 125, y: 15)
        scene.window.addSubview(spinner)
        spinner.startAnimating()
        scene.window.stepAnimations(to: InputTime(seconds: 0.35))
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "progress-activity")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
