public import Pane

/// The opening-hours kiosk: `HoursScreen` in the app's window, filled by a fetch that runs in
/// `app.task`, so the app is not settled (and a headless run waits) while the request runs.
///
/// `Sources/opening-hours/main.swift` runs it with `AppLauncher.run` and `setUp`, fetching with
/// `HoursClient`; the tests give `init` a fake fetch instead, or run the built program against
/// a server of their own.
@MainActor
public final class HoursKiosk {
    /// How the kiosk gets the week: `HoursClient.fetch`, or a test's fake. It runs off the main
    /// actor unless it says otherwise; what it throws is shown on the screen (`message(for:)`).
    public typealias Fetch = @Sendable () async throws -> WeekHours

    /// The address `opening-hours` loads without `--hours-url`.
    public nonisolated static let defaultURL = "http://127.0.0.1:8080/hours.json"
    /// The app's own flag, for `AppLauncher.run`.
    public nonisolated static let urlFlag = AppFlag("--hours-url", value: "URL", help: "where the hours document is (default \(defaultURL))")

    /// The app the kiosk runs in (it owns the loading tasks).
    public let app: Application
    /// The one screen.
    public let screen: HoursScreen
    /// Where the week comes from.
    public let fetch: Fetch
    /// Called with the screen's message when a load fails (`opening-hours` logs it, so the
    /// kiosk's journal says why the screen shows an error).
    public var onFailure: ((String) -> Void)?
    /// How many loads have started (the first, and one per Retry).
    public private(set) var loads = 0
    /// The load in flight, if any.
    var loading: Task<Void, Never>?

    /// The kiosk the last `setUp` made (the app keeps it alive here).
    public static var running: HoursKiosk?

    /// Builds the screen in `app`'s window and starts the first load.
    public init(app: Application, theme: Theme = .light, fetch: @escaping Fetch) {
        self.app = app
        self.fetch = fetch
        screen = HoursScreen(frame: app.window.bounds, theme: theme)
        app.window.addSubview(screen)
        screen.onRetry = { [unowned self] in self.load() }
        load()
    }

    /// Shows the spinner and fetches the week in a tracked task (`app.task`), then shows the
    /// week or the failure. Does nothing while a load runs.
    public func load() {
        guard loading == nil else { return }
        loads += 1
        screen.show(.loading)
        let fetch = fetch
        loading = app.task { [weak self] in
            let state: HoursScreen.State
            do {
                state = .loaded(try await fetch())
            } catch {
                state = .failed(Self.message(for: error))
            }
            guard let self else { return }
            self.loading = nil
            self.screen.show(state)
            if case .failed(let message) = state { self.onFailure?(message) }
        }
    }

    /// What the screen says when loading failed: "The opening hours could not be loaded: " and
    /// the reason (an `HoursError`'s description, or the error as Swift prints it).
    public nonisolated static func message(for error: any Error) -> String {
        let reason = (error as? HoursError)?.description ?? (error is CancellationError ? "the request was cancelled" : "\(error)")
        return "The opening hours could not be loaded: \(reason)."
    }

    /// The launcher's set-up for `opening-hours`: a kiosk fetching from `url` with `HoursClient`
    /// (a bad URL is an error, which the launcher reports with exit status 2).
    public static func setUp(_ app: Application, board: BoardProfile, url: String = defaultURL) throws -> AppLauncher.Options {
        let client = try HoursClient(urlString: url)
        let kiosk = HoursKiosk(app: app, fetch: { try await client.fetch() })
        kiosk.onFailure = { AppLauncher.log("opening-hours: \($0)") }
        running = kiosk
        return AppLauncher.Options()
    }
}
