public import PaneGeometry
public import PaneInput
public import PanePixels

/// The root of a view tree, as large as the display. Owns the "a frame is needed" flag that
/// every visible change raises, and the damage of views that left the tree.
///
/// Make one per display, add views to it, and hand it to a `Compositor` each frame. The run
/// loop learns that something changed through `onNeedsFrame`.
open class Window: View {
    /// Whether something changed since the last composite.pointee.
    public private(set) var needsFrame = true
    /// Called once each time `needsFrame` goes from false to true; the run loop wakes up.
    public var onNeedsFrame: (() -> Void)?
    /// Height of the strip along the top edge that acts as iOS's status bar: a tap there asks a
    /// scroll view to scroll to the top. From the board profile or the app; 0 turns it off.
    public var statusBarHeight: Double = 0
    /// Insets of the panel area that is covered or unsafe (a bezel, a notch); scroll views add
    /// them to their content inset as `contentInsetAdjustmentBehavior` says.
    /// Every view's `safeAreaInsets` is the part of its bounds these cover.
    public override var safeAreaInsets: EdgeInsets {
        get { windowSafeArea }
        set {
            guard newValue != windowSafeArea else { return }
            windowSafeArea = newValue
            setSubtreeNeedsLayout()
        }
    }
    var windowSafeArea: EdgeInsets = .zero

    /// Screen areas of removed views, repainted on the next frame.
    let pendingDamage = Region()
    /// What runs each frame until it finishes: decelerations, bounces, animated scrolls.
    var animations: [any FrameAnimation] = []
    /// Animations added but not yet started (`FrameAnimation.start(at:)`).
    var unstartedAnimations: [ObjectIdentifier] = []
    /// Seconds between frames on this window's display: animations start this long before the
    /// frame that first steps them (see `FrameAnimation`). The run loop sets it (1/60 unless
    /// the display or a headless run says otherwise).
    public var frameInterval = 1.0 / 60
    /// The app's layout direction (UIKit's `UIApplication.userInterfaceLayoutDirection`): what
    /// views with `.unspecified` content take, from `--layout-direction`, the board or the locale.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            layoutDirectionDidChange()
            deliverTraitChanges(oldSize: bounds.size, oldDirection: oldValue)
        }
    }
    /// The target time of the frame being prepared (or of the last one).
    public internal(set) var frameTime: InputTime = .zero
    /// Where an on-screen keyboard covers the window, `nil` when none shows. Scroll views add the
    /// overlap to their bottom inset (spec §9.8); see `KeyboardView`.
    public internal(set) var keyboardFrame: Rect?
    /// Views shown with `present(_:style:animated:completion:)`, bottom to top.
    var presentations: [Presentation] = []
    /// The view being typed into: shown above the keyboard when it appears.
    public weak var focusedView: View?
    /// The responder keys go to first (UIKit's first responder); `nil`: the window takes them.
    /// Set by `becomeFirstResponder()` and `resignFirstResponder()`.
    public internal(set) weak var firstResponder: View?
    /// The keys held now, by evdev code, with their presses (Window+Presses.swift).
    var heldPresses: [UInt16: Press] = [:]
    /// Held keys whose press a key command took: their repeats and release go nowhere.
    var commandKeys: Set<UInt16> = []
    /// Receives each line typed while no responder takes the keys, at its return key: a
    /// barcode scanner's scans with no field focused (Window+Scans.swift). `nil`: such keys are
    /// dropped.
    public var scanHandler: ((String) -> Void)?
    /// The line a scan handler is collecting.
    var scanLine = ""
    /// Whether a hardware keyboard that types is attached: text fields then leave the on-screen
    /// keyboard hidden, as iOS does. The app sets it from its keyboards (on a panel, those whose
    /// `DeviceDescription.typesText`; a navigation keypad does not count). A change reaches the first
    /// responder when it is a `HardwareKeyboardObserving` view.
    public var hasHardwareKeyboard = false {
        didSet {
            guard hasHardwareKeyboard != oldValue else { return }
            (firstResponder as? HardwareKeyboardObserving)?.hardwareKeyboardDidChange(attached: hasHardwareKeyboard)
        }
    }
    /// The view the focus engine has focused (Tab, arrows); see `FocusSystem`.
    public internal(set) weak var focusedItem: View?
    /// The ring drawn around `focusedItem`.
    let focusRing = View()
    /// The ring's colour (the theme sets it); blue by default.
    public var focusRingColor = Color(red: 0, green: 122, blue: 255)

    /// A window of `size` points with a black background; make one per display.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .black
    }

    /// The end of the responder chain: what no responder took. Return and keypad enter hand the
    /// line collected so far to `scanHandler`; other keys that type text add to it.
    /// Tab, shift-Tab, the arrows, enter and space drive the focus engine first (Window+Focus.swift).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses where !(press.key.map { handleFocusKey($0) } ?? false) { collectScan(press) }
    }

    /// A repeat no responder took: as `pressesBegan`.
    open override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses where !(press.key.map { handleFocusKey($0) } ?? false) { collectScan(press) }
    }

    /// Raises `needsFrame`.
    public func setNeedsFrame() {
        guard !needsFrame else { return }
        needsFrame = true
        onNeedsFrame?()
    }

    /// Clears `needsFrame`; the compositor calls it when it starts a frame.
    func clearNeedsFrame() {
        needsFrame = false
    }

    /// Damages every pixel that `view` and its subviews painted last frame, and forgets it.
    func damageRemovedSubtree(_ view: View) {
        // A subtree that painted nothing has nothing to damage or forget, however large.
        guard view.composite.pointee.paintedSubtree || !view.composite.pointee.state.paintRect.isEmpty else { return }
        pendingDamage.formUnion(view.composite.pointee.state.paintRect)
        view.composite.pointee.state = CompositedState()
        view.composite.pointee.paintedSubtree = false
        view.composite.pointee.index?.painted.removeAll(keepingCapacity: true)
        for s in view.composite.pointee.subviews { damageRemovedSubtree(s) }
    }
}
