public import PaneGeometry
public import PaneGestures
public import PaneInput
internal import PanePhysics
public import PaneUI

/// A stack of screens with a navigation bar (UIKit's `UINavigationController`, with views in
/// place of view controllers): `push` slides a screen in from the right over the current one,
/// which moves a third of the way left under a shade; `pop` (the bar's back button, or a swipe
/// from the left edge) reverses it.
///
/// Transitions run on the frame clock with `View.animate` and can be interrupted: a pop during
/// a push turns the slide back from wherever it is. During the edge swipe the screens follow
/// the finger; let go, the pop completes when the screen's position, carried on at its release
/// velocity and acceleration over 0.35 s, passes 187.5 pt (half the width on a narrow stack), as
/// UIKit decides (`InteractivePop`), and the screen slides the rest of the way from the finger's
/// speed (`InteractivePop.finishingSlide`); a finger that rested before lifting has neither
/// velocity nor acceleration, and a flick back toward the edge cancels. Screens fill the area under the bar, or the whole
/// stack under a translucent bar (`NavigationBar.isTranslucent`). Each screen has a
/// `NavigationItem` (title, back-button title, a view at the bar's right end).
///
/// ```swift
/// let nav = NavigationStack(root: menu, title: "Menu")
/// nav.frame = window.bounds
/// window.addSubview(nav)
/// nav.push(detail, title: "Flat white")
/// ```
open class NavigationStack: View {
    /// How long a push or pop slides (Pane's choice, near UIKit's).
    public static let transitionDuration = 0.35
    /// How far the screen underneath moves left while covered, as a share of the width
    /// (UIKit's parallax: about a third).
    public static let parallax = 0.3
    /// A swipe that starts within this many points of the left edge pops.
    public static let edgeWidth = 20.0

    /// One screen and its bar item.
    struct Screen {
        let view: View
        let item: NavigationItem
    }

    var screens: [Screen] = []
    /// The bar at the top, showing the top screen's item.
    public let navigationBar: NavigationBar
    /// Darkens the screen underneath during a transition.
    let shade = View()
    let edgeSwipe = EdgeSwipeGestureRecognizer()
    /// Bumped by every transition; a finished animation acts only if it is still the latest.
    var transitionGeneration = 0
    /// The screen leaving in a running pop, removed when the pop finishes.
    var leaving: View?

    /// Called after a screen became the top one (pushed, or uncovered by a pop).
    public var didShow: ((View) -> Void)?

    /// A stack whose root screen is `root`, titled `title`.
    public convenience init(root: View, title: String, theme: Theme = Theme.current) {
        self.init(root: root, navigationItem: NavigationItem(title: title), theme: theme)
    }

    /// A stack whose root screen is `root`, with its own navigation item.
    public init(root: View, navigationItem: NavigationItem, theme: Theme = Theme.current) {
        navigationBar = NavigationBar(theme: theme)
        super.init(frame: .zero)
        backgroundColor = theme.backgroundColor
        clipsToBounds = true
        shade.backgroundColor = .black
        shade.alpha = 0
        shade.isUserInteractionEnabled = false
        screens = [Screen(view: root, item: navigationItem)]
        navigationItem.stack = self
        addSubview(root)
        addSubview(navigationBar)
        navigationBar.backButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.pop() }
        edgeSwipe.addAction { [unowned self] r in self.edgeSwipeChanged(r as! EdgeSwipeGestureRecognizer) }
        addGestureRecognizer(edgeSwipe)
        updateBar()
    }

    /// The screens from the root to the top.
    public var views: [View] { screens.map(\.view) }
    /// The screen shown now: the root when nothing is pushed (the root cannot be popped, so this is never
    /// `nil` after init).
    public var topView: View? { screens.last?.view }
    /// The top screen's bar item (UIKit's `UINavigationBar.topItem`).
    public var topItem: NavigationItem? { screens.last?.item }

    /// The bar item `view` was pushed with; `nil` for a view not on the stack.
    public func navigationItem(for view: View) -> NavigationItem? {
        screens.last { $0.view === view }?.item
    }

    /// The edge swipe that pops (UIKit's `interactivePopGestureRecognizer`). A scroll view
    /// that moves sideways on a pushed screen can `require(toFail:)` it, so that a drag from
    /// the left edge goes back instead of scrolling.
    public var interactivePopGestureRecognizer: PanGestureRecognizer { edgeSwipe }

    /// The edge swipe begins only with a screen to go back to (as UIKit's pop gesture).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === edgeSwipe, screens.count < 2 { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    /// Where screens go: the bounds under the bar, or all of them under a translucent bar.
    public var contentFrame: Rect {
        if navigationBar.isTranslucent { return bounds }
        let barHeight = NavigationBar.height + safeAreaInsets.top
        return Rect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    }

    open override func layoutSubviews() {
        let top = safeAreaInsets.top
        navigationBar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationBar.height + top)
        navigationBar.topInset = top
        guard !isTransitioning else { return }
        for s in screens { s.view.frame = contentFrame }
        shade.frame = contentFrame
    }

    /// Whether a push, pop or edge swipe is moving the screens.
    public var isTransitioning: Bool { leaving != nil || pushing != nil || edgeSwipe.state.isActive }
    var pushing: View?

    /// Puts `view` on top with a bar item showing `title`, sliding in from the right when `animated`.
    public func push(_ view: View, title: String, animated: Bool = true) {
        push(view, navigationItem: NavigationItem(title: title), animated: animated)
    }

    /// Puts `view` on top with `navigationItem` in the bar, sliding in from the right when
    /// `animated` (from the left in a right-to-left layout).
    public func push(_ view: View, navigationItem: NavigationItem, animated: Bool = true) {
        let below = topView
        finishLeaving()
        navigationItem.stack = self
        screens.append(Screen(view: view, item: navigationItem))
        insertSubview(view, belowSubview: navigationBar)
        updateBar(animated: animated && below != nil)
        transitionGeneration += 1
        let generation = transitionGeneration
        let area = contentFrame
        guard animated, let below else {
            view.frame = area
            below?.frame = area
            below?.isHidden = true   // covered: the compositor skips it
            didShow?(view)
            return
        }
        pushing = view
        insertSubview(shade, belowSubview: view)
        shade.frame = area
        let forward = forwardSign
        if (view.frame.minX - area.minX) * forward <= 0 || view.bounds.size != area.size {
            view.frame = area.offsetBy(dx: forward * area.width, dy: 0)
        }
        View.animate(duration: NavigationStack.transitionDuration, animations: {
            view.frame = area
            below.frame = area.offsetBy(dx: -forward * area.width * NavigationStack.parallax, dy: 0)
            self.shade.alpha = 0.1
        }, completion: { [weak self] _ in
            guard let self, generation == self.transitionGeneration else { return }
            self.pushing = nil
            self.shade.removeFromSuperview()
            below.frame = area
            below.isHidden = true
            self.didShow?(view)
        })
    }

    /// Takes the top screen off (sliding it out to the right when `animated`) and returns it;
    /// the root stays. A pop during a push turns the push back from where it is.
    @discardableResult
    public func pop(animated: Bool = true) -> View? {
        pop(animated: animated, slide: nil)
    }

    /// `pop(animated:)`, sliding along `slide` when one is given (the rest of an edge swipe)
    /// instead of the transition's 0.35 s ease-in-out.
    @discardableResult
    func pop(animated: Bool, slide: InteractivePop.FinishingSlide?) -> View? {
        guard screens.count > 1 else { return nil }
        finishLeaving()
        let gone = screens.removeLast()
        if gone.item.stack === self { gone.item.stack = nil }
        let uncovered = screens[screens.count - 1].view
        updateBar(animated: animated)
        transitionGeneration += 1
        let generation = transitionGeneration
        let area = contentFrame
        pushing = nil
        uncovered.isHidden = false
        guard animated else {
            gone.view.removeFromSuperview()
            shade.removeFromSuperview()
            uncovered.frame = area
            didShow?(uncovered)
            return gone.view
        }
        leaving = gone.view
        let forward = forwardSign
        if shade.superview == nil {
            insertSubview(shade, belowSubview: gone.view)
            shade.frame = area
            shade.alpha = 0.1
            uncovered.frame = area.offsetBy(dx: -forward * area.width * NavigationStack.parallax, dy: 0)
        }
        View.animate(duration: slide?.duration ?? NavigationStack.transitionDuration,
                     curve: slide?.curve ?? .easeInOut, animations: {
            gone.view.frame = area.offsetBy(dx: forward * area.width, dy: 0)
            uncovered.frame = area
            self.shade.alpha = 0
        }, completion: { [weak self] _ in
            guard let self, generation == self.transitionGeneration else { return }
            self.finishLeaving()
            self.didShow?(uncovered)
        })
        return gone.view
    }

    /// Pops every screen above the root.
    public func popToRoot(animated: Bool = true) {
        guard screens.count > 1 else { return }
        while screens.count > 2 {
            let s = screens.remove(at: screens.count - 2)
            s.view.removeFromSuperview()
            if s.item.stack === self { s.item.stack = nil }
        }
        pop(animated: animated)
    }

    /// Ends a pop that is still sliding: the screen that left goes away now.
    func finishLeaving() {
        guard let view = leaving else { return }
        leaving = nil
        view.removeFromSuperview()
        shade.removeFromSuperview()
        shade.alpha = 0
        if let top = topView { top.frame = contentFrame }
    }

    /// Shows the top screen's title and right view and the back button; `animated` fades them
    /// in over the transition, as UIKit's bar does.
    func updateBar(animated: Bool = false) {
        showItems()
        let bar = navigationBar, right = bar.rightView
        guard animated else {
            right?.alpha = 1
            return
        }
        bar.titleLabel.alpha = 0
        bar.backButton.alpha = 0
        right?.alpha = 0
        View.animate(duration: NavigationStack.transitionDuration, animations: {
            bar.titleLabel.alpha = 1
            bar.backButton.alpha = 1
            right?.alpha = 1
        })
    }

    /// Puts the top item's title and right view and the back item's title in the bar.
    private func showItems() {
        let bar = navigationBar
        bar.title = screens.last?.item.title ?? ""
        let back = screens.count > 1 ? screens[screens.count - 2].item : nil
        bar.backTitle = back.map { $0.backButtonTitle ?? $0.title }
        bar.rightView = screens.last?.item.rightView
    }

    /// A bar item changed: the bar follows when it shows that item (on top, or underneath as
    /// the back button).
    func navigationItemDidChange(_ item: NavigationItem) {
        guard screens.suffix(2).contains(where: { $0.item === item }) else { return }
        showItems()
    }

    // MARK: The edge swipe

    func edgeSwipeChanged(_ swipe: EdgeSwipeGestureRecognizer) {
        guard screens.count > 1 else { return }
        let area = contentFrame
        let top = screens[screens.count - 1].view, below = screens[screens.count - 2].view
        switch swipe.state {
        case .began:
            finishLeaving()
            pushing = nil
            transitionGeneration += 1
            below.isHidden = false
            if shade.superview == nil { insertSubview(shade, belowSubview: top) }
            shade.frame = area
            followFinger(forwardSign * swipe.translation(in: self).x, top: top, below: below)
        case .changed:
            followFinger(forwardSign * swipe.translation(in: self).x, top: top, below: below)
        case .ended:
            // Measured away from the edge the swipe starts at (the right one, right to left).
            let dx = forwardSign * swipe.translation(in: self).x
            let rested = swipe.restedBeforeLift
            let v = rested ? 0 : forwardSign * swipe.velocity(in: self).x
            let a = rested ? 0 : forwardSign * swipe.acceleration(in: self).x
            if InteractivePop.completes(translation: dx, velocity: v, acceleration: a, width: area.width) {
                // The rest of the way from where the screen is, at the finger's speed.
                let remaining = area.width - forwardSign * (top.frame.minX - area.minX)
                pop(animated: true, slide: InteractivePop.finishingSlide(remaining: remaining, velocity: v, width: area.width))
            } else {
                cancelSwipe(top: top, below: below)
            }
        case .cancelled, .failed:
            cancelSwipe(top: top, below: below)
        case .possible:
            break
        }
    }

    /// Which way a pushed screen comes from: +1, from the right; -1, from the left (right to left).
    var forwardSign: Double { isRightToLeft ? -1 : 1 }

    /// Places the top screen `dx` away from the edge it was pushed from and the one below in proportion.
    func followFinger(_ dx: Double, top: View, below: View) {
        let area = contentFrame
        let x = min(area.width, max(0, dx))
        let f = area.width > 0 ? x / area.width : 0
        let forward = forwardSign
        top.frame = area.offsetBy(dx: forward * x, dy: 0)
        below.frame = area.offsetBy(dx: -forward * area.width * NavigationStack.parallax * (1 - f), dy: 0)
        shade.alpha = 0.1 * (1 - f)
    }

    /// Slides the screens back where they were before the swipe.
    func cancelSwipe(top: View, below: View) {
        transitionGeneration += 1
        let generation = transitionGeneration
        let area = contentFrame
        let forward = forwardSign
        View.animate(duration: NavigationStack.transitionDuration / 2, animations: {
            top.frame = area
            below.frame = area.offsetBy(dx: -forward * area.width * NavigationStack.parallax, dy: 0)
            self.shade.alpha = 0.1
        }, completion: { [weak self] _ in
            guard let self, generation == self.transitionGeneration else { return }
            self.shade.removeFromSuperview()
            below.frame = area
            below.isHidden = true
        })
    }
}

/// A pan that begins only for a finger that lands within `NavigationStack.edgeWidth` of its
/// view's leading edge and moves away from it: the left edge and rightwards, or right to left
/// (`effectiveUserInterfaceLayoutDirection`) the right edge and leftwards (UIKit's
/// `UIScreenEdgePanGestureRecognizer` for the leading edge).
public final class EdgeSwipeGestureRecognizer: PanGestureRecognizer {
    public override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        if state == .possible, trackedTouches.count == touches.count,
           let first = touches.first, let view {
            let p = view.convert(first.location, from: nil)
            let fromEdge = view.isRightToLeft ? view.bounds.maxX - p.x : p.x - view.bounds.minX
            if fromEdge > NavigationStack.edgeWidth { return state = .failed }
        }
        super.touchesBegan(touches, at: time)
    }

    public override func hasMovedFarEnough(_ raw: Point) -> Bool {
        let away = (view?.isRightToLeft ?? false) ? -raw.x : raw.x
        return away >= hysteresis && away > abs(raw.y)
    }
}
