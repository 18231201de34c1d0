import Testing
@testable import Pane

/// The screen reader in a scroll view: down walks a list longer than the screen to its end,
/// scrolling it so the cursor's row always shows, up walks back to its top, and enter on a
/// collection view's cell selects it as a tap does (ScreenReader+Scrolling.swift,
/// CollectionView+Accessibility.swift).
@MainActor
@Suite struct ScreenReaderScrollingTests {
    static let enter: UInt16 = 28, up: UInt16 = 103, down: UInt16 = 108

    @MainActor
    final class Row: TileView {
        init() {
            super.init(reuseKind: "row")
            isAccessibilityElement = true
            accessibilityTraits = .button
        }
    }

    @MainActor
    final class Rows: TiledContentDataSource, CollectionViewDelegate {
        var chosen: [Int] = []
        func numberOfItems(in content: TiledContent) -> Int { 30 }
        func view(forItem index: Int, in content: TiledContent) -> TileView {
            let row = content.dequeueView(kind: "row") { Row() }
            row.accessibilityLabel = "Row \(index)"
            return row
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) { chosen.append(index) }
    }

    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        let title = Label(text: "Rows")
        let done = Button(title: "Done")
        // 60 pt rows, seven in view: row 7 starts where the list ends, so it is not made.
        let list = CollectionView(frame: Rect(x: 0, y: 40, width: 800, height: 420), layout: .list(rowHeight: 60))
        let rows = Rows()
        var time = 0.0

        init() {
            title.frame = Rect(x: 20, y: 0, width: 200, height: 40)
            done.frame = Rect(x: 600, y: 0, width: 100, height: 40)
            list.dataSource = rows
            list.delegate = rows
            for v in [title, done, list] as [View] { app.window.addSubview(v) }
            app.window.layoutIfNeeded()
            app.screenReader.outputs = [speech]
        }

        /// Presses `code`; the cursor's element must then show whole inside the list, or be outside it.
        func press(_ code: UInt16) throws {
            time += 0.1
            app.handleKey(code: code, .down, at: InputTime(seconds: time))
            app.handleKey(code: code, .up, at: InputTime(seconds: time))
            app.window.layoutIfNeeded()
            let current = try #require(app.screenReader.currentElement)
            if current.isDescendant(of: list) {
                let shown = current.convert(current.bounds, to: list)
                #expect(shown.minY >= list.bounds.minY && shown.maxY <= list.bounds.maxY, "\(shown) outside \(list.bounds)")
            }
        }

        func said() -> [String] {
            defer { speech.removeAll() }
            return speech.utterances
        }
    }

    @Test func downWalksTheWholeListScrollingItAndUpWalksBack() throws {
        let r = Rig()
        #expect(r.list.cellForItem(at: 7) == nil)
        r.app.screenReader.isEnabled = true
        try r.press(Self.down)
        #expect(r.said() == ["Screen reader on", "Rows", "Done, button"])
        for _ in 0..<30 { try r.press(Self.down) }
        #expect(r.said() == (0..<30).map { "Row \($0), button" })
        #expect(r.list.contentOffset == Point(x: 0, y: 30 * 60 - 420))
        // At the end the walk leaves the list and wraps to the title; the rows scrolled out of
        // sight are not read.
        try r.press(Self.down)
        #expect(r.said() == ["Rows"])
        try r.press(Self.up)
        #expect(r.said() == ["Row 29, button"])
        for _ in 0..<29 { try r.press(Self.up) }
        #expect(r.said() == (0..<29).reversed().map { "Row \($0), button" })
        #expect(r.list.contentOffset == .zero)
        try r.press(Self.up)
        #expect(r.said() == ["Done, button"])
    }

    @Test func enterOnACellSelectsItAsATapDoes() throws {
        let r = Rig()
        r.app.screenReader.isEnabled = true
        for _ in 0..<4 { try r.press(Self.down) }
        #expect(r.said().last == "Row 2, button")
        try r.press(Self.enter)
        #expect(r.rows.chosen == [2])
        #expect(r.list.indexesForSelectedItems == [2])
        r.list.allowsSelection = false
        try r.press(Self.down)
        try r.press(Self.enter)
        #expect(r.rows.chosen == [2])
    }

    /// A plain scroll view of buttons (no reuse): a finger scrolls the cursor's button out of
    /// sight; the reader says nothing, keeps it, and the next down goes to the first button
    /// shown, up to the last.
    @Test func aFingerScrollsTheCursorAwayTheNextMoveGoesOnInTheScrollView() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        scroll.contentSize = Size(width: 800, height: 20 * 80)
        for i in 0..<20 {
            let b = Button(title: "Item \(i)")
            b.frame = Rect(x: 20, y: Double(i) * 80 + 10, width: 200, height: 60)
            scroll.addSubview(b)
        }
        app.window.addSubview(scroll)
        app.window.layoutIfNeeded()
        app.screenReader.outputs = [speech]
        app.screenReader.isEnabled = true
        func press(_ code: UInt16) {
            app.handleKey(code: code, .down, at: InputTime(seconds: 1))
            app.handleKey(code: code, .up, at: InputTime(seconds: 1))
        }
        press(Self.down)
        press(Self.down)
        #expect(speech.utterances == ["Screen reader on", "Item 0, button", "Item 1, button", "Item 2, button"])
        speech.removeAll()
        scroll.setContentOffset(Point(x: 0, y: 800), animated: false)   // items 10 to 15 show
        app.window.layoutIfNeeded()
        app.screenReader.updateAfterLayout()
        #expect(speech.utterances == [])
        #expect((app.screenReader.currentElement as? Button)?.title == "Item 2")
        press(Self.down)
        #expect(speech.utterances == ["Item 10, button"])
        #expect(scroll.contentOffset == Point(x: 0, y: 800))
        scroll.setContentOffset(Point(x: 0, y: 0), animated: false)
        app.window.layoutIfNeeded()
        press(Self.up)
        #expect(speech.utterances == ["Item 10, button", "Item 5, button"])
    }

    /// A finger exploring lands on a button half under the edge without scrolling (the button
    /// stays under the finger); a key that moves back onto it scrolls it into view.
    @Test func aTouchReadsAHalfShownElementWithoutScrollingAKeyScrollsIt() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        scroll.contentSize = Size(width: 800, height: 20 * 80)
        for i in 0..<20 {
            let b = Button(title: "Item \(i)")
            b.frame = Rect(x: 20, y: Double(i) * 80 + 10, width: 200, height: 60)
            scroll.addSubview(b)
        }
        scroll.setContentOffset(Point(x: 0, y: 40), animated: false)   // item 0 shows from 40 to 70
        app.window.addSubview(scroll)
        app.window.layoutIfNeeded()
        app.screenReader.outputs = [speech]
        app.screenReader.isEnabled = true
        #expect(speech.utterances == ["Screen reader on", "Item 0, button"])
        #expect(scroll.contentOffset == Point(x: 0, y: 40), "a screen's first element is read where it is")
        speech.removeAll()
        // A held finger on item 1, then on item 0's shown half.
        func touch(_ t: Double, _ phase: TouchPhase, _ y: Double) throws {
            let time = InputTime(seconds: t)
            let touch = Touch(id: TouchID(1), phase: phase, location: Point(x: 100, y: y), timestamp: time)
            try app.runFrame(at: time, touches: [TouchFrame(timestamp: time, touches: [touch])])
        }
        try touch(1.0, .began, 80)
        try touch(1.3, .moved, 80)
        try touch(1.4, .moved, 15)
        try touch(1.5, .ended, 15)
        #expect(speech.utterances == ["Item 1, button", "Item 0, button"])
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
        speech.removeAll()
        for code in [Self.down, Self.up] {
            app.handleKey(code: code, .down, at: InputTime(seconds: 2))
            app.handleKey(code: code, .up, at: InputTime(seconds: 2))
        }
        #expect(speech.utterances == ["Item 1, button", "Item 0, button"])
        #expect(scroll.contentOffset == Point(x: 0, y: 10))
    }
}
