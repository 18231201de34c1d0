import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct AlertTests {
    @Test("two actions side by side, cancel on the left; a tap dismisses, then runs the handler") func twoActions() {
        let window = Window(size: Size(width: 400, height: 300))
        let alert = Alert(title: "Place order?", message: "2 × Flat white", theme: ownTheme())
        var log: [String] = []
        alert.addAction(Alert.Action(title: "Order") { log.append("order") })
        alert.addAction(Alert.Action(title: "Cancel", style: .cancel) { log.append("cancel") })
        #expect(alert.actions.map(\.title) == ["Order", "Cancel"])
        alert.show(in: window, animated: false)
        window.layoutIfNeeded()
        let size = alert.intrinsicContentSize
        #expect(size.width == 270 && alert.bounds.size == size)
        #expect(alert.buttons.map { $0.title } == ["Cancel", "Order"])
        let order = alert.buttons[1].convert(alert.buttons[1].bounds, to: nil)
        #expect(order.width == 135 && order.height == 44 && order.maxY == alert.frame.maxY)
        let touches = TouchFrames(window)
        touches.send(0, .down(1, order.midX, order.midY))
        touches.send(0.05, .up(1))
        #expect(log.isEmpty, "the handler waits for the dismissal")
        for i in 1...20 { window.stepAnimations(to: InputTime(seconds: Double(i) / 60)) }
        #expect(log == ["order"] && alert.superview == nil && window.presentedView == nil)
    }

    @Test("three actions stack; destructive is red; the height counts the rows") func stacked() throws {
        let theme = ownTheme()
        let alert = Alert(title: "Remove item?", message: nil, theme: theme)
        alert.addAction(Alert.Action(title: "Remove", style: .destructive))
        alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
        alert.addAction(Alert.Action(title: "Keep"))
        #expect(alert.actions.map(\.title) == ["Remove", "Keep", "Cancel"])
        let title = Double(try #require(theme.headlineFont).lineHeight)
        #expect(alert.intrinsicContentSize.height == 20 + title + 20 + 3 * 44)
        #expect(alert.buttons[0].titleLabel.textColor == theme.destructiveColor)
        alert.frame = Rect(origin: .zero, size: alert.intrinsicContentSize)
        alert.layoutIfNeeded()
        #expect(alert.buttons[2].frame.minY == 40 + title + 88)
    }
}
