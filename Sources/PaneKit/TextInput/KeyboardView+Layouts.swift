public import PaneGeometry
public import PaneInput
public import PaneUI

extension KeyboardView {
    /// The globe key's caption (UIKit's next-keyboard key): what finds the key and what it is
    /// called; the key shows an outline globe drawn in code (`KeyboardGlobeIcon`).
    public static let globeCaption = "🌐"
    /// The shift key's caption.
    public static let shiftCaption = "⇧"

    /// Shows the next of `layouts` (after the last, the first), as the globe key does; ends the
    /// input method's composition first.
    public func advanceToNextLayout() {
        selectLayout(at: (currentLayoutIndex + 1) % layouts.count)
    }

    /// Makes `layouts[index]` current: ends the old input method's composition, makes the new
    /// layout's engine, unshifts and builds its keys.
    func selectLayout(at index: Int) {
        finishComposition()
        currentLayoutIndex = min(max(0, index), layouts.count - 1)
        inputMethod = currentLayout.makeInputMethod?()
        isShifted = false
        buildKeys()
        attachCandidateBar()
    }

    /// Puts a candidate bar for the current input method in `candidateView` (unless the app's
    /// view is there), or takes the keyboard's own bar away without an input method.
    private func attachCandidateBar() {
        guard candidateView == nil || candidateView === candidateBar else { return }
        guard let engine = inputMethod else {
            if candidateBar != nil, candidateView === candidateBar { candidateView = nil }
            return
        }
        let bar = candidateBar ?? CandidateBar(frame: .zero)
        candidateBar = bar
        bar.onChoose = { [unowned self] edit in
            self.deliver(edit)
            self.refreshCandidates()
        }
        bar.language = currentLayout.primaryLanguage   // the CJK font's glyphs for the language
        bar.inputMethod = engine
        if candidateView !== bar { candidateView = bar }
        refreshCandidates()
    }

    /// After a key: the keyboard's bar reloads, shown only while the engine has candidates.
    func refreshCandidates() {
        guard let bar = candidateBar, candidateView === bar else { return }
        let hidden = (inputMethod?.candidateCount ?? 0) == 0
        bar.reload()
        if bar.isHidden != hidden {
            bar.isHidden = hidden
            setNeedsLayout()
        }
    }

    /// Ends the current input method's composition, as the globe and done do: what it commits
    /// goes to `onKey` and the marked text empties (`onMarkedText` hears `""`). Whoever edits
    /// calls it before it stops listening (a field losing focus); `hide()` calls it too, so a
    /// composition never carries over to the next field. Nothing happens without an input method.
    public func finishComposition() {
        guard let engine = inputMethod else { return }
        deliver(engine.flush())
        refreshCandidates()
    }

    private func buildKeys() {
        for key in characterRows.joined() { key.removeFromSuperview() }
        for key in bottomKeys { key.removeFromSuperview() }
        characterRows = currentLayout.rows.map { row in
            row.map { k in
                let view = KeyView(caption: k.caption)
                view.onPress = { [unowned self] in self.typeCharacter(k) }
                return view
            }
        }
        shiftKey = currentLayout.hasShift ? KeyView(caption: Self.shiftCaption) : nil
        shiftKey?.onPress = { [unowned self] in self.setShifted(!self.isShifted) }
        globeKey = layouts.count > 1 ? KeyView(caption: Self.globeCaption) : nil
        globeKey?.onPress = { [unowned self] in self.advanceToNextLayout() }
        globeKey?.icon = KeyboardGlobeIcon()
        let space = KeyView(caption: "space")
        space.onPress = { [unowned self] in self.type(" ") }
        let backspace = KeyView(caption: "⌫")
        backspace.onPress = { [unowned self] in self.type(Self.backspace) }
        let done = KeyView(caption: "done")
        done.onPress = { [unowned self] in self.doneTapped() }
        // What VoiceOver says for the keys whose captions are symbols.
        shiftKey?.label.accessibilityLabel = "shift"
        globeKey?.label.accessibilityLabel = "next keyboard"
        backspace.label.accessibilityLabel = "delete"
        bottomKeys = [shiftKey, globeKey].compactMap { $0 } + [space, backspace, done]
        for key in characterRows.joined() { addSubview(key) }
        for key in bottomKeys { addSubview(key) }
        setNeedsLayout()
    }

    private func setShifted(_ shifted: Bool) {
        isShifted = shifted
        shiftKey?.isLatched = shifted
        for (row, views) in zip(currentLayout.rows, characterRows) {
            for (key, view) in zip(row, views) { view.label.text = shifted ? key.shiftedCaption : key.caption }
        }
    }

    private func typeCharacter(_ key: OnScreenKeyboardLayout.Key) {
        let text = isShifted ? key.shiftedText : key.text
        if isShifted { setShifted(false) }
        type(text)
    }

    /// Sends `text` through the input method when there is one, else to `onKey`.
    private func type(_ text: String) {
        guard let engine = inputMethod else { onKey?(text); return }
        let edit = engine.process(text)
        deliver(edit)
        if !edit.handled { onKey?(text) }
        refreshCandidates()
    }

    /// Committed text to `onKey`, then the composition to `onMarkedText` when it changed.
    func deliver(_ edit: InputMethodEdit) {
        if !edit.committed.isEmpty { onKey?(edit.committed) }
        if edit.marked != markedText {
            markedText = edit.marked
            onMarkedText?(edit.marked)
        }
    }

    private func doneTapped() {
        // Whoever edits decides whether the keyboard goes (a text field's delegate may keep
        // it); with nobody listening it hides itself.
        finishComposition()
        if let onDone { onDone() } else { hide() }
    }

    /// Lays the keys out: the candidate view along the top when shown, then the character rows
    /// (each centred, keys as wide as the widest row allows, ten to the width at least), then
    /// shift and the globe at the left of the bottom row, space, backspace and done.
    func layoutKeys() {
        var top = 0.0
        if let candidateView, !candidateView.isHidden {
            candidateView.frame = Rect(x: 0, y: 0, width: bounds.width, height: candidateViewHeight)
            top = candidateViewHeight
        }
        let gap = 6.0
        let rowHeight = (bounds.height - top - 10) / Double(characterRows.count + 1)
        let columns = Double(max(10, characterRows.map(\.count).max() ?? 0))
        let unit = (bounds.width - gap) / columns
        for (r, row) in characterRows.enumerated() {
            let inset = (columns - Double(row.count)) * unit / 2
            for (c, key) in row.enumerated() {
                key.frame = Rect(x: gap + inset + Double(c) * unit, y: top + 5 + Double(r) * rowHeight + 3,
                                 width: unit - gap, height: rowHeight - 6)
            }
        }
        // The bottom row in tenths of the width, as the US keyboard's letter keys.
        let tenth = (bounds.width - gap) / 10
        let y = top + 5 + Double(characterRows.count) * rowHeight + 3
        func place(_ key: KeyView?, from: Double, to: Double) {
            key?.frame = Rect(x: gap + tenth * from, y: y, width: tenth * (to - from) - gap, height: rowHeight - 6)
        }
        switch (shiftKey, globeKey) {
        case (let shift?, let globe?): place(shift, from: 0, to: 1); place(globe, from: 1, to: 2)
        case (let one?, nil), (nil, let one?): place(one, from: 0.5, to: 2)
        default: break
        }
        let fixed = bottomKeys.suffix(3)
        place(fixed[fixed.startIndex], from: 2, to: 7)                             // space
        place(fixed[fixed.startIndex + 1], from: 7, to: 8.5)                       // ⌫
        place(fixed[fixed.startIndex + 2], from: 8.5, to: 10)                      // done
    }

    /// Where the key showing `caption` is, in window coordinates (for scripts and tests), laid
    /// out first if the layouts changed.
    public func keyFrame(for caption: String) -> Rect? {
        layoutIfNeeded()
        let all = characterRows.joined() + bottomKeys
        return all.first { $0.label.text == caption }.map { $0.convert($0.bounds, to: nil) }
    }
}
