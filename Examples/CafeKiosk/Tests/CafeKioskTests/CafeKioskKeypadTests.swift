import Glibc
import Testing
import Pane
import PaneTesting
@testable import CafeKiosk

/// The kiosk as a customer who cannot see it uses it: an EZ-Access keypad (up, down, select,
/// help) with the screen reader on, walking the menu to a purchase.
///
/// The recording `Recordings/keypad-order.evemu` is written by hand, by
/// `Recordings/make-keypad-recordings.py` (the keys of a USB keypad, in the evemu format that
/// `--replay` reads; `cafe-kiosk --display window --screen-reader --record walk.evemu` records
/// the same from a keyboard as walk-keys.evemu). It is replayed headless into `CafeKiosk.setUp`
/// as `cafe-kiosk --display headless --screen-reader --replay FILE` does, and checked by what is
/// spoken, by the kiosk's state, and, after every key, by where the reader's cursor is.
@MainActor
@Suite(.serialized) struct CafeKioskKeypadTests {
    static let recording = RecordedTouchRun.recordingsFolder() + "/keypad-order.evemu"

    /// What the reader says, a line each: on, the first element, then one line for each key.
    static let spoken = [
        "Screen reader on",
        "Café Pane — what would you like?, heading",
        "Espresso, €2.20, button",                       // down
        "Cappuccino, €3.20, button",                     // down
        "Flat white, €3.50, button",                     // down
        "Cappuccino, €3.20, button",                     // up
        "Back to the menu, button",                      // select: the detail screen's first element
        "Cappuccino, heading",                           // down
        "Espresso with steamed milk and a thick cap of foam.",  // down
        "Order Cappuccino, €3.20, button, Pay at the counter when you collect it",  // down
        "Pay at the counter when you collect it",        // help
        "Thank you!, heading",                           // select: the confirmation
        "Order 1: Cappuccino, €3.20",                    // down
        "Please collect it at the counter when your number shows.",  // down
        "New order, button",                             // down
    ]

    /// The keypad's keys in the recording, in order.
    static let walk = ["down", "down", "down", "up", "select", "down", "down", "down", "help", "select",
                       "down", "down", "down"]

    /// Each utterance with where the cursor was when it was spoken: the reader speaks once for
    /// every key of the walk, after it moved, adjusted or activated, so this is the state after
    /// each key.
    @MainActor
    final class Probe: SpeechOutput {
        struct Step {
            var text: String
            var element: View?
            /// Whether `element` is one of the elements of the screen at that moment.
            var onScreen: Bool
            var elementCount: Int
            var isAdjustable: Bool
        }

        var steps: [Step] = []
        weak var reader: ScreenReader?

        func speak(_ text: String) {
            guard let reader else { return }
            let all = reader.window.accessibilityElementsInReadingOrder
            let current = reader.currentElement
            steps.append(Step(text: text, element: current, onScreen: current.map { c in all.contains { $0 === c } } ?? false,
                              elementCount: all.count, isAdjustable: current?.accessibilityTraits.contains(.adjustable) ?? false))
        }
    }

    @Test("the recording holds the keypad's keys only, in the walk's order")
    func theRecordingIsTheWalk() throws {
        let recording = try EvemuRecording(parsing: try readTextFile(Self.recording))
        let replay = KeyRecordingReplay(recording)
        #expect(replay.warnings.isEmpty)
        let names: [UInt16: String] = [103: "up", 108: "down", 28: "select", 59: "help"]
        let downs = replay.keys.filter { $0.direction == .down }.map { names[$0.code] ?? "key \($0.code)" }
        #expect(downs == Self.walk)
        #expect(replay.keys.filter { $0.direction == .up }.count == Self.walk.count)
    }

    @Test("up, down, select and help order a cappuccino: every line spoken, one order, the cursor on the screen after every key")
    func keypadOrder() throws {
        let probe = Probe()
        var frames = 0, framesOffScreen = 0
        let run = try RecordedTouchRun(recording: Self.recording, arguments: ["--screen-reader"], program: "cafe-kiosk") { app, board in
            probe.reader = app.screenReader
            app.screenReader.outputs.append(probe)
            var options = CafeKiosk.setUp(app, board: board)
            // Before every frame (the last one's screen): the cursor is on one of its elements.
            options.beforeFrame = {
                frames += 1
                let current = app.screenReader.currentElement
                if !app.window.accessibilityElementsInReadingOrder.contains(where: { $0 === current }) { framesOffScreen += 1 }
            }
            return options
        }
        // A headless replay skips idle frames: it runs those that deliver a key and what follows.
        #expect(frames >= Self.walk.count)
        #expect(framesOffScreen == 0)
        let kiosk = try #require(CafeKiosk.running)
        #expect(run.status == 0)
        #expect(probe.steps.map(\.text) == Self.spoken)
        #expect(kiosk.orders.map(\.name) == ["Cappuccino"])
        let done = try #require(kiosk.screen as? ConfirmationScreen)
        #expect(done.superview === run.app?.window)
        #expect(run.app?.screenReader.currentElement === done.newOrderButton)

        // After every key (the steps from the first element on): the cursor is on an element of
        // the screen, and a move (up, down off an adjustable element) changed it.
        try #require(probe.steps.count == Self.walk.count + 2)
        for (i, key) in Self.walk.enumerated() {
            let before = probe.steps[i + 1], after = probe.steps[i + 2]
            #expect(after.onScreen, "key \(i + 1) (\(key)): the cursor is on no element of the screen")
            let isMove = (key == "up" || key == "down") && !before.isAdjustable
            if isMove && after.elementCount >= 2 {
                #expect(after.element !== before.element, "key \(i + 1) (\(key)): the cursor did not move")
            }
            if key == "help" { #expect(after.element === before.element, "key \(i + 1): help moved the cursor") }
        }
    }

    @Test("each menu cell is one button named by its item and price; selecting it opens the item")
    func menuCellsAreButtons() throws {
        let window = Window(size: Size(width: 800, height: 480))
        let kiosk = CafeKiosk(window: window)
        let menu = try #require(kiosk.screen as? MenuScreen)
        let elements = window.accessibilityElementsInReadingOrder
        #expect(elements.map { spokenDescription(of: $0) } == ["Café Pane — what would you like?, heading"]
            + MenuItem.menu.map { "\($0.name), \($0.priceText), button" })
        let cell = try #require(menu.grid.cellForItem(at: 3))
        #expect(cell.accessibilityActivate())
        let detail = try #require(kiosk.screen as? DetailScreen)
        #expect(detail.item.name == "Hot chocolate")
        #expect(menu.grid.indexesForSelectedItems == [])
    }
}

/// The built `cafe-kiosk` with the same recording, as a user's run: `--speech-log` holds the
/// same lines.
@MainActor
@Suite struct CafeKioskKeypadMainTests {
    @Test("cafe-kiosk --display headless --screen-reader --speech-log FILE --replay keypad-order.evemu")
    func theBuiltKioskSpeaksTheWalk() throws {
        let app = AppProcess(product: "cafe-kiosk", unsetting: ["PANE_BOARDS"])
        try #require(app.exists, "build cafe-kiosk first (swift build --build-tests)")
        let log = "/tmp/cafe-kiosk-keypad-\(getpid()).log"
        defer { unlink(log) }
        let run = app.run(["--display", "headless", "--screen-reader", "--speech-log", log,
                           "--replay", CafeKioskKeypadTests.recording])
        #expect(run.status == 0, "\(run.output)")
        #expect(AppProcess.readText(log) == CafeKioskKeypadTests.spoken.joined(separator: "\n") + "\n")
    }
}
