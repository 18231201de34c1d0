public import PaneGeometry
public import PanePixels
public import PaneInput
internal import PanePhysics
public import PaneUI

/// A simple on-screen keyboard for kiosks without a physical one: four rows of letter and digit
/// keys, space, backspace and done. `show(in:)` slides it up from the bottom of the window and
/// publishes its frame (`Window.setKeyboardFrame`), so scroll views make room; `hide()` takes it
/// away. Each key calls `onKey` with its text; backspace sends `"\u{8}"`; done calls `onDone`,
/// which decides whether the keyboard goes (a `TextField` hides it unless its delegate keeps
/// editing), or hides the keyboard when nobody set `onDone`.
open class KeyboardView: View {
    /// Called with each key's text as it is tapped (`backspace` for the backspace key).
    public var onKey: ((String) -> Void)?
    /// Called when done is tapped; when `nil`, done hides the keyboard.
    public var onDone: (() -> Void)?
    /// The text `onKey` receives for backspace: U+0008.
    public static let backspace = "\u{8}"
    /// True from `show(in:)` until `hide()`.
    public private(set) var isShowing = false
    var slideAnimation: KeyboardSlide?
    static let rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"]
    var keys: [KeyView] = []

    /// A keyboard laid out for `frame`'s width; it shows nothing until `show(in:)`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // follows the bottom edge when the window turns
        backgroundColor = Color(rgb: 0xD1D3D9)
        for row in Self.rows { for c in row { addKey(String(c), caption: String(c)) } }
        addKey(" ", caption: "space")
        addKey(Self.backspace, caption: "⌫")
        addKey("\n", caption: "done")
    }

    private func addKey(_ text: String, caption: String) {
        let key = KeyView(text: text, caption: caption)
        key.onPress = { [unowned self] text in
            // The done key: whoever edits decides whether the keyboard goes (a text field's
            // delegate may keep it); with nobody listening it hides itself.
            if text == "\n" { if let onDone = self.onDone { onDone() } else { self.hide() } } else { self.onKey?(text) }
        }
        keys.append(key)
        addSubview(key)
    }

    open override func layoutSubviews() {
        let rowHeight = (bounds.height - 10) / 5, gap = 6.0
        let unit = (bounds.width - gap) / 10
        var i = 0
        for (r, row) in Self.rows.enumerated() {
            let inset = (10 - Double(row.count)) * unit / 2
            for c in 0..<row.count {
                keys[i].frame = Rect(x: gap + inset + Double(c) * unit, y: 5 + Double(r) * rowHeight + 3,
                                     width: unit - gap, height: rowHeight - 6)
                i += 1
            }
        }
        let y = 5 + 4 * rowHeight + 3
        keys[i].frame = Rect(x: gap + unit * 2, y: y, width: unit * 5 - gap, height: rowHeight - 6)       // space
        keys[i + 1].frame = Rect(x: gap + unit * 7, y: y, width: unit * 1.5 - gap, height: rowHeight - 6) // ⌫
        keys[i + 2].frame = Rect(x: gap + unit * 8.5, y: y, width: unit * 1.5 - gap, height: rowHeight - 6) // done
    }

    /// Where the key captioned `caption` is, in window coordinates (for scripts and tests).
    public func keyFrame(for caption: String) -> Rect? {
        keys.first { $0.label.text == caption }.map { $0.convert($0.bounds, to: nil) }
    }

    /// Puts the keyboard along the bottom of `window`, `height` tall, and publishes its frame at
    /// once, so that scroll views make room while it slides up (0.25 s, as the scroll views'
    /// own keyboard animation, spec §9.8); `animated: false` puts it there at once.
    public func show(in window: Window, height: Double = 220, animated: Bool = true) {
        let shown = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        if superview !== window { window.addSubview(self) }
        if !isShowing { frame = animated ? shown.offsetBy(dx: 0, dy: height) : shown }
        isHidden = false
        isShowing = true
        slide(to: shown, in: window, animated: animated)
        window.setKeyboardFrame(shown)
    }

    /// Tells the window the keyboard is gone (scroll views give the room back), then slides it
    /// down and hides it.
    public func hide(animated: Bool = true) {
        guard isShowing, let window else { return }
        isShowing = false
        window.setKeyboardFrame(nil)
        slide(to: frame.offsetBy(dx: 0, dy: window.bounds.height - frame.minY), in: window, animated: animated)
    }

    private func slide(to target: Rect, in window: Window, animated: Bool) {
        slideAnimation?.isCancelled = true
        slideAnimation = nil
        guard animated, frame != target else { return finishSlide(at: target) }
        let slide = KeyboardSlide(keyboard: self, from: frame, to: target, shownAt: window.frameTime)
        slideAnimation = slide
        window.addAnimation(slide)
    }

    func finishSlide(at target: Rect) {
        frame = target
        slideAnimation = nil
        if !isShowing { isHidden = true }
    }
}

/// Moves a keyboard between its shown and hidden frames in 0.25 s, ease-in-out (the curve of
/// `OffsetAnimation.keyboard`, so the scroll views above move in step).
@MainActor
final class KeyboardSlide: FrameAnimation {
    weak var keyboard: KeyboardView?
    let from: Rect, to: Rect
    /// The last frame's time when the slide was asked for; the slide starts at most one frame
    /// before its first step, so an app that idled for a while does not jump to the end.
    let shownAt: InputTime
    var start: InputTime?
    var isCancelled = false

    init(keyboard: KeyboardView, from: Rect, to: Rect, shownAt: InputTime) {
        self.keyboard = keyboard
        self.from = from
        self.to = to
        self.shownAt = shownAt
    }

    func step(to time: InputTime) -> Bool {
        guard !isCancelled, let keyboard else { return false }
        let begin = start ?? max(shownAt, time + (-1.0 / 60))
        start = begin
        let t = min(1, max(0, (time - begin) * 1000 / OffsetAnimation.keyboardDurationMs))
        guard t < 1 else {
            keyboard.finishSlide(at: to)
            return false
        }
        let f = AnimationCurve.easeInOut.progress(at: t)
        keyboard.frame = Rect(x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
                              width: to.width, height: to.height)
        return true
    }
}

/// One key: a caption on a light rounded-looking rectangle; a tap sends its text.
final class KeyView: View {
    let text: String
    let label: Label
    var onPress: ((String) -> Void)?

    init(text: String, caption: String) {
        self.text = text
        label = Label(text: caption)
        label.textAlignment = .center
        label.textColor = .black
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(label)
    }

    override func layoutSubviews() { label.frame = bounds }
    override func touchesBegan(_ touches: [Touch], at time: InputTime) { backgroundColor = Color(rgb: 0xAEB3BE) }
    override func touchesCancelled(_ touches: [Touch], at time: InputTime) { backgroundColor = .white }
    override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        backgroundColor = .white
        if let t = touches.first, bounds.contains(t.location(in: self)) { onPress?(text) }
    }
}
