import Testing
import PaneGeometry
import PaneInput
import PanePixels
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// The kit's form of `Window.present`: the dimming takes the theme's colour. (The presentation
/// itself is PaneUI's; its tests are in PaneUITests.)
@MainActor
@Suite struct WindowThemePresentationTests {
    @Test("present(_:theme:) dims with the theme's dimming colour") func themeDimming() {
        let window = Window(size: Size(width: 400, height: 300))
        var dark = ownTheme(.dark)
        dark.dimmingColor = Color(red: 10, green: 20, blue: 30, alpha: 0x80)
        window.present(View(frame: Rect(x: 0, y: 0, width: 200, height: 100)), animated: false, theme: dark)
        #expect(window.subviews.count == 2 && window.subviews[0].backgroundColor == dark.dimmingColor)
    }

    @Test("without a theme, the dimming takes Theme.current's colour") func defaultDimming() {
        let window = Window(size: Size(width: 400, height: 300))
        window.present(View(frame: Rect(x: 0, y: 0, width: 200, height: 100)), animated: false)
        #expect(window.subviews[0].backgroundColor == Theme.current.dimmingColor)
    }

    @Test("an alert-style presentation of an image button fades in from 1.2× at the button's natural size") func alertStyle() {
        let window = Window(size: Size(width: 400, height: 300))
        let card = Button(image: solid(0xFFFF_FFFF, width: 20, height: 20))
        window.present(card, style: .alert)
        #expect(card.bounds.size == Size(width: 52, height: 44) && card.transform == Transform(scale: 1.2) && card.alpha == 0)
        for frame in 1...18 { window.stepAnimations(to: InputTime(seconds: Double(frame) / 60)) }
        #expect(card.transform == .identity && card.alpha == 1 && card.center == Point(x: 200, y: 150))
    }
}
