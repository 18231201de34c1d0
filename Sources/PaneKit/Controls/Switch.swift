public import PaneGestures
public import PaneGeometry
public import PanePixels
public import PaneInput
public import PaneUI

/// An on/off switch (UIKit's `UISwitch`): a tap flips it, a drag pulls the thumb and the side
/// it is released on wins; either way the thumb slides over in 0.25 s and `.valueChanged`
/// follows when the value changed. Setting `isOn` from code sends nothing.
///
/// It draws at 51 × 31 pt (UISwitch's size) at the top left of its bounds; give it that size.
open class Switch: Control {
    /// UISwitch's size.
    public static let size = Size(width: 51, height: 31)
    /// How long the thumb takes to slide (Pane's choice).
    public static let animationDuration = 0.25

    /// Whether the switch is on; set it with `setOn(_:animated:)`.
    public private(set) var isOn = false
    /// The switch's colours; a change redraws it.
    public var theme: Theme { didSet { stateDidChange() } }
    /// The track's colour when on; the theme's `onColor` (systemGreen) when `nil`.
    public var onTintColor: Color? { didSet { stateDidChange() } }

    let offTrack = View()
    let onTrack = View()
    let thumb = View()
    /// Where the finger went down and whether it has dragged the thumb since.
    var dragStart: Point?
    var dragged = false

    /// A switch in `theme`'s colours, on or off.
    public init(isOn: Bool = false, theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: Rect(origin: .zero, size: Switch.size))
        self.isOn = isOn
        for v in [offTrack, onTrack, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        offTrack.frame = bounds
        onTrack.frame = bounds
        offTrack.cornerRadius = Switch.size.height / 2
        onTrack.cornerRadius = Switch.size.height / 2
        thumb.frame = thumbFrame(on: isOn)
        thumb.cornerRadius = thumb.frame.height / 2
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = Size(width: 0, height: 2)
        onTrack.alpha = isOn ? 1 : 0
        stateDidChange()
    }

    /// An off switch at `frame`'s origin; the size stays 51 × 31.
    public override convenience init(frame: Rect) {
        self.init(isOn: false)
        self.frame.origin = frame.origin
    }

    open override var intrinsicContentSize: Size { Switch.size }
    open override func sizeThatFits(_ size: Size) -> Size { Switch.size }

    /// Sets the value; `animated` slides the thumb. Sends no event, as UIKit's.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        let move = {
            self.thumb.frame = self.thumbFrame(on: on)
            self.onTrack.alpha = on ? 1 : 0
        }
        if animated { View.animate(duration: Switch.animationDuration, animations: move) } else { move() }
    }

    /// The thumb's frame at either end: a circle 2 pt inside the track; on is the trailing end
    /// (the right, or the left in a right-to-left layout, as UISwitch mirrors).
    func thumbFrame(on: Bool) -> Rect {
        let d = Switch.size.height - 4
        let trailing = on != isRightToLeft
        return Rect(x: trailing ? Switch.size.width - 2 - d : 2, y: 2, width: d, height: d)
    }

    /// Puts the thumb at its end for the layout direction (not while a finger drags it).
    open override func layoutSubviews() {
        guard dragStart == nil else { return }
        thumb.frame = thumbFrame(on: isOn)
    }

    open override func stateDidChange() {
        offTrack.backgroundColor = theme.fillColor
        onTrack.backgroundColor = onTintColor ?? theme.onColor
        thumb.backgroundColor = theme.thumbColor
        alpha = isEnabled ? 1 : 0.5
    }

    /// A superview's single-finger single tap, or a one-finger pan along the switch that starts
    /// on the thumb, does not take the switch's touch (UIKit).
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
            || recognizer.isSingleFingerPan(startingIn: thumbFrame(on: isOn), of: self, horizontal: true)
    }

    open override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool {
        dragStart = touch.location(in: self)
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: Touch, at time: InputTime) -> Bool {
        guard let start = dragStart else { return true }
        let p = touch.location(in: self)
        if !dragged, abs(p.x - start.x) < 4 { return true }   // a tap's wobble is not a drag
        dragged = true
        let off = thumbFrame(on: false).minX, on = thumbFrame(on: true).minX
        let base = isOn ? on : off
        thumb.frame.origin.x = min(max(off, on), max(min(off, on), base + p.x - start.x))
        onTrack.alpha = (thumb.frame.minX - off) / (on - off)
        return true
    }

    open override func endTracking(_ touch: Touch?, at time: InputTime) {
        defer { dragStart = nil }
        let target: Bool
        if dragged {
            target = (thumb.frame.midX > Switch.size.width / 2) != isRightToLeft
        } else if let touch, isInsideTrackingArea(touch.location(in: self)) {
            target = !isOn
        } else {
            target = isOn
        }
        let changed = target != isOn
        setOn(target, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(at time: InputTime) {
        dragStart = nil
        setOn(isOn, animated: true)
    }

    /// "on" or "off" unless set otherwise (UIKit's "1" and "0", which VoiceOver speaks as these words).
    open override var accessibilityValue: String? {
        get { accessibility.value ?? (isOn ? "on" : "off") }
        set { accessibility.value = newValue }
    }
    /// `toggleButton` (spoken "switch").
    open override var defaultAccessibilityTraits: AccessibilityTraits { .toggleButton }

    /// Enter or space while focused flips the switch, as a tap does.
    open override func activateFromKeyboard() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}
