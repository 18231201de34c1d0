public import PaneGeometry
public import PaneInput
public import PanePixels

/// A minus and a plus button side by side that change a value by `stepValue` (UIKit's
/// `UIStepper`): the step happens at touch-down on either half, as UIKit's, and sends
/// `.valueChanged`. At a limit the value stops (or wraps round with `wraps`) and, without
/// `wraps`, that half is dimmed. Holding a finger does not repeat yet (UIKit's `autorepeat`).
open class Stepper: Control {
    /// UIStepper's size.
    public static let size = Size(width: 94, height: 32)

    public var value: Double {
        get { storedValue }
        set { storedValue = min(maximumValue, max(minimumValue, newValue)); stateDidChange() }
    }
    public var minimumValue = 0.0 { didSet { value = storedValue } }
    public var maximumValue = 100.0 { didSet { value = storedValue } }
    public var stepValue = 1.0
    /// Whether stepping past a limit goes round to the other one.
    public var wraps = false { didSet { stateDidChange() } }
    public var theme: Theme { didSet { stateDidChange() } }

    var storedValue = 0.0
    let minus = Label(text: "−")
    let plus = Label(text: "+")
    let divider = View()
    /// The half being pressed: -1 minus, +1 plus, 0 none.
    var pressed = 0

    public init(theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: Rect(origin: .zero, size: Stepper.size))
        for l in [minus, plus] {
            l.font = theme.headlineFont
            l.isUserInteractionEnabled = false
            addSubview(l)
        }
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        stateDidChange()
    }

    public override convenience init(frame: Rect) {
        self.init(theme: Theme.current)
        self.frame = frame
    }

    open override var intrinsicContentSize: Size { Stepper.size }

    open override func layoutSubviews() {
        let half = bounds.width / 2
        for (i, l) in [minus, plus].enumerated() {
            let w = Double(l.font?.width(of: l.text) ?? 0), h = Double(l.font?.lineHeight ?? 0)
            l.frame = Rect(x: (bounds.minX + half * (Double(i) + 0.5) - w / 2).rounded(),
                           y: (bounds.midY - h / 2).rounded(), width: w, height: h)
        }
        divider.frame = Rect(x: bounds.minX + half - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
    }

    open override func stateDidChange() {
        backgroundColor = theme.fillColor
        cornerRadius = theme.cornerRadius
        divider.backgroundColor = theme.separatorColor
        let canDown = isEnabled && (wraps || storedValue > minimumValue)
        let canUp = isEnabled && (wraps || storedValue < maximumValue)
        minus.textColor = canDown ? (pressed == -1 ? theme.secondaryTextColor : theme.textColor) : theme.disabledTextColor
        plus.textColor = canUp ? (pressed == 1 ? theme.secondaryTextColor : theme.textColor) : theme.disabledTextColor
    }

    /// Steps once in `direction` (-1 or +1), with the limits and `wraps`; sends `.valueChanged`
    /// when the value changed.
    func step(_ direction: Int) {
        var v = storedValue + Double(direction) * stepValue
        if v > maximumValue { v = wraps ? minimumValue : maximumValue }
        if v < minimumValue { v = wraps ? maximumValue : minimumValue }
        guard v != storedValue else { return }
        value = v
        sendActions(for: .valueChanged)
    }

    open override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool {
        pressed = touch.location(in: self).x < bounds.midX ? -1 : 1
        step(pressed)
        stateDidChange()
        return true
    }

    open override func endTracking(_ touch: Touch?, at time: InputTime) {
        pressed = 0
        stateDidChange()
    }

    open override func cancelTracking(at time: InputTime) {
        pressed = 0
        stateDidChange()
    }
}
