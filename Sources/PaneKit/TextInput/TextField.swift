public import PaneGeometry
public import PaneInput
public import PanePixels
public import PaneText
public import PaneUI

/// One line of editable text typed on the on-screen keyboard (UIKit's `UITextField`).
///
/// A tap makes the field the first responder: it sends `.editingDidBegin`, becomes the window's
/// `focusedView` and shows its keyboard (`inputView`, else the window's own `KeyboardView`), whose
/// frame gives every scroll view its keyboard inset and scrolls the one holding the field so the
/// field stays in view (spec §9.8). Each key changes `text` and sends `.editingChanged`; the
/// keyboard's done key (the return key) sends `.primaryActionTriggered` and ends editing
/// (`.editingDidEnd`), as the keyboard hides. Setting `text` in code sends nothing, as UIKit's.
/// A `delegate` (`TextFieldDelegate`, UIKit's `UITextFieldDelegate`) may refuse each step.
///
/// Text is drawn by a `Label`: from its start when idle, and while editing truncated at the head,
/// so the end being typed stays visible. The cursor (the caret, at `caretOffset`) goes to the
/// grapheme boundary nearest a tap, keys insert and delete there (see `TextField+Caret.swift`;
/// there is no selection), and it blinks on the frame clock, 0.5 s on and 0.5 s off, solid
/// again after each key; a blink only hides or shows a 2 pt view, so a frame allocates nothing and
/// redraws no text. The window produces frames while the cursor blinks; after
/// `cursorBlinkTimeout` (10 s) without a key the cursor stays solid and the blink ends, so an
/// idle kiosk with a field open goes back to using no CPU (and a headless run settles).
///
/// ```swift
/// let name = TextField(frame: Rect(x: 20, y: 80, width: 300, height: 44))
/// name.placeholder = "Your name"
/// name.clearButtonMode = .whileEditing
/// name.addAction(for: .primaryActionTriggered) { field in order.name = (field as! TextField).text }
/// ```
open class TextField: Control {
    /// When an accessory shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Sendable {
        /// Never shown.
        case never
        /// Shown while the field is being edited.
        case whileEditing
        /// Shown while the field is not being edited.
        case unlessEditing
        /// Always shown.
        case always
    }
    /// The field's outline (UIKit's `UITextField.BorderStyle`, without the bezel and line styles).
    public enum BorderStyle: Sendable {
        /// Nothing around the text, which runs from the leading edge.
        case none
        /// A rounded rectangle in the theme's background colour with a separator-coloured
        /// hairline, the text 8 pt in (`textInset`).
        case roundedRect
    }

    /// What was typed. Setting it shows it at once and sends no event.
    public var text = "" {
        didSet {
            guard !text.utf8.elementsEqual(oldValue.utf8) else { return }   // bytes: see Label.text
            if !isReplacingText { storedCaretOffset = text.count; storedMarkedRange = nil }
            textDidChange()
        }
    }
    /// Asked before editing begins and ends, before each key changes the text, before the clear
    /// button clears and before the done key acts; told when editing began and ended. Weak.
    public weak var delegate: (any TextFieldDelegate)?
    /// Where typing goes: the number of `Character`s before the caret (0…`text.count`; UIKit's
    /// `offset(from: beginningOfDocument, to: selectedTextRange.start)`). A tap puts it at the
    /// nearest boundary; setting `text` puts it at the end.
    public var caretOffset: Int {
        get { storedCaretOffset }
        set {
            let clamped = min(max(0, newValue), text.count)
            guard clamped != storedCaretOffset else { return }
            unmarkText()   // moving the caret ends a composition, as typed
            storedCaretOffset = clamped
            restartBlink()
            setNeedsLayout()
        }
    }
    var storedCaretOffset = 0
    /// The caret's boundaries for the text shown, from one layout (`TextField+Caret.swift`).
    var caretStops: CaretStops?
    /// Set while a key's edit writes `text`, which then keeps the caret it set.
    var isReplacingText = false
    /// The composition's characters in `text` (TextField+MarkedText.swift).
    var storedMarkedRange: Range<Int>?
    /// The line under the composition, in the text colour (TextField+MarkedText.swift).
    let markedUnderline = View()
    /// Shown in the theme's placeholder colour while `text` is empty, editing or not.
    public var placeholder: String? { didSet { placeholderLabel.text = placeholder ?? "" } }
    /// Shows one bullet (U+2022, UIKit's) per character instead of the text.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { textDidChange() } } }
    /// When the clear button shows; it never shows over an empty field. A tap on it empties the
    /// field, sends `.editingChanged` and starts editing.
    public var clearButtonMode = ViewMode.never { didSet { updateClearButton() } }
    /// `.none` leaves `backgroundColor` to the app; `.roundedRect` sets it from the theme.
    public var borderStyle = BorderStyle.none {
        didSet {
            if oldValue == .roundedRect, borderStyle == .none { backgroundColor = nil }
            applyLook()
            setNeedsLayout()
        }
    }
    /// Where the text and the placeholder sit across the field (UIKit's `textAlignment`):
    /// `.natural`, the default, puts them at the right in a right-to-left layout or when the text
    /// reads right to left, at the left otherwise. The caret follows.
    public var textAlignment = TextAlignment.natural {
        didSet {
            label.textAlignment = textAlignment
            placeholderLabel.textAlignment = textAlignment
            setNeedsLayout()
        }
    }
    /// `theme.font` unless set.
    public var font: Font? { didSet { label.font = font; placeholderLabel.font = font; setNeedsLayout() } }
    /// `theme.textColor` unless set.
    public var textColor: Color { didSet { applyLook() } }
    /// Colours and font; `Theme.current` when the field was made.
    public var theme: Theme { didSet { font = theme.font; textColor = theme.textColor; applyLook() } }
    /// The keyboard this field types with (UIKit's `inputView`); `nil`: the first `KeyboardView`
    /// among the window's subviews, or one the field adds there the first time.
    public var inputView: KeyboardView?
    /// The height the keyboard is shown at.
    public var keyboardHeight = 220.0
    /// Whether the on-screen keyboard shows while a hardware keyboard is attached
    /// (`Window.hasHardwareKeyboard`); `false`, as iOS hides it then.
    public var showsKeyboardWithHardwareKeyboard = false
    /// Space at each side of the text; `nil`: 8 pt inside a `.roundedRect` border (Pane's
    /// choice), none without a border.
    public var textInset: Double? { didSet { setNeedsLayout() } }
    var effectiveTextInset: Double { textInset ?? (borderStyle == .none ? 0 : 8) }

    /// Whether the field is being typed into (UIKit's `isEditing`; it is then the first responder).
    public private(set) var isEditing = false
    /// UIKeyInput's `hasText`.
    public var hasText: Bool { !text.isEmpty }

    /// Draws the text (or bullets).
    let label = Label()
    let placeholderLabel = Label()
    /// The blinking insertion point: a 2 pt view in the tint colour.
    let cursor = View()
    let clearButton = TextFieldClearButton()
    /// The keyboard while editing.
    weak var activeKeyboard: KeyboardView?
    /// The window the field edits in (kept for ending editing after the field left it).
    weak var editingWindow: Window?
    var blink: CursorBlink?
    /// The frame time the blink's period starts from: the cursor shows for 0.5 s from here.
    var blinkStart = InputTime.zero

    /// The cursor's width and its blink's half period (Pane's choice).
    public static let cursorWidth = 2.0
    /// How long the cursor stays on, and then off, in seconds.
    public static let blinkHalfPeriod = 0.5
    /// Seconds without a key after which the cursor stops blinking and stays shown: GTK's
    /// `gtk-cursor-blink-timeout` default (10 s; GtkSettings), which stops blinking for the same
    /// reason, to let an idle machine sleep. UIKit blinks for ever.
    public static let cursorBlinkTimeout = 10.0
    /// The secure-entry bullet, U+2022 (what UIKit shows).
    public static let bullet: Character = "\u{2022}"

    /// An empty field, not editing, in `theme`'s colours and font.
    public init(frame: Rect = .zero, theme: Theme = Theme.current) {
        self.theme = theme
        self.font = theme.font
        self.textColor = theme.textColor
        super.init(frame: frame)
        for l in [placeholderLabel, label] {
            l.font = theme.font
            l.isUserInteractionEnabled = false   // the field takes the touch
            addSubview(l)
        }
        markedUnderline.isHidden = true
        markedUnderline.isUserInteractionEnabled = false
        addSubview(markedUnderline)
        cursor.isHidden = true
        cursor.isUserInteractionEnabled = false
        addSubview(cursor)
        clearButton.isHidden = true
        clearButton.addAction(for: .touchUpInside) { [unowned self] _ in self.clearButtonTapped() }
        addSubview(clearButton)
        applyLook()
        textDidChange()
    }

    /// An empty field in `frame`, in the current theme.
    public convenience override init(frame: Rect) { self.init(frame: frame, theme: Theme.current) }

    /// The text, or the placeholder while empty, unless set otherwise; a secure field says how
    /// many characters it holds, never them.
    open override var accessibilityValue: String? {
        get {
            if let v = accessibility.value { return v }
            if text.isEmpty { return placeholder }
            return isSecureTextEntry ? "\(text.count) characters" : text
        }
        set { accessibility.value = newValue }
    }
    /// `textEntry` (spoken "text field").
    open override var defaultAccessibilityTraits: AccessibilityTraits { .textEntry }
    /// Starts editing, as a tap does.
    open override func accessibilityActivate() -> Bool { isEnabled && becomeFirstResponder() }
    /// An empty field with an empty frame, in the current theme.
    public convenience override init() { self.init(frame: .zero, theme: Theme.current) }

    // MARK: Editing

    /// Starts editing: ends any other field's editing in the window (the keyboard stays up),
    /// shows the keyboard, starts the cursor and sends `.editingDidBegin`. Returns `false` when
    /// the field is disabled or not in a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled, let window else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if let other = window.focusedView as? TextField, other !== self, other.isEditing {
            guard other.delegate?.textFieldShouldEndEditing(other) ?? true else { return false }
            other.endEditing(hidingKeyboard: false)
        }
        if let other = window.firstResponder, other !== self, !other.resignFirstResponder() { return false }
        let keyboard = inputView ?? window.textFieldKeyboard
        isEditing = true
        activeKeyboard = keyboard
        editingWindow = window
        window.focusedView = self
        window.recordFirstResponder(self)
        keyboard.onKey = { [weak self] key in self?.keyboardTyped(key) }
        keyboard.onDone = { [weak self] in self?.returnKeyPressed() }
        keyboard.onMarkedText = { [weak self] in self?.setMarkedText($0, selectedRange: $0.count..<$0.count) }
        if !window.hasHardwareKeyboard || showsKeyboardWithHardwareKeyboard {
            keyboard.show(in: window, height: keyboardHeight)
        }
        blinkStart = window.frameTime
        startBlinking()
        textDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: hides the keyboard, stops the cursor and sends `.editingDidEnd`. Returns
    /// `false`, still editing, when the delegate's `textFieldShouldEndEditing` refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditing(hidingKeyboard: true)
        return true
    }

    func endEditing(hidingKeyboard: Bool) {
        guard isEditing else { return }
        unmarkText()
        isEditing = false
        if let keyboard = activeKeyboard {
            keyboard.onKey = nil
            keyboard.onDone = nil
            keyboard.onMarkedText = nil
            keyboard.finishComposition()   // the engine starts afresh; the field kept the text as typed
            if hidingKeyboard { keyboard.hide() }
        }
        activeKeyboard = nil
        stopBlinking()
        if let w = editingWindow, w.focusedView === self { w.focusedView = nil }
        if let w = editingWindow, w.firstResponder === self { w.recordFirstResponder(nil) }
        editingWindow = nil
        textDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// Inserts `string` at the caret, as typed (UIKeyInput), and moves the caret after it:
    /// sends `.editingChanged` unless the delegate refused the change.
    open func insertText(_ string: String) {
        if let marked = storedMarkedRange { return replaceMarkedText(marked, with: string) }
        guard !string.isEmpty else { return }
        replaceCharacters(in: storedCaretOffset..<storedCaretOffset, with: string)
    }

    /// Removes the character before the caret, as the backspace key (UIKeyInput): sends
    /// `.editingChanged` when there was one and the delegate agreed.
    open func deleteBackward() {
        unmarkText()
        guard storedCaretOffset > 0 else { return }
        replaceCharacters(in: storedCaretOffset - 1..<storedCaretOffset, with: "")
    }

    /// Replaces the characters in `range` with `string` after asking the delegate, leaves the
    /// caret after the replacement (counted from the end, so a combining mark that joins the
    /// character before it does not move it too far) and sends `.editingChanged`.
    func replaceCharacters(in range: Range<Int>, with string: String) {
        let count = text.count
        let range = min(range.lowerBound, count)..<min(range.upperBound, count)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        let after = count - range.upperBound
        var new = text
        let start = new.index(new.startIndex, offsetBy: range.lowerBound)
        let end = new.index(start, offsetBy: range.count)
        new.replaceSubrange(start..<end, with: string)
        isReplacingText = true
        text = new
        isReplacingText = false
        storedCaretOffset = max(0, new.count - after)
        setNeedsLayout()
        keyDidChangeText()
    }

    private func keyboardTyped(_ key: String) {
        if key == KeyboardView.backspace { deleteBackward() } else { insertText(key) }
    }

    private func keyDidChangeText() {
        restartBlink()
        sendActions(for: .editingChanged)
    }

    /// The keyboard's done key: unless the delegate's `textFieldShouldReturn` refuses, sends
    /// `.primaryActionTriggered` and resigns (which hides the keyboard).
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        resignFirstResponder()
    }

    private func clearButtonTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        if !isEditing { becomeFirstResponder() }
        restartBlink()
        sendActions(for: .editingChanged)
    }

    /// The field's own theme's tint.
    open override var focusRingColor: Color { theme.tintColor }

    /// A field takes keys while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Types, deletes and moves the caret for the keys a field acts on (TextField+Keys.swift);
    /// passes the others up the responder chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = presses.filter { press in !(press.key.map { handleKeyPress($0) } ?? false) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// A repeat acts as the key again.
    open override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = presses.filter { press in !(press.key.map { handleKeyPress($0) } ?? false) }
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    // MARK: Touches

    /// A lift inside the bounds starts editing and puts the caret at the grapheme boundary
    /// nearest the finger.
    open override func endTracking(_ touch: Touch?, at time: InputTime) {
        guard let touch else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p), becomeFirstResponder() else { return }
        layoutIfNeeded()   // editing cuts long text at its head and may show the clear button
        caretOffset = caretOffset(nearestX: p.x)
    }

    open override func stateDidChange() {
        if !isEnabled { endEditing(hidingKeyboard: true) }
        applyLook()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { endEditing(hidingKeyboard: true) }
    }

    // MARK: Look and layout

    /// What the label shows: the text, or one bullet per character.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: TextField.bullet, count: text.count) : text
    }

    private func textDidChange() {
        label.text = displayedText
        // UIKit's: the start while idle; the end (where typing happens) while editing.
        label.lineBreakMode = isEditing ? .byTruncatingHead : .byTruncatingTail
        placeholderLabel.isHidden = !text.isEmpty
        updateClearButton()
        setNeedsLayout()
    }

    private func updateClearButton() {
        let shown: Bool
        switch clearButtonMode {
        case .never: shown = false
        case .always: shown = true
        case .whileEditing: shown = isEditing
        case .unlessEditing: shown = !isEditing
        }
        let visible = shown && hasText
        if clearButton.isHidden == visible {
            clearButton.isHidden = !visible
            setNeedsLayout()
        }
    }

    private func applyLook() {
        label.textColor = isEnabled ? textColor : theme.disabledTextColor
        placeholderLabel.textColor = theme.disabledTextColor
        cursor.backgroundColor = theme.tintColor
        markedUnderline.backgroundColor = label.textColor
        clearButton.color = theme.secondaryTextColor
        switch borderStyle {
        case .none:
            cornerRadius = 0
            borderWidth = 0
        case .roundedRect:
            backgroundColor = theme.backgroundColor
            cornerRadius = theme.cornerRadius
            borderWidth = 1
            borderColor = theme.separatorColor
        }
    }

    /// Where the text goes: the bounds less the border's inset and the clear button (on the
    /// right, or in a right-to-left layout on the left).
    public var textRect: Rect {
        let inset = effectiveTextInset
        let trailing = clearButton.isHidden ? inset : bounds.height
        let left = isRightToLeft ? trailing : inset
        return Rect(x: bounds.minX + left, y: bounds.minY,
                    width: max(0, bounds.width - inset - trailing), height: bounds.height)
    }

    /// The clear button's square in `bounds`, as tall as the field, at its trailing edge: the
    /// right, or in a right-to-left layout the left (UIKit's `clearButtonRect(forBounds:)`).
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let square = Rect(x: bounds.maxX - bounds.height, y: bounds.minY, width: bounds.height, height: bounds.height)
        guard isRightToLeft else { return square }
        return Rect(x: bounds.minX, y: bounds.minY, width: bounds.height, height: bounds.height)
    }

    open override func layoutSubviews() {
        let area = textRect
        label.frame = area
        placeholderLabel.frame = area
        clearButton.frame = clearButtonRect(forBounds: bounds)
        let lineHeight = Double(font?.lineHeight ?? 20)
        let x = min(max(caretX(forOffset: storedCaretOffset), area.minX), area.maxX - TextField.cursorWidth)
        cursor.frame = Rect(x: x.rounded(), y: (area.midY - lineHeight / 2).rounded(),
                            width: TextField.cursorWidth, height: lineHeight)
        layoutMarkedUnderline(lineBottom: (area.midY + lineHeight / 2).rounded())
    }

    /// A field is as tall as a line of its font plus 8 pt above and below (at least 44 pt, the
    /// touch target of Apple's HIG), and as wide as its text or placeholder.
    open override var intrinsicContentSize: Size {
        let shown = text.isEmpty ? (placeholder ?? "") : displayedText
        let w = Double(font?.width(of: shown) ?? 0) + 2 * effectiveTextInset
        let h = Double(font?.lineHeight ?? 20) + 16
        return Size(width: w, height: max(Button.minimumHeight, h))
    }

    // MARK: Blinking

    private func startBlinking() {
        cursor.isHidden = false
        guard let window, blink == nil else { return }
        let b = CursorBlink(self)
        blink = b
        window.addAnimation(b)
    }

    private func stopBlinking() {
        cursor.isHidden = true
        if let blink { blink.isStopped = true; editingWindow?.removeAnimation(blink) }
        blink = nil
    }

    /// Shows the cursor solid from this frame on (after a key, as UIKit's).
    func restartBlink() {
        blinkStart = window?.frameTime ?? blinkStart
        guard isEditing else { return }
        cursor.isHidden = false
        if blink == nil { startBlinking() }   // it had stopped after the timeout
    }

    /// Shows or hides the cursor for `time`: shown in the first half of each period from
    /// `blinkStart`, and for good from `cursorBlinkTimeout` on. Only a change touches the view.
    /// Returns whether the blink goes on.
    @discardableResult
    func blink(at time: InputTime) -> Bool {
        let elapsed = max(0, time - blinkStart)
        let timedOut = elapsed >= TextField.cursorBlinkTimeout
        let hidden = !timedOut && Int(elapsed / TextField.blinkHalfPeriod) % 2 == 1
        if cursor.isHidden != hidden { cursor.isHidden = hidden }
        return !timedOut
    }

    /// Steps a field's cursor each frame while it edits.
    final class CursorBlink: FrameAnimation {
        weak var field: TextField?
        var isStopped = false
        init(_ field: TextField) { self.field = field }

        func step(to time: InputTime) -> Bool {
            guard !isStopped, let field, field.isEditing, field.window != nil else {
                if let field, field.blink === self { field.blink = nil }
                return false
            }
            guard field.blink(at: time) else {
                field.blink = nil
                return false
            }
            return true
        }
    }
}

extension Window {
    /// The keyboard text fields use when they have no `inputView`: the first `KeyboardView`
    /// among the window's subviews, else a new one added to the window.
    var textFieldKeyboard: KeyboardView {
        if let k = subviews.lazy.compactMap({ $0 as? KeyboardView }).first { return k }
        let k = KeyboardView(frame: .zero)
        k.isHidden = true
        addSubview(k)
        return k
    }
}

