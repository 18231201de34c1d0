import Testing
import PaneGeometry
import PanePixels
import PaneInput
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct ButtonTests {
    let tint = Color(rgb: 0x007AFF)
    let theme = ownTheme()

    @Test("a tap sends touchUpInside, then primaryActionTriggered") func tap() {
        let window = Window(size: Size(width: 300, height: 200))
        let button = Button(title: "Order", style: .filled, theme: theme)
        button.frame = Rect(x: 50, y: 50, width: 120, height: 44)
        window.addSubview(button)
        var log: [String] = []
        button.addAction(for: .primaryActionTriggered) { _ in log.append("primary") }
        button.addAction(for: .touchUpInside) { _ in log.append("upInside") }
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 100, 70))
        #expect(button.isHighlighted)
        touches.send(0.1, .up(1))
        #expect(log == ["upInside", "primary"])
    }

    @Test("the title label and image view do not take the touch: the button does") func hitTarget() {
        let button = Button(title: "Order", image: solid(0xFFFF_FFFF, width: 16, height: 16), theme: theme)
        button.frame = Rect(x: 0, y: 0, width: 160, height: 44)
        button.layoutIfNeeded()
        #expect(button.hitTest(button.titleLabel.center) === button)
        #expect(button.hitTest(button.imageView.center) === button)
    }

    @Test("colours per style and state, light theme") func colours() {
        let b = Button(title: "x", style: .filled, theme: ownTheme(.light))
        #expect(b.currentColors.background == tint && b.currentColors.foreground == .white)
        #expect(b.backgroundColor == tint && b.cornerRadius == 8 && b.titleLabel.textColor == .white)
        b.isHighlighted = true
        // 80 % of (0, 0x7A, 0xFF) over black: (0, 0x62, 0xCC).
        #expect(b.backgroundColor == Color(rgb: 0x0062CC))
        b.isHighlighted = false
        b.style = .tinted
        #expect(b.backgroundColor == tint.multiplied(byAlpha: 38) && b.titleLabel.textColor == tint)
        b.style = .plain
        #expect(b.backgroundColor == nil && b.cornerRadius == 0 && b.titleLabel.textColor == tint)
        b.isHighlighted = true
        #expect(b.titleLabel.textColor == tint.multiplied(byAlpha: 128))
        b.isHighlighted = false
        b.isEnabled = false
        #expect(b.backgroundColor == nil && b.titleLabel.textColor == Theme.light.disabledTextColor)
        b.style = .filled
        #expect(b.backgroundColor == Theme.light.fillColor)
    }

    @Test("tintColor replaces the theme's; the dark theme brings its own tint") func tintAndDark() {
        let b = Button(title: "x", style: .plain, theme: ownTheme(.dark))
        #expect(b.titleLabel.textColor == Color(rgb: 0x0A84FF))
        b.tintColor = Color(rgb: 0xFF3B30)
        #expect(b.titleLabel.textColor == Color(rgb: 0xFF3B30))
    }

    @Test("intrinsic size: insets around image, padding and title, at least 44 pt tall") func intrinsicSize() throws {
        let imageOnly = Button(image: solid(0xFFFF_FFFF, width: 20, height: 20))
        #expect(imageOnly.intrinsicContentSize == Size(width: 16 + 20 + 16, height: 44))
        let tall = Button(image: solid(0xFFFF_FFFF, width: 20, height: 40))
        #expect(tall.intrinsicContentSize == Size(width: 52, height: 10 + 40 + 10))
        let font = try #require(theme.font)
        let titled = Button(title: "Order", image: solid(0xFFFF_FFFF, width: 20, height: 20), theme: theme)
        let w = Double(font.width(of: "Order"))
        #expect(titled.intrinsicContentSize == Size(width: 16 + 20 + 8 + w + 16, height: 44))
        titled.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        titled.sizeToFit()
        #expect(titled.frame == Rect(x: 0, y: 0, width: 60 + w, height: 44))
    }

    @Test("layout centres image and title together, on whole points") func layout() throws {
        let font = try #require(theme.font)
        let b = Button(title: "Order", image: solid(0xFFFF_FFFF, width: 20, height: 20), theme: theme)
        b.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        b.layoutIfNeeded()
        let w = Double(font.width(of: "Order")), h = Double(font.lineHeight)
        let x = ((200 - (20 + 8 + w)) / 2).rounded()
        #expect(b.imageView.frame == Rect(x: x, y: 15, width: 20, height: 20))
        #expect(b.titleLabel.frame == Rect(x: x + 28, y: (25 - h / 2).rounded(), width: w, height: h))
    }

    @Test("styles and states (golden; image buttons, so the picture does not depend on text)") func golden() {
        let scene = Scene(width: 280, height: 120, background: .white)
        let icon = solid(0xFFFF_FFFF, width: 16, height: 16)
        let dot = solid(0xFF00_7AFF, width: 16, height: 16)
        func add(_ b: Button, _ x: Double, _ y: Double) {
            b.frame = Rect(x: x, y: y, width: 60, height: 44)
            scene.window.addSubview(b)
        }
        add(Button(image: icon, style: .filled, theme: .light), 8, 8)
        let pressed = Button(image: icon, style: .filled, theme: .light)
        pressed.isHighlighted = true
        add(pressed, 76, 8)
        add(Button(image: dot, style: .tinted, theme: .light), 144, 8)
        add(Button(image: dot, style: .plain, theme: .light), 212, 8)
        let off = Button(image: icon, style: .filled, theme: .light)
        off.isEnabled = false
        add(off, 8, 64)
        let offTinted = Button(image: dot, style: .tinted, theme: .light)
        offTinted.isEnabled = false
        add(offTinted, 76, 64)
        let dark = Button(image: icon, style: .filled, theme: .dark)
        dark.tintColor = Color(rgb: 0xFF3B30)
        add(dark, 144, 64)
        let plainPressed = Button(image: dot, style: .plain, theme: .light)
        plainPressed.isHighlighted = true
        add(plainPressed, 212, 64)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "buttons")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("pressing repaints the button's rectangle only (less its unchanged opaque image), and redraws its raster once") func damage() {
        let scene = Scene(width: 200, height: 100, background: .white)
        let button = Button(image: solid(0xFFFF_FFFF, width: 16, height: 16), style: .filled, theme: .light)
        button.frame = Rect(x: 20, y: 20, width: 60, height: 44)
        scene.window.addSubview(button)
        scene.render()
        let before = button.rasterCount
        let touches = TouchFrames(scene.window)
        touches.send(0, .down(1, 50, 40))
        // The button's 60×44 less the opaque 16×16 image in front of it, which did not change.
        let ring = [PixelRect(x: 20, y: 20, width: 60, height: 14), PixelRect(x: 20, y: 34, width: 22, height: 16),
                    PixelRect(x: 58, y: 34, width: 22, height: 16), PixelRect(x: 20, y: 50, width: 60, height: 14)]
        #expect(scene.render())
        #expect(scene.damageIs(ring))
        #expect(button.rasterCount == before + 1)
        #expect(!scene.render(), "nothing changes while the finger rests")
        touches.send(0.1, .up(1))
        #expect(scene.render() && scene.damageIs(ring))
    }
}
