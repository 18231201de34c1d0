import Testing
@testable import Pane

/// Each element spoken in its own language: a label in another script than the app's gets that
/// script's language, `accessibilityLanguage` overrides the guess, and the reader's own words
/// follow the same rule.
@MainActor
@Suite struct ScreenReaderLanguageTests {
    typealias Part = Utterance.Part
    static let tab: UInt16 = 15, enter: UInt16 = 28   // linux/input-event-codes.h

    func rig(appLanguage: String?, _ views: [View]) -> (Application, SpeechTranscript) {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        app.screenReader.outputs = [speech]
        app.screenReader.language = appLanguage
        for (i, v) in views.enumerated() {
            v.frame = Rect(x: 20, y: 20 + Double(i) * 60, width: 200, height: 44)
            app.window.addSubview(v)
        }
        return (app, speech)
    }

    func press(_ app: Application, _ code: UInt16, at time: Double) {
        app.handleKey(code: code, .down, at: InputTime(seconds: time))
        app.handleKey(code: code, .up, at: InputTime(seconds: time))
    }

    @Test func anArabicTitleInAnEnglishAppIsArabicAndItsTraitTheApps() {
        let arabic = Button(title: "قهوة")
        let english = Button(title: "Tea")
        let german = Button(title: "Kaffee")
        german.accessibilityLanguage = "de"
        german.accessibilityHint = "Bestellt einen Kaffee"
        let price = Label(text: "€3.00")
        let (app, speech) = rig(appLanguage: "en", [arabic, english, german, price])
        app.screenReader.isEnabled = true
        press(app, Self.tab, at: 0.1)
        press(app, Self.tab, at: 0.2)
        press(app, Self.tab, at: 0.3)
        #expect(speech.spoken == [
            Utterance("Screen reader on"),
            Utterance([Part("قهوة", language: "ar"), Part("button")]),
            Utterance([Part("Tea"), Part("button")]),
            Utterance([Part("Kaffee", language: "de"), Part("button"), Part("Bestellt einen Kaffee", language: "de")]),
            Utterance("€3.00"),
        ])
        #expect(speech.utterances[1] == "قهوة, button")
    }

    @Test func inAnArabicAppLatinWordsAreEnglishAndArabicOnesTheApps() {
        let arabic = Button(title: "قهوة")
        let (app, speech) = rig(appLanguage: "ar_EG.UTF-8", [arabic])
        app.screenReader.isEnabled = true
        #expect(speech.spoken == [
            Utterance("Screen reader on", language: "en"),
            Utterance([Part("قهوة"), Part("button", language: "en")]),
        ])
        app.screenReader.post(notification: .announcement("تم الدفع"))
        app.screenReader.post(notification: .announcement("Paid"))
        #expect(speech.spoken.suffix(2) == [Utterance("تم الدفع"), Utterance("Paid", language: "en")])
    }

    @Test func anAdjustedValueIsSpokenInTheElementsLanguage() {
        let size = SegmentedControl(items: ["Малый", "Большой"])
        size.selectedSegmentIndex = 0
        size.accessibilityLabel = "Size"
        let (app, speech) = rig(appLanguage: "en", [size])
        app.screenReader.isEnabled = true
        #expect(speech.spoken.last == Utterance([Part("Size"), Part("Малый, 1 of 2", language: "ru"), Part("adjustable")]))
        app.screenReader.adjust(up: true)
        #expect(speech.spoken.last == Utterance("Большой, 2 of 2", language: "ru"))
        size.accessibilityLanguage = "uk"
        app.screenReader.adjust(up: false)
        #expect(speech.spoken.last == Utterance("Малый, 1 of 2", language: "uk"))
    }
}
