public import PaneGeometry
public import PaneInput

/// Marked text (UIKit's `UITextInput` marked text): the composition an input method is still
/// typing, such as the jamo of a hangul syllable or the pinyin before a Chinese candidate is
/// chosen. It is part of `text` (as in UIKit, `text` holds it while it is marked), drawn where
/// it stands with a line under it, as iOS draws it, and the caret sits after it.
///
/// Each `setMarkedText(_:selectedRange:)` replaces the composition; `insertText(_:)` (committed
/// text) replaces it for good; `unmarkText()` keeps it as typed. Moving the caret, ending editing
/// or setting `text` ends it too. Each change sends `.editingChanged`. The delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked for committed text, not
/// for each step of a composition (Pane's choice: an app that filters keys sees what is kept).
///
/// The keyboard's layout with an input method (`InputMethod`) calls `insertText(_:)` with an
/// edit's committed text and then `setMarkedText(_:selectedRange:)` with its marked text;
/// `applyInputMethodEdit(_:)` does both.
extension TextField {
    /// The composition's characters in `text` (UIKit's `markedTextRange`), `nil` without one.
    public var markedTextRange: Range<Int>? { storedMarkedRange }

    /// The composition's text, `nil` without one.
    public var markedText: String? {
        guard let range = storedMarkedRange else { return nil }
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        return String(text[start..<text.index(start, offsetBy: range.count)])
    }

    /// Replaces the composition (or, without one, inserts at the caret) with `markedText`, kept
    /// marked; `nil` or empty removes it. The caret goes to `selectedRange`'s end within it
    /// (UIKit's `selectedRange`; an empty range there is a caret), clamped to it. Sends
    /// `.editingChanged` when `text` changed.
    public func setMarkedText(_ markedText: String?, selectedRange: Range<Int>) {
        let new = markedText ?? ""
        let count = text.count
        let range = storedMarkedRange.map { min($0.lowerBound, count)..<min($0.upperBound, count) }
            ?? storedCaretOffset..<storedCaretOffset
        guard !(new.isEmpty && range.isEmpty) else { storedMarkedRange = nil; return }
        let after = count - range.upperBound
        var edited = text
        let start = edited.index(edited.startIndex, offsetBy: range.lowerBound)
        edited.replaceSubrange(start..<edited.index(start, offsetBy: range.count), with: new)
        let changed = !edited.utf8.elementsEqual(text.utf8)
        isReplacingText = true
        text = edited
        isReplacingText = false
        let end = max(range.lowerBound, edited.count - after)
        storedMarkedRange = new.isEmpty ? nil : range.lowerBound..<end
        storedCaretOffset = min(range.lowerBound + max(0, selectedRange.upperBound), end)
        setNeedsLayout()
        restartBlink()
        if changed { sendActions(for: .editingChanged) }
    }

    /// Ends the composition, keeping its text as typed (UIKit's `unmarkText()`); nothing else
    /// changes and nothing is sent.
    public func unmarkText() {
        guard storedMarkedRange != nil else { return }
        storedMarkedRange = nil
        setNeedsLayout()
    }

    /// Does what an input method's edit says: inserts its committed text in place of the
    /// composition, then marks its marked text after it, caret at its end. An edit the engine
    /// did not handle leaves the key to the caller, after this.
    public func applyInputMethodEdit(_ edit: InputMethodEdit) {
        let committed = edit.committed, marked = edit.marked
        if !committed.isEmpty || storedMarkedRange != nil && marked.isEmpty {
            insertText(committed)
        }
        if !marked.isEmpty { setMarkedText(marked, selectedRange: marked.count..<marked.count) }
        else { unmarkText() }
    }

    /// Committed text in place of the composition `range`: the composition goes without asking,
    /// then `string` is inserted as typed (asking the delegate) at its start.
    func replaceMarkedText(_ range: Range<Int>, with string: String) {
        storedMarkedRange = nil
        let count = text.count
        let range = min(range.lowerBound, count)..<min(range.upperBound, count)
        var edited = text
        let start = edited.index(edited.startIndex, offsetBy: range.lowerBound)
        edited.replaceSubrange(start..<edited.index(start, offsetBy: range.count), with: "")
        isReplacingText = true
        text = edited
        isReplacingText = false
        storedCaretOffset = range.lowerBound
        if string.isEmpty {
            setNeedsLayout()
            restartBlink()
            if !range.isEmpty { sendActions(for: .editingChanged) }
            return
        }
        replaceCharacters(in: storedCaretOffset..<storedCaretOffset, with: string)
    }

    /// Puts the underline under the composition's characters as shown, 1 pt above the line's
    /// bottom; hidden without one, and in a secure field.
    func layoutMarkedUnderline(lineBottom: Double) {
        guard let range = storedMarkedRange, isEditing, !isSecureTextEntry, !range.isEmpty else {
            markedUnderline.isHidden = true
            return
        }
        let area = textRect
        let a = min(max(caretX(forOffset: range.lowerBound), area.minX), area.maxX)
        let b = min(max(caretX(forOffset: range.upperBound), area.minX), area.maxX)
        markedUnderline.isHidden = false
        markedUnderline.frame = Rect(x: min(a, b).rounded(), y: lineBottom - 1,
                                     width: abs(b - a).rounded(), height: 1)
    }
}
