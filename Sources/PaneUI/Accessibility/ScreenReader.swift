public import PaneInput
public import PanePixels

/// A screen reader for a kiosk driven by keys (a keypad, an EZ-Access key set, a keyboard): a
/// cursor over one accessibility element at a time, moved and used with keys, and every
/// element it lands on spoken through `outputs`.
///
/// While `isEnabled`, the app gives it each key before the responder chain
/// (`handleKey(_:_:)`; `Application.handleKey` does): Tab and right or down go to the next
/// element in reading order (`Window.accessibilityElementsInReadingOrder`), shift-Tab and
/// left or up to the previous, wrapping around; on an adjustable element up and down call
/// `accessibilityIncrement()` and `accessibilityDecrement()` instead. Enter or space calls
/// `accessibilityActivate()` (what a tap does); F1 or the help key speaks the hint. Each key
/// it takes, down to up, goes nowhere else; every other key goes on as usual. While a view
/// takes keys (a text field being edited) only Tab, shift-Tab and help are the reader's, and
/// the enter that ends a scanner's line (`Window.scanHandler`) goes to the scan.
///
/// Whenever its element has left the screen (a new screen was pushed, an alert came up) the
/// next frame (`updateAfterLayout()`), key or `post(notification:)` starts again at the first
/// element and speaks it, so the cursor is never lost. An `accessibilityViewIsModal` view
/// keeps the walk inside it.
///
/// On a touchscreen with no keypad it also takes the touches, as VoiceOver does
/// (`touchExploration`, `handleTouches(_:)`; ScreenReader+Touches.swift): a finger explores and
/// reads, a double tap activates, flicks move and adjust.
@MainActor
public final class ScreenReader {
    /// Called each time it is turned on, before it speaks: where the launcher opens the sound
    /// card the first time, so an app whose reader stays off never does.
    public var willEnable: (() -> Void)?
    /// The most characters an utterance keeps (a label of a megabyte is spoken to here, then
    /// "…"), so no text can hold the speech for long.
    public static let maximumUtteranceLength = 2_000
    /// The window whose elements it reads.
    public unowned let window: Window
    /// Where the words go, each in turn; empty says nothing.
    public var outputs: [any SpeechOutput] = []
    /// The element under the cursor; `nil` before the first move or with nothing to read.
    public private(set) var currentElement: View?
    /// When touches explore the screen instead of reaching the app (`TouchExploration`;
    /// ScreenReader+Touches.swift): `.automatic`, while no hardware keyboard is attached.
    public var touchExploration = TouchExploration.automatic
    /// How up and down reach an adjustable element: `.upDown` (the default) adjusts with them;
    /// `.selectThenUpDown`, for a four-key keypad, adjusts only after select (`AdjustingKeys`).
    public var adjustingKeys = AdjustingKeys.upDown {
        didSet { isAdjusting = false }
    }
    /// Whether select started adjusting the current element (`.selectThenUpDown`); any move ends it.
    public internal(set) var isAdjusting = false
    /// The cursor's colour: a 3 pt ring over the current element.
    public var cursorColor = Color(red: 255, green: 204, blue: 0)
    /// Whether it reads: turning it on speaks "Screen reader on" and the first element,
    /// turning it off hides the cursor and lets every key through.
    public var isEnabled = false {
        didSet {
            guard isEnabled != oldValue else { return }
            if isEnabled {
                willEnable?()
                speak("Screen reader on")
                moveToFirst()
            } else {
                speak("Screen reader off")
                setCurrent(nil)
                swallowed.removeAll()
            }
        }
    }

    let cursor = AccessibilityCursorView()
    /// The cursor's ring: in the current element's subviews, last, while there is one.
    public var cursorView: View { cursor }
    /// Keys taken on their way down, whose repeats and release are taken too.
    var swallowed: Set<UInt16> = []
    /// Frames waited so far for a transition to end, its element gone (`updateAfterLayout()`).
    var framesWaited = 0
    /// Touch exploration's fingers and deadline (ScreenReader+Touches.swift).
    var touchState = TouchExplorationState()

    /// A reader of `window`, off.
    public init(window: Window) {
        self.window = window
        cursor.isUserInteractionEnabled = false
    }

    /// The evdev codes of the help key: `KEY_F1` (59) and `KEY_HELP` (138), from linux/input-event-codes.h.
    public static let helpKeyCodes: Set<UInt16> = [59, 138]

    /// Takes `key` if it is one of the reader's while enabled; returns whether it did (the
    /// app then gives it to nothing else).
    public func handleKey(_ key: Key, _ direction: KeyDirection) -> Bool {
        guard isEnabled else { return false }
        if direction == .up { return swallowed.remove(key.evdevCode) != nil }
        if direction == .repeated { return swallowed.contains(key.evdevCode) && repeatKey(key) }
        guard act(on: key) else { return false }
        swallowed.insert(key.evdevCode)
        return true
    }

    /// A held key's repeat: moving and adjusting repeat, activating does not.
    private func repeatKey(_ key: Key) -> Bool {
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: return true
        default: _ = act(on: key); return true
        }
    }

    /// What a key does: moves, adjusts, activates, speaks the hint; `false` for a key not the reader's.
    private func act(on key: Key) -> Bool {
        let mods = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        if ScreenReader.helpKeyCodes.contains(key.evdevCode), mods.isEmpty {
            ensureCurrent()
            speakHint()
            return true
        }
        if key.keyCode == .keyboardTab, mods == [] || mods == [.shift] {
            move(mods == [.shift] ? .previous : .next)
            return true
        }
        // A field taking keys keeps its arrows, space and enter; a scanner's burst keeps its enter.
        if window.firstResponder != nil { return false }
        if !window.scanLine.isEmpty, key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter { return false }
        switch key.keyCode {
        case .keyboardRightArrow where mods.isEmpty: move(.next)
        case .keyboardLeftArrow where mods.isEmpty: move(.previous)
        case .keyboardUpArrow where mods.isEmpty:
            if arrowsAdjust { adjust(up: true) } else { move(.previous) }
        case .keyboardDownArrow where mods.isEmpty:
            if arrowsAdjust { adjust(up: false) } else { move(.next) }
        case .keyboardReturnOrEnter where mods.isEmpty, .keypadEnter where mods.isEmpty, .keyboardSpacebar where mods.isEmpty:
            if adjustingKeys == .selectThenUpDown, isAdjustable { toggleAdjusting() } else { activate() }
        default:
            return false
        }
        return true
    }

    var isAdjustable: Bool {
        guard let e = currentElement, isOnScreen(e) else { return false }
        return e.accessibilityTraits.contains(.adjustable)
    }

    /// Moves the cursor to the next (`.next`, `.down`, `.right`) or previous element, wrapping,
    /// and speaks it; where the current element is gone, goes to the first. Returns whether
    /// there was anything to move to.
    @discardableResult
    public func move(_ heading: FocusHeading) -> Bool {
        let all = elements()
        guard !all.isEmpty else {
            setCurrent(nil)
            return false
        }
        let forward: Bool
        switch heading {
        case .next, .down, .right: forward = true
        case .previous, .up, .left: forward = false
        }
        guard let current = currentElement, let index = all.firstIndex(where: { $0 === current }) else {
            // One a finger scrolled out of sight goes on in its scroll view (ScreenReader+Scrolling.swift).
            return landScrolling(on: currentElement.flatMap { elementScrolledIn(after: $0, forward: forward, among: all) } ?? all[0])
        }
        // Past the last element a scroll view shows, it scrolls (ScreenReader+Scrolling.swift).
        let next = elementScrolledIn(after: current, forward: forward, among: all)
            ?? all[(index + (forward ? 1 : all.count - 1)) % all.count]
        return landScrolling(on: next)
    }

    /// Activates the current element as a tap would, then speaks what changed: its new
    /// value, or the first element of a new screen.
    @discardableResult
    public func activate() -> Bool {
        guard ensureCurrent(), let element = currentElement else { return false }
        let before = element.accessibilityValue
        let used = element.accessibilityActivate()
        if !isOnScreen(element) {
            // A new screen: at once when it is all there, else when its transition ends.
            if !window.isAnimating { moveToFirst() }
        } else if let after = element.accessibilityValue, after != before {
            speak(inLanguage(of: element, after))
        } else if !used, element.accessibilityTraits.contains(.notEnabled) {
            speak("dimmed")
        }
        return used
    }

    /// Increments (`up`) or decrements the current adjustable element and speaks its new value.
    public func adjust(up: Bool) {
        guard ensureCurrent(), let element = currentElement else { return }
        if up { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
        if let value = element.accessibilityValue { speak(inLanguage(of: element, value)) }
    }

    /// Speaks the current element's hint, or says there is none.
    public func speakHint() {
        guard let element = currentElement else { return }
        let hint = element.accessibilityHint.map(spokenText) ?? ""
        if hint.isEmpty { speak("No hint") } else { speak(inLanguage(of: element, hint)) }
    }

    /// Tells the reader what the app changed (UIKit's `UIAccessibility.post(notification:argument:)`).
    public func post(notification: AccessibilityNotification) {
        guard isEnabled else { return }
        switch notification {
        case .screenChanged: moveToFirst()
        case .layoutChanged: ensureCurrent()
        case .announcement(let text): speak(spokenText(text))
        }
    }

    /// Keeps the cursor on the screen after a frame's layout (the app calls it each frame while
    /// enabled): where its element has gone (a screen was pushed or popped, an alert came or
    /// went), goes to the first element and speaks it, as VoiceOver does on a screen change.
    public func updateAfterLayout() {
        guard isEnabled else { return }
        if let element = currentElement, isOnScreen(element) { return }
        // While a transition runs (a pop slides, a title fades) the new screen is not all
        // there yet: wait for it, up to `maximumTransitionFrames` (a spinner animates forever).
        if window.isAnimating, framesWaited < ScreenReader.maximumTransitionFrames {
            framesWaited += 1
            return
        }
        framesWaited = 0
        moveToFirst()
    }

    /// How many frames the cursor waits for a transition to end before landing on the new
    /// screen: half a second at 60 Hz.
    public static let maximumTransitionFrames = 30


    /// The app's language (BCP 47 or a locale name: "en", "ar_EG.UTF-8"; `nil`: English), what
    /// the voice speaks unless a part of an utterance says otherwise; text in another script is
    /// spoken in that script's language (`TextLanguage.language(of:besides:)`).
    public var language: String?

    /// Speaks `text` through every output (nothing when empty), in the language its script
    /// suggests when that is not the app's.
    public func speak(_ text: String) {
        speak(Utterance([.judged(text, own: nil, app: language)]))
    }

    /// Speaks `utterance` through every output (nothing when empty), cut to
    /// `maximumUtteranceLength` characters.
    public func speak(_ utterance: Utterance) {
        guard !utterance.isEmpty else { return }
        // Counting a long string's characters walks all of it; its bytes are at hand.
        let short = utterance.parts.reduce(0) { $0 + $1.text.utf8.count + 2 } <= Self.maximumUtteranceLength
        let cut = short ? utterance : utterance.truncated(to: Self.maximumUtteranceLength)
        for output in outputs { output.speak(cut) }
    }

    /// `text` of `element` as an utterance in the element's `accessibilityLanguage`, else as
    /// `speak(_:)` judges it.
    private func inLanguage(of element: View, _ text: String) -> Utterance {
        Utterance([.judged(text, own: element.accessibilityLanguage, app: language)])
    }

    /// Goes to the first element of the screen and speaks it (nothing when there is none).
    private func moveToFirst() {
        if let first = elements().first {
            land(on: first)
        } else if currentElement != nil {
            setCurrent(nil)
        }
    }

    /// Keeps the cursor on a readable element: where its element has gone, the first one
    /// (spoken). Returns whether there is a current element.
    @discardableResult
    private func ensureCurrent() -> Bool {
        if let e = currentElement, isOnScreen(e) { return true }
        moveToFirst()
        return currentElement != nil
    }

    /// The elements in reading order, after laying out what waits for layout (a screen set up
    /// since the last frame has no frames yet).
    private func elements() -> [View] {
        window.layoutIfNeeded()
        return readableElements()
    }

    private func isOnScreen(_ view: View) -> Bool {
        // Any element of the screen, one a finger scrolled out of sight too: the reader stays
        // quiet, and the next move goes on from the first element it reads.
        guard view.window === window else { return false }
        window.layoutIfNeeded()
        return window.accessibilityElementsInReadingOrder.contains { $0 === view }
    }

    @discardableResult
    func land(on element: View) -> Bool {
        setCurrent(element)
        speak(spokenUtterance(of: element, appLanguage: language))
        return true
    }

    /// Moves the cursor ring to `element` (laid over it as its last subview, as the focus ring
    /// is); a field being edited elsewhere stops editing.
    private func setCurrent(_ element: View?) {
        if element !== currentElement { isAdjusting = false }
        currentElement = element
        if let first = window.firstResponder, first !== element { first.resignFirstResponder() }
        guard let element else {
            cursor.removeFromSuperview()
            return
        }
        cursor.borderWidth = 3
        cursor.borderColor = cursorColor
        cursor.cornerRadius = 6
        cursor.frame = element.bounds.insetBy(dx: -4, dy: -4)
        element.addSubview(cursor)
    }
}
