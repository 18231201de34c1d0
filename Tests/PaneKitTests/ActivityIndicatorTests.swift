import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite struct ActivityIndicatorTests {
    @Test("hidden until started; spins on the frame clock; stopping hides it and ends the animation") func lifecycle() {
        let window = Window(size: Size(width: 100, height: 100))
        let spinner = ActivityIndicator()
        window.addSubview(spinner)
        #expect(spinner.isHidden && !window.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && window.isAnimating)
        window.stepAnimations(to: InputTime(seconds: 0))
        #expect(spinner.phase == 0 && spinner.dots[0].alpha == 1 && spinner.dots[1].alpha == 0.25)
        window.stepAnimations(to: InputTime(seconds: 0.35))   // 0.35 / 0.8 of a turn: dot 3
        #expect(spinner.phase == 3 && spinner.dots[3].alpha == 1 && spinner.dots[2].alpha == 1 - 0.75 / 7)
        spinner.stopAnimating()
        window.stepAnimations(to: InputTime(seconds: 0.4))
        #expect(spinner.isHidden && !window.isAnimating)
    }

    @Test("between steps of the lit dot nothing changes, so no frame is asked for") func quietBetweenSteps() {
        let window = Window(size: Size(width: 100, height: 100))
        let spinner = ActivityIndicator()
        window.addSubview(spinner)
        spinner.startAnimating()
        window.stepAnimations(to: InputTime(seconds: 0.0))
        let compositor = Compositor(width: 100, height: 100)
        compositor.render(window)
        window.stepAnimations(to: InputTime(seconds: 0.05))
        #expect(!compositor.render(window), "same lit dot: nothing repainted")
        window.stepAnimations(to: InputTime(seconds: 0.1))
        #expect(compositor.render(window))
        #expect(spinner.dots.allSatisfy { $0.rasterCount == 1 }, "dots are rasterized once and only faded")
    }

    @Test("started off-window, it spins once it joins a window; removed, its animation ends") func window() {
        let window = Window(size: Size(width: 100, height: 100))
        let spinner = ActivityIndicator()
        spinner.startAnimating()
        window.addSubview(spinner)
        #expect(window.isAnimating)
        spinner.removeFromSuperview()
        window.stepAnimations(to: InputTime(seconds: 0.1))
        #expect(!window.isAnimating && spinner.isAnimating)
    }
}
