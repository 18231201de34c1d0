public import Pane

/// The café-ordering kiosk of Pane's tutorial ("Your first kiosk"): a menu grid, a detail screen
/// with an order button, and a confirmation, one screen at a time in the window.
///
/// `Sources/cafe-kiosk/main.swift` runs it with `AppLauncher.run` and `setUp`; the tests replay
/// recorded touches into the same `setUp` (`RecordedTouchRun`), so what they check is what the
/// panel shows.
@MainActor
public final class CafeKiosk {
    public let window: Window
    public let items: [MenuItem]
    public let theme: Theme
    /// The screen showing now.
    public private(set) var screen: View
    /// What was ordered, oldest first.
    public private(set) var orders: [MenuItem] = []

    /// The kiosk the last `setUp` made (the app keeps it alive here).
    public static var running: CafeKiosk?

    public init(window: Window, items: [MenuItem] = MenuItem.menu, theme: Theme = .light) {
        self.window = window
        self.items = items
        self.theme = theme
        screen = View()
        showMenu()
    }

    /// Builds the kiosk in `app`'s window; the launcher's defaults do the rest.
    public static func setUp(_ app: Application, board: BoardProfile) -> AppLauncher.Options {
        running = CafeKiosk(window: app.window)
        return AppLauncher.Options()
    }

    public func showMenu() {
        let menu = MenuScreen(frame: window.bounds, items: items, theme: theme)
        menu.onChoose = { [unowned self] item in self.showDetail(item) }
        show(menu)
    }

    public func showDetail(_ item: MenuItem) {
        let detail = DetailScreen(frame: window.bounds, item: item, theme: theme)
        detail.onOrder = { [unowned self] item in self.order(item) }
        detail.onBack = { [unowned self] in self.showMenu() }
        show(detail)
    }

    func order(_ item: MenuItem) {
        orders.append(item)
        let done = ConfirmationScreen(frame: window.bounds, item: item, number: orders.count, theme: theme)
        done.onDone = { [unowned self] in self.showMenu() }
        show(done)
    }

    func show(_ next: View) {
        screen.removeFromSuperview()
        screen = next
        next.frame = window.bounds   // a screen made before the window turned takes its new size
        next.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // and follows it when it turns
        window.addSubview(next)
    }
}
