public import PaneGeometry
public import PanePixels
public import PaneInput

/// A simple on-screen keyboard for kiosks without a physical one: four rows of letter and digit
/// keys, space, backspace and done. `show(in:)` slides it up from the bottom of the window and
/// publishes its frame (`Window.setKeyboardFrame`), so scroll views make room; `hide()` takes it
/// away. Each key calls `onKey` with its text; backspace sends `"\u{8}"` and done hides it.
open class KeyboardView: View {
    public var onKey: ((String) -> Void)?
    public var onDone: (() -> Void)?
    public static let backspace = "\u{8}"
    public private(set) var isShowing = false
    static let rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"]
    var keys: [KeyView] = []

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(rgb: 0xD1D3D9)
        for row in Self.rows { for c in row { addKey(String(c), caption: String(c)) } }
        addKey(" ", caption: "space")
        addKey(Self.backspace, caption: "⌫")
        addKey("\n", caption: "done")
    }

    private func addKey(_ text: String, caption: String) {
        let key = KeyView(text: text, caption: caption)
        key.onPress = { [unowned self] text in
            if text == "\n" { self.hide(); self.onDone?() } else { self.onKey?(text) }
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

    /// Puts the keyboard along the bottom of `window`, `height` tall, and publishes its frame.
    public func show(in window: Window, height: Double = 220) {
        frame = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        if superview !== window { window.addSubview(self) }
        isHidden = false
        isShowing = true
        window.setKeyboardFrame(frame)
    }

    /// Hides the keyboard and tells the window it is gone.
    public func hide() {
        guard isShowing else { return }
        isShowing = false
        isHidden = true
        window?.setKeyboardFrame(nil)
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
        label.alignment = .center
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
