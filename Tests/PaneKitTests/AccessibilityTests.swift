import Testing
import PaneGeometry
import PanePixels
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

/// The accessibility model's defaults and what a screen reader says for each control of the
/// kit (`spokenDescription(of:)`), in VoiceOver's order: selected, label, value, traits, hint.
@MainActor
@Suite struct AccessibilityTests {
    @Test func buttonSpeaksItsTitleAndButtonAndDimmedWhenDisabled() {
        let b = Button(title: "Coffee")
        #expect(b.isAccessibilityElement)
        #expect(b.accessibilityTraits == .button)
        #expect(spokenDescription(of: b) == "Coffee, button")
        b.accessibilityHint = "Adds a coffee to the order"
        #expect(spokenDescription(of: b) == "Coffee, button, Adds a coffee to the order")
        #expect(spokenDescription(of: b, includingHint: false) == "Coffee, button")
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        #expect(spokenDescription(of: b, includingHint: false) == "Coffee, button, dimmed")
        b.accessibilityLabel = "Espresso"
        b.isEnabled = true
        #expect(spokenDescription(of: b, includingHint: false) == "Espresso, button")
    }

    @Test func switchSpeaksItsStateAndSwitch() {
        let s = Switch(isOn: true)
        s.accessibilityLabel = "Sound"
        #expect(spokenDescription(of: s) == "Sound, on, switch")
        s.setOn(false, animated: false)
        #expect(spokenDescription(of: s) == "Sound, off, switch")
        var changes = 0
        s.addAction(for: .valueChanged) { _ in changes += 1 }
        #expect(s.accessibilityActivate())
        #expect(s.isOn && changes == 1)
        #expect(s.accessibilityValue == "on")
    }

    @Test func sliderSpeaksAPercentageAndAdjustsByATenth() {
        let s = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 28))
        s.minimumValue = 0
        s.maximumValue = 50
        s.value = 15
        s.accessibilityLabel = "Volume"
        #expect(spokenDescription(of: s) == "Volume, 30 %, adjustable")
        var values: [Double] = []
        s.addAction(for: .valueChanged) { c in values.append((c as! Slider).value) }
        s.accessibilityIncrement()
        #expect(s.value == 20)
        #expect(s.accessibilityValue == "40 %")
        s.accessibilityDecrement()
        s.accessibilityDecrement()
        #expect(values == [20, 15, 10])
        s.value = 49
        s.accessibilityIncrement()
        s.accessibilityIncrement()   // at the top: no change, no event
        #expect(values == [20, 15, 10, 50])
        #expect(s.accessibilityValue == "100 %")
    }

    @Test func stepperSpeaksItsValueAndSteps() {
        let s = Stepper()
        s.accessibilityLabel = "Cups"
        s.value = 3
        #expect(spokenDescription(of: s) == "Cups, 3, adjustable")
        var changes = 0
        s.addAction(for: .valueChanged) { _ in changes += 1 }
        s.accessibilityIncrement()
        #expect(s.value == 4 && changes == 1)
        s.stepValue = 0.5
        s.accessibilityDecrement()
        #expect(spokenDescription(of: s) == "Cups, 3.5, adjustable")
    }

    @Test func segmentedControlSpeaksTheSelectedSegmentAndMovesIt() {
        let c = SegmentedControl(items: ["Small", "Medium", "Large"])
        c.accessibilityLabel = "Size"
        #expect(spokenDescription(of: c) == "Size, adjustable")
        var changes = 0
        c.addAction(for: .valueChanged) { _ in changes += 1 }
        c.accessibilityIncrement()
        #expect(c.selectedSegmentIndex == 0)
        c.accessibilityIncrement()
        #expect(spokenDescription(of: c) == "Size, Medium, 2 of 3, adjustable")
        c.accessibilityIncrement()
        c.accessibilityIncrement()   // past the last: stays
        #expect(c.selectedSegmentIndex == 2 && changes == 3)
        #expect(c.accessibilityActivate())   // wraps to the first
        #expect(spokenDescription(of: c) == "Size, Small, 1 of 3, adjustable")
    }

    @Test func pageControlSpeaksThePageAndTurns() {
        let p = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(!p.isAccessibilityElement)
        p.numberOfPages = 5
        p.currentPage = 1
        #expect(p.isAccessibilityElement)
        #expect(spokenDescription(of: p) == "page 2 of 5, adjustable")
        var pages: [Int] = []
        p.onPageChange = { pages.append($0) }
        p.accessibilityIncrement()
        p.accessibilityDecrement()
        p.accessibilityDecrement()
        p.accessibilityDecrement()
        #expect(pages == [2, 1, 0])
    }

    @Test func labelSpeaksItsTextAndImageViewOnlyWhenLabelled() {
        let l = Label(text: "Opening hours")
        #expect(l.isAccessibilityElement && l.accessibilityTraits == .staticText)
        #expect(spokenDescription(of: l) == "Opening hours")
        l.text = ""
        #expect(!l.isAccessibilityElement)
        let lines = Label(text: "Two\nlines\t here  ")
        #expect(spokenDescription(of: lines) == "Two lines here")

        let i = ImageView()
        #expect(!i.isAccessibilityElement)
        i.accessibilityLabel = "Map of the station"
        #expect(i.isAccessibilityElement)
        #expect(spokenDescription(of: i) == "Map of the station, image")
        i.isAccessibilityElement = false
        #expect(!i.isAccessibilityElement)
    }

    @Test func textFieldSpeaksItsTextOrPlaceholder() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        f.placeholder = "Name"
        #expect(spokenDescription(of: f) == "Name, text field")
        f.accessibilityLabel = "Passenger"
        f.text = "Ada"
        #expect(spokenDescription(of: f) == "Passenger, Ada, text field")
        f.isSecureTextEntry = true
        #expect(spokenDescription(of: f) == "Passenger, 3 characters, text field")
        f.accessibilityTraits = .searchField
        f.isSecureTextEntry = false
        #expect(spokenDescription(of: f) == "Passenger, Ada, search field")
    }

    @Test func navigationBarTitleIsAHeading() {
        let bar = NavigationBar()
        bar.title = "Menu"
        #expect(spokenDescription(of: bar.titleLabel) == "Menu, heading")
    }

    @Test func selectedAndOtherTraitsSpeakInVoiceOversOrder() {
        let v = View()
        v.isAccessibilityElement = true
        v.accessibilityLabel = "Tickets"
        v.accessibilityValue = "3"
        v.accessibilityTraits = [.selected, .link, .header, .updatesFrequently, .staticText]
        #expect(spokenDescription(of: v) == "selected, Tickets, 3, link, heading")
        #expect(!View().isAccessibilityElement)
        #expect(spokenDescription(of: View()) == "")
    }

    @Test func aMegabyteLabelIsSpokenCut() {
        let l = Label(text: String(repeating: "a", count: 1_000_000))
        #expect(spokenDescription(of: l).count == maximumSpokenCharacters)
    }
}
