public import PaneGeometry
public import PanePixels
public import PaneInput
internal import PanePhysics
public import PaneUI

/// The on-screen keyboard for kiosks without a physical one: rows of letter and digit keys in
/// the current layout (`currentLayout`, one of `layouts`, derived from XKB:
/// `OnScreenKeyboardLayout`), then shift, the globe key (UIKit's next keyboard: it cycles
/// `layouts`), space, backspace and done. `show(in:)` slides it up from the bottom of the window
/// and publishes its frame (`Window.setKeyboardFrame`), so scroll views make room; `hide()` takes
/// it away. Each key calls `onKey` with its text; backspace sends `"\u{8}"`; done calls `onDone`,
/// which decides whether the keyboard goes (a `TextField` hides it unless its delegate keeps
/// editing), or hides the keyboard when nobody set `onDone`.
///
/// Shift is iOS's: a tap shifts the next key, after which the keyboard is back at level 1; a
/// second tap on shift takes it back. A layout with an input method (`makeInputMethod`) sends
/// its keys through the engine: committed text goes to `onKey`, the composition to
/// `onMarkedText`, keys the engine does not take go on as typed; the globe and done end the
/// composition first (`InputMethod.flush()`).
open class KeyboardView: View {
    /// Called with each key's text as it is tapped (`backspace` for the backspace key). With an
    /// input method composing, the text replaces the marked text, as UIKit's `insertText`.
    public var onKey: ((String) -> Void)?
    /// Called with the input method's composition whenever it changes (empty when it ends),
    /// UIKit's `setMarkedText`; never called for layouts without an input method.
    public var onMarkedText: ((String) -> Void)?
    /// Called when done is tapped; when `nil`, done hides the keyboard.
    public var onDone: (() -> Void)?
    /// The text `onKey` receives for backspace: U+0008.
    public static let backspace = "\u{8}"
    /// The layouts a keyboard starts with (`init(frame:)`): the US layout until the launcher
    /// sets the kiosk's (`--keyboard-layout`'s groups, else the locale's:
    /// `OnScreenKeyboardLayout.defaultNames(locale:)`).
    public static var defaultLayouts: [OnScreenKeyboardLayout] = [OnScreenKeyboardLayout.standard]
    /// The layouts the globe key cycles through, in order (iOS keeps the list in the user's
    /// settings); never empty: setting `[]` keeps the US layout. Setting it starts at the first.
    public var layouts: [OnScreenKeyboardLayout] {
        didSet {
            if layouts.isEmpty { layouts = [OnScreenKeyboardLayout.standard] }
            selectLayout(at: 0)
        }
    }
    /// Which of `layouts` the keys show.
    public internal(set) var currentLayoutIndex = 0
    /// The layout the keys show (UIKit's `textInputMode`).
    public var currentLayout: OnScreenKeyboardLayout { layouts[currentLayoutIndex] }
    /// True after shift is tapped until the next key.
    public internal(set) var isShifted = false
    /// The composition the current input method holds (empty without one).
    public internal(set) var markedText = ""
    /// A view shown along the top of the keyboard, above the keys, `candidateViewHeight` tall;
    /// the keys take the whole keyboard while it is `nil` or hidden (call `setNeedsLayout()`
    /// after hiding or showing it). While it is `nil` and the layout has an input method, the
    /// keyboard puts a `CandidateBar` there for the engine, shown while it has candidates, a
    /// tapped candidate going to `onKey` and `onMarkedText` as a key's edit does.
    public var candidateView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let candidateView { addSubview(candidateView) }
            setNeedsLayout()
        }
    }
    /// How tall `candidateView` is.
    public var candidateViewHeight = 40.0
    /// True from `show(in:)` until `hide()`.
    public private(set) var isShowing = false
    var slideAnimation: KeyboardSlide?
    /// The current layout's input method, made when the layout became current.
    var inputMethod: (any InputMethod)?
    /// The candidate bar the keyboard shows for an input method with candidates, in
    /// `candidateView` unless the app put a view of its own there.
    var candidateBar: CandidateBar?
    /// The character keys, row by row, as laid out.
    var characterRows: [[KeyView]] = []
    /// Shift, the globe, space, backspace and done, those the layout has.
    var shiftKey: KeyView?
    var globeKey: KeyView?
    var bottomKeys: [KeyView] = []
    /// Every key, character keys first.
    var keys: [KeyView] { Array(characterRows.joined()) + bottomKeys }

    /// A keyboard laid out for `frame`'s width with `defaultLayouts`; it shows nothing until `show(in:)`.
    public override init(frame: Rect) {
        layouts = Self.defaultLayouts.isEmpty ? [OnScreenKeyboardLayout.standard] : Self.defaultLayouts
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // follows the bottom edge when the window turns
        backgroundColor = Color(rgb: 0xD1D3D9)
        selectLayout(at: 0)
    }

    open override func layoutSubviews() { layoutKeys() }

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

    /// Ends any input method's composition (`finishComposition()`), tells the window the
    /// keyboard is gone (scroll views give the room back), then slides it down and hides it.
    public func hide(animated: Bool = true) {
        finishComposition()
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

/// One key: a caption on a light rectangle; a tap (a lift inside it) calls `onPress`. A latched
/// key (shift while shifted) stays dark, as a pressed one.
final class KeyView: View {
    let label: Label
    var onPress: (() -> Void)?
    var isLatched = false { didSet { backgroundColor = restingColor } }
    var restingColor: Color { isLatched ? Color(rgb: 0xAEB3BE) : .white }

    init(caption: String) {
        label = Label(text: caption)
        label.textAlignment = .center
        label.textColor = .black
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(label)
    }

    /// A picture drawn instead of the caption (the globe); the caption stays, clear, for the
    /// key's spoken label and for finding the key by its caption.
    var icon: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let icon { addSubview(icon); label.textColor = .clear } else { label.textColor = .black }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        label.frame = bounds
        icon?.frame = bounds
    }
    override func touchesBegan(_ touches: [Touch], at time: InputTime) { backgroundColor = Color(rgb: 0xAEB3BE) }
    override func touchesCancelled(_ touches: [Touch], at time: InputTime) { backgroundColor = restingColor }
    override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        backgroundColor = restingColor
        if let t = touches.first, bounds.contains(t.location(in: self)) { onPress?() }
    }
}
