public import PaneGestures
public import PaneGeometry
public import PanePixels
public import PaneInput
public import PaneUI

/// Picks a value in a range by dragging a thumb along a track (UIKit's `UISlider`).
///
/// Only a finger that lands on the thumb (or within `thumbTouchMargin` of it) drags it, and the
/// thumb keeps its distance from the finger, so grabbing it off-centre does not make it jump.
/// With `isContinuous` (the default) `.valueChanged` is sent on every move that changes the
/// value; without it, once at the lift. The track left of the thumb shows the tint colour.
/// Inside a scroll view, a slider that has the finger keeps it (spec §8.2).
open class Slider: Control {
    /// The thumb's diameter (Pane's choice, close to UISlider's).
    public static let thumbDiameter = 28.0
    /// The track's thickness.
    public static let trackHeight = 4.0
    /// How far around the thumb a finger still grabs it.
    public static let thumbTouchMargin = 10.0

    /// The value, kept between `minimumValue` and `maximumValue`.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the track's left end (0 by default); `value` is clamped again when it changes.
    public var minimumValue = 0.0 { didSet { clampAndLayout() } }
    /// The value at the track's right end (1 by default); `value` is clamped again when it changes.
    public var maximumValue = 1.0 { didSet { clampAndLayout() } }
    /// Whether `.valueChanged` is sent on every move (the default) or once at the lift.
    public var isContinuous = true
    /// The slider's colours; a change redraws it.
    public var theme: Theme { didSet { stateDidChange() } }
    /// The filled part's colour; the theme's tint when `nil`.
    public var minimumTrackTintColor: Color? { didSet { stateDidChange() } }

    var storedValue = 0.0
    let track = View()
    let filled = View()
    let thumb = View()
    /// Finger position minus thumb centre when the drag began.
    var grabOffset = 0.0
    var valueAtTouchDown = 0.0

    /// A slider over 0...1 in `theme`'s colours.
    public init(frame: Rect = .zero, theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: frame)
        for v in [track, filled, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        track.cornerRadius = Slider.trackHeight / 2
        filled.cornerRadius = Slider.trackHeight / 2
        thumb.cornerRadius = Slider.thumbDiameter / 2
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 3
        thumb.shadowOffset = Size(width: 0, height: 2)
        stateDidChange()
    }

    /// A slider in `frame`, in the current theme's colours.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: Theme.current) }

    /// Sets the value (clamped); `animated` slides the thumb there. Sends no event.
    public func setValue(_ newValue: Double, animated: Bool) {
        storedValue = min(maximumValue, max(minimumValue, newValue))
        if animated {
            View.animate(duration: 0.25, animations: { self.layoutParts() })
        } else {
            setNeedsLayout()
        }
    }

    private func clampAndLayout() {
        storedValue = min(maximumValue, max(minimumValue, storedValue))
        setNeedsLayout()
    }

    /// Any width; as tall as the thumb.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Slider.thumbDiameter) }

    /// Where the thumb's centre may travel, in bounds coordinates, from the minimum's end to the
    /// maximum's: left to right, or right to left in a right-to-left layout (UISlider's).
    var travel: (from: Double, to: Double) {
        let r = Slider.thumbDiameter / 2
        let left = bounds.minX + r, right = max(bounds.minX + r, bounds.maxX - r)
        return isRightToLeft ? (right, left) : (left, right)
    }

    /// The thumb's centre x for `value`.
    func thumbX(for value: Double) -> Double {
        let span = maximumValue - minimumValue
        let f = span > 0 ? (value - minimumValue) / span : 0
        return travel.from + (travel.to - travel.from) * f
    }

    func value(atThumbX x: Double) -> Double {
        let (a, b) = travel
        guard b != a else { return minimumValue }
        return minimumValue + (maximumValue - minimumValue) * min(1, max(0, (x - a) / (b - a)))
    }

    open override func layoutSubviews() { layoutParts() }

    func layoutParts() {
        let midY = bounds.midY, x = thumbX(for: storedValue)
        track.frame = Rect(x: bounds.minX, y: midY - Slider.trackHeight / 2, width: bounds.width, height: Slider.trackHeight)
        // The filled part runs from the minimum's end to the thumb.
        filled.frame = isRightToLeft
            ? Rect(x: x, y: track.frame.minY, width: bounds.maxX - x, height: Slider.trackHeight)
            : Rect(x: bounds.minX, y: track.frame.minY, width: x - bounds.minX, height: Slider.trackHeight)
        let d = Slider.thumbDiameter
        thumb.frame = Rect(x: x - d / 2, y: midY - d / 2, width: d, height: d)
    }

    open override func stateDidChange() {
        track.backgroundColor = theme.fillColor
        filled.backgroundColor = isEnabled ? (minimumTrackTintColor ?? theme.tintColor) : theme.disabledTextColor
        thumb.backgroundColor = theme.thumbColor
    }

    /// A superview's one-finger pan along the slider that starts on the thumb (where the thumb
    /// was at touch-down, within `thumbTouchMargin`) does not take the drag (UIKit). A tap is
    /// not the slider's: it goes to the superview's recognizer.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        let x = thumbX(for: isTracking ? valueAtTouchDown : storedValue)
        let r = Slider.thumbDiameter / 2 + Slider.thumbTouchMargin
        let grab = Rect(x: x - r, y: bounds.midY - r, width: 2 * r, height: 2 * r)
        return recognizer.isSingleFingerPan(startingIn: grab, of: self, horizontal: true)
    }

    open override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool {
        let p = touch.location(in: self)
        let grab = thumb.frame.insetBy(dx: -Slider.thumbTouchMargin, dy: -Slider.thumbTouchMargin)
        guard grab.contains(p) else {
            isHighlighted = false
            return false
        }
        grabOffset = p.x - thumb.frame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, at time: InputTime) -> Bool {
        isHighlighted = true   // the thumb stays held wherever the finger goes
        let v = value(atThumbX: touch.location(in: self).x - grabOffset)
        guard v != storedValue else { return true }
        storedValue = v
        layoutParts()
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// The value as a whole percentage of the range ("30 %") unless set otherwise.
    open override var accessibilityValue: String? {
        get {
            if let v = accessibility.value { return v }
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? (value - minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded())) %"
        }
        set { accessibility.value = newValue }
    }
    /// `adjustable`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// Moves the value up a tenth of the range and sends `.valueChanged` (VoiceOver's swipe up).
    open override func accessibilityIncrement() { adjust(by: 0.1) }
    /// Moves the value down a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { adjust(by: -0.1) }

    private func adjust(by fraction: Double) {
        guard isEnabled else { return }
        let old = value
        setValue(value + fraction * (maximumValue - minimumValue), animated: true)
        if value != old { sendActions(for: .valueChanged) }
    }

    open override func endTracking(_ touch: Touch?, at time: InputTime) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
