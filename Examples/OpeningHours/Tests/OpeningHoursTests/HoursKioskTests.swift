import Testing
import Pane
@testable import OpeningHours

/// The kiosk in this process, without a network: `HoursKiosk` given fake fetches, run with the
/// async `HeadlessRunner` (which waits for `app.task` by awaiting, as swift-testing needs).
@MainActor
@Suite struct HoursKioskTests {
    static let week = Fixtures.week
    static let rows = Fixtures.rows

    func app() -> Application { Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480))) }

    /// The dot `ActivityIndicator` lights brightest at `time`: one turn every 0.8 s, eight dots.
    func litDot(at time: InputTime) -> Int {
        let turns = time.milliseconds / 1000 / ActivityIndicator.period
        return Int((turns - turns.rounded(.down)) * Double(ActivityIndicator.dotCount)) % ActivityIndicator.dotCount
    }

    @Test("while the fetch runs the spinner turns and says Loading…; then the week's rows show and the app settles")
    func loadingThenWeek() async throws {
        let app = app()
        let watch = LoadingWatch()
        let kiosk = HoursKiosk(app: app) { @MainActor in
            await watch.watch(app)
            return Self.week
        }
        watch.screen = kiosk.screen
        #expect(kiosk.screen.state == .loading && app.runningTaskCount == 1)
        // The watch holds the fetch until the spinner has gone all the way round (48 frames)
        // while frames come at real-time pace, each frame a turn of the main actor. Under
        // qemu-aarch64 (make test-arm64) the rest of the suite fills the main actor's queue for
        // its whole 16 minutes and every turn waits behind it: this run waited over 900 s there
        // for its 48 frames. The guard against a task that never ends is therefore an hour; the
        // watch itself ends after 30 s of the app's time whatever it saw.
        var runner = HeadlessRunner()
        runner.beforeFrame = { watch.look(app) }
        runner.maxTaskWait = 3600
        let outcome = try await runner.run(app)

        // Every look taken during the fetch: loading, the spinner running, its lit dot the one
        // for the frame's time; and over the fetch it went all the way round.
        #expect(watch.samples.count >= ActivityIndicator.dotCount)
        let wrong = watch.samples.filter {
            !($0.message == "Loading…" && $0.spinning && !$0.retryShown && !$0.cardShown && $0.lit == [litDot(at: $0.frameTime)])
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(watch.samples.count) looks were wrong; the first: \(String(describing: wrong.first))")
        #expect(watch.leads == Set(0..<ActivityIndicator.dotCount))

        #expect(outcome.settled && !outcome.waitedTooLong)
        #expect(kiosk.screen.state == .loaded(Self.week))
        #expect(kiosk.screen.rows.map(\.text) == Self.rows)
        #expect(kiosk.screen.subtitleLabel.text == "Harbour Museum")
        #expect(kiosk.screen.noteLabel.text == "Last entry 30 minutes before closing." && !kiosk.screen.noteLabel.isHidden)
        #expect(kiosk.screen.spinner.isHidden && !kiosk.screen.spinner.isAnimating)
        #expect(kiosk.screen.messageLabel.isHidden && kiosk.screen.retryButton.isHidden && !kiosk.screen.card.isHidden)
        #expect(kiosk.screen.card.frame == Rect(x: 48, y: 104, width: 704, height: 280))
        #expect(kiosk.loads == 1 && app.runningTaskCount == 0)
    }

    @Test("a failed load shows why and a Retry button; tapping Retry loads again and shows the week")
    func retryAfterFailure() async throws {
        let app = app()
        let service = FlakyService(week: Self.week)
        let kiosk = HoursKiosk(app: app) { @MainActor in try service.answer() }
        let first = try await HeadlessRunner().run(app)
        #expect(first.settled)
        let message = "The opening hours could not be loaded: the service answered with status 503 (service unavailable)."
        #expect(kiosk.screen.state == .failed(message))
        #expect(kiosk.screen.messageLabel.text == message && !kiosk.screen.messageLabel.isHidden)
        #expect(!kiosk.screen.retryButton.isHidden && kiosk.screen.spinner.isHidden && kiosk.screen.card.isHidden)
        #expect(kiosk.screen.rows.isEmpty)

        // A finger on Retry a second later, lifted 80 ms after.
        let button = kiosk.screen.retryButton.frame
        let point = Point(x: button.minX + button.width / 2, y: button.minY + button.height / 2)
        let down = first.endTime + 1.0, up = down + 0.08
        let tap = TouchScript(frames: [
            TouchFrame(timestamp: down, touches: [Touch(id: TouchID(1), phase: .began, location: point, timestamp: down)]),
            TouchFrame(timestamp: up, touches: [Touch(id: TouchID(1), phase: .ended, location: point, timestamp: up)]),
        ])
        let second = try await HeadlessRunner().run(app, script: tap)
        #expect(second.settled)
        #expect(service.calls == 2 && kiosk.loads == 2)
        #expect(kiosk.screen.state == .loaded(Self.week))
        #expect(kiosk.screen.rows.map(\.text) == Self.rows)
        #expect(kiosk.screen.retryButton.isHidden && kiosk.screen.messageLabel.isHidden)
    }

    @Test("load() while a load runs starts no second one")
    func oneLoadAtATime() async throws {
        let app = app()
        let service = FlakyService(week: Self.week, failures: 0)
        let kiosk = HoursKiosk(app: app) { @MainActor in try service.answer() }
        kiosk.load()
        kiosk.load()
        #expect(kiosk.loads == 1 && app.runningTaskCount == 1)
        _ = try await HeadlessRunner().run(app)
        #expect(service.calls == 1 && kiosk.screen.state == .loaded(Self.week))
    }

    @Test("errors read as the screen shows them")
    func messages() {
        let cases: [(any Error, String)] = [
            (HoursError.unreachable("nothing answers at 127.0.0.1:9 (connection refused)"),
             "The opening hours could not be loaded: nothing answers at 127.0.0.1:9 (connection refused)."),
            (HoursError.timedOut(5), "The opening hours could not be loaded: the service did not answer within 5 seconds."),
            (HoursError.timedOut(1), "The opening hours could not be loaded: the service did not answer within 1 second."),
            (HoursError.badDocument("it is not valid JSON"),
             "The opening hours could not be loaded: the answer is not an hours document: it is not valid JSON."),
            (CancellationError(), "The opening hours could not be loaded: the request was cancelled."),
        ]
        for (error, text) in cases { #expect(HoursKiosk.message(for: error) == text) }
    }

    @Test("a day with one time, or a week of no days, is not an hours document")
    func validation() throws {
        #expect(throws: HoursError.badDocument("Friday has an opening time but no closing time")) {
            try WeekHours(museum: "M", days: [DayHours(day: "Friday", opens: "10:00")]).validated()
        }
        #expect(throws: HoursError.badDocument("it lists 0 days (1 to 7 expected)")) {
            try WeekHours(museum: "M", days: []).validated()
        }
        #expect(try Self.week.validated() == Self.week)
    }

    @Test("a bad --hours-url is a clear error before anything runs")
    func badURL() {
        #expect(throws: HoursError.badURL("ftp://example.org/hours.json")) { try HoursClient(urlString: "ftp://example.org/hours.json") }
        #expect(throws: HoursError.badURL("hours.json")) { try HoursClient(urlString: "hours.json") }
        #expect(HoursError.badURL("hours.json").description == "hours.json is not an http:// or https:// URL with a host")
    }
}

/// Looks at the screen before every frame while a fake fetch runs (`look`, the runner's
/// `beforeFrame`), and holds the fetch (`watch`) until the spinner's lit dot has been all the way
/// round, or 30 s of the app's time went by. Looking from the runner rather than from the task
/// sees every frame however the main actor is shared: under qemu-aarch64, with the rest of the
/// suite taking turns there, a task that looked once a turn saw every few frames, in step with
/// the spinner's 48-frame turn, missed some dots for good and held the fetch for 30 s of frames
/// paced to real time (over 900 s there).
@MainActor
final class LoadingWatch {
    struct Sample {
        var message: String
        var spinning: Bool
        var retryShown: Bool
        var cardShown: Bool
        /// The dots at full brightness.
        var lit: [Int]
        var frameTime: InputTime
    }

    var screen: HoursScreen?
    var samples: [Sample] = []
    /// The dots seen lit alone, each the brightest of its frame.
    var leads: Set<Int> = []
    /// Whether the fetch is still held (looks after it, on the loaded screen, are not taken).
    private var watching = true
    private var lastFrame = -1

    /// One look at the frame just drawn, if it is new and the fetch is still held.
    func look(_ app: Application) {
        guard watching, let screen, app.frameNumber > 0, app.frameNumber != lastFrame else { return }
        lastFrame = app.frameNumber
        let dots = screen.spinner.subviews
        let lit = dots.indices.filter { dots[$0].alpha == 1 }
        if lit.count == 1 { leads.insert(lit[0]) }
        samples.append(Sample(message: screen.messageLabel.text, spinning: screen.spinner.isAnimating && !screen.spinner.isHidden,
                              retryShown: !screen.retryButton.isHidden, cardShown: !screen.card.isHidden,
                              lit: lit, frameTime: app.window.frameTime))
    }

    /// Holds the fetch until every dot has led, or 30 s of the app's time went by.
    func watch(_ app: Application) async {
        let start = app.now
        while app.now - start < 30, leads.count < ActivityIndicator.dotCount {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        watching = false
    }
}

/// A service that answers 503 `failures` times, then the week; counts the calls.
@MainActor
final class FlakyService {
    let week: WeekHours
    var failures: Int
    var calls = 0

    init(week: WeekHours, failures: Int = 1) {
        self.week = week
        self.failures = failures
    }

    func answer() throws -> WeekHours {
        calls += 1
        if failures > 0 {
            failures -= 1
            throw HoursError.status(503, "service unavailable")
        }
        return week
    }
}
