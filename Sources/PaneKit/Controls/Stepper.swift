public import PaneGestures
public import PaneGeometry
public import PaneInput
public import PanePixels
public import PaneUI

/// A minus and a plus button side by side that change a value by `stepValue` (UIKit's
/// `UIStepper`): the step happens at touch-down on either half, as UIKit's, and sends
/// `.valueChanged`. At a limit the value stops (or wraps round with `wraps`) and, without
/// `wraps`, that half is dimmed. With `autorepeat` (the default) a finger held on a half steps
/// again after 0.5 s and then every 0.1 s while it stays within 70 pt (Pane's timings), on the
/// frame clock.
open class Stepper: Control {
    /// UIStepper's size.
    public static let size = Size(width: 94, height: 32)

    /// The current value, always within `minimumValue...maximumValue`; setting it from code sends nothing.
    public var value: Double {
        get { storedValue }
        set { storedValue = min(maximumValue, max(minimumValue, newValue)); stateDidChange() }
    }
    /// The lowest value (0 by default).
    public var minimumValue = 0.0 { didSet { value = storedValue } }
    /// The highest value (100 by default).
    public var maximumValue = 100.0 { didSet { value = storedValue } }
    /// How much one press changes the value (1 by default).
    public var stepValue = 1.0
    /// Whether stepping past a limit goes round to the other one.
    public var wraps = false { didSet { stateDidChange() } }
    /// Whether a held finger keeps stepping (UIKit's `autorepeat`, on by default).
    public var autorepeat = true
    /// The wait before a held finger steps again, and the interval after that.
    public static let autorepeatDelay = 0.5
    /// The time between steps once a held finger repeats, in seconds.
    public static let autorepeatInterval = 0.1
    /// The stepper's colours; a change redraws it.
    public var theme: Theme { didSet { stateDidChange() } }

    var storedValue = 0.0
    let minus = Label(text: "−")
    let plus = Label(text: "+")
    let divider = View()
    /// The half being pressed: -1 minus, +1 plus, 0 none.
    var pressed = 0
    var repeater: Repeater?

    /// A stepper at value 0 of 0...100 in `theme`'s colours, at UIStepper's size.
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

    /// A stepper in `frame`, in the current theme's colours (it draws at UIStepper's size).
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

    /// The value ("3", "2.5") unless set otherwise.
    open override var accessibilityValue: String? {
        get {
            if let v = accessibility.value { return v }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        set { accessibility.value = newValue }
    }
    /// `adjustable`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// Steps up once, as the + half does, sending `.valueChanged`.
    open override func accessibilityIncrement() { if isEnabled { step(1) } }
    /// Steps down once, as the − half does.
    open override func accessibilityDecrement() { if isEnabled { step(-1) } }

    /// A superview's single-finger single tap does not take a tap on the stepper (UIKit).
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    open override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool {
        pressed = touch.location(in: self).x < bounds.midX ? -1 : 1
        step(pressed)
        stateDidChange()
        if autorepeat, let window {
            let r = Repeater(self, from: time)
            repeater = r
            window.addAnimation(r)
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, at time: InputTime) { release() }
    open override func cancelTracking(at time: InputTime) { release() }

    private func release() {
        pressed = 0
        repeater?.isStopped = true
        repeater = nil
        stateDidChange()
    }

    /// Steps a held stepper on the frame clock: the ticks due by each frame's time, so a late
    /// frame catches up and the count matches the time held.
    final class Repeater: FrameAnimation {
        weak var stepper: Stepper?
        let pressedAt: InputTime
        var ticks = 0
        var isStopped = false

        init(_ stepper: Stepper, from time: InputTime) {
            self.stepper = stepper
            pressedAt = time
        }

        func step(to time: InputTime) -> Bool {
            guard !isStopped, let stepper, stepper.pressed != 0 else { return false }
            let held = time - pressedAt - Stepper.autorepeatDelay
            guard held >= 0 else { return true }
            let due = Int((held / Stepper.autorepeatInterval + 1e-9).rounded(.down)) + 1
            while ticks < due {
                ticks += 1
                if stepper.isHighlighted { stepper.step(stepper.pressed) }
            }
            return true
        }
    }
}
