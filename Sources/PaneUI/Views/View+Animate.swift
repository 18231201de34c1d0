internal import Glibc
public import PaneGeometry
public import PaneInput
public import PanePhysics
public import PanePixels

extension View {
    /// Animates the changes `animations` makes to `frame`, `center`, `bounds`, `alpha`,
    /// `transform` and `backgroundColor` of any views in a window, as `UIView.animate` does:
    /// the closure runs at once, then each changed property moves from its old value to its new
    /// one over `duration` seconds after `delay`, on `curve`, one step per frame on the
    /// window's frame clock (virtual time in tests and headless runs).
    ///
    /// Unlike UIKit, which shows the animation on a separate presentation layer, a Pane view's
    /// properties pass through the values in between: read during the animation, `frame` says
    /// where the view is on screen. A new animation of the same property of the same view takes
    /// over from wherever it is (so a push interrupted by a pop turns back smoothly); the one it
    /// replaced ends with `completion(false)`, at its own end or at once when nothing is left
    /// to it.
    /// Views outside a window change at once and `completion(true)` runs at once. Moving and
    /// fading cost a composite per frame; animating a size also lays the view out and, for a view
    /// that draws itself or is decorated, redraws it every frame.
    public static func animate(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let outer = AnimationRecorder.current
        let recorder = AnimationRecorder()
        AnimationRecorder.current = recorder
        animations()
        AnimationRecorder.current = outer

        var tracks: [PropertyAnimator.Track] = []
        var window: Window?
        for change in recorder.changes {
            guard let view = change.view, let w = view.window else { continue }
            window = window ?? w
            let track = PropertyAnimator.Track(view: view, from: change.from, to: change.from.current(of: view))
            guard track.from != track.to else { continue }
            tracks.append(track)
        }
        guard let window, !tracks.isEmpty else {
            completion?(true)
            return
        }
        for track in tracks { track.from.apply(to: track.view!) }
        let animator = PropertyAnimator(tracks: tracks, duration: duration, delay: delay, curve: curve,
                                        calledAt: window.frameTime, completion: completion)
        for case let other as PropertyAnimator in window.animations { other.yield(to: animator) }
        window.addAnimation(animator)
    }
}

/// One animatable property of a view, with a value.
@MainActor
enum AnimatedValue: Equatable {
    case center(Point)
    case bounds(Rect)
    case alpha(Double)
    case transform(Transform)
    case backgroundColor(Color?)

    /// Whether both name the same property.
    func isSameProperty(as other: AnimatedValue) -> Bool {
        switch (self, other) {
        case (.center, .center), (.bounds, .bounds), (.alpha, .alpha), (.transform, .transform),
             (.backgroundColor, .backgroundColor): return true
        default: return false
        }
    }

    /// The property's present value on `view`.
    func current(of view: View) -> AnimatedValue {
        switch self {
        case .center: return .center(view.center)
        case .bounds: return .bounds(view.bounds)
        case .alpha: return .alpha(view.alpha)
        case .transform: return .transform(view.transform)
        case .backgroundColor: return .backgroundColor(view.backgroundColor)
        }
    }

    func apply(to view: View) {
        switch self {
        case let .center(p): view.center = p
        case let .bounds(r): view.bounds = r
        case let .alpha(a): view.alpha = a
        case let .transform(t): view.transform = t
        case let .backgroundColor(c): view.backgroundColor = c
        }
    }

    /// The value `f` of the way from `self` to `to` (same property).
    func interpolated(to: AnimatedValue, _ f: Double) -> AnimatedValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        switch (self, to) {
        case let (.center(a), .center(b)): return .center(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.bounds(a), .bounds(b)):
            return .bounds(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.alpha(a), .alpha(b)): return .alpha(mix(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(Transform(scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY),
                                        tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.backgroundColor(a), .backgroundColor(b)):
            // Premultiplied channels mix linearly; no colour is clear.
            let x = a?.argb ?? 0, y = b?.argb ?? 0
            var out: UInt32 = 0
            for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                let c = mix(Double(x >> shift & 0xFF), Double(y >> shift & 0xFF))
                out |= UInt32(min(255, max(0, c.rounded()))) << shift
            }
            return .backgroundColor(Color(premultipliedARGB: out))
        default: return to
        }
    }
}

/// Collects the first old value of each property changed inside an `animate` closure.
///
/// `current` is per thread (a pthread key): an app's views live on its run-loop thread, but
/// parallel tests animate their own views on several threads at once, and one process-wide
/// variable let them write each other's recorder (a crash in `note`).
@MainActor
final class AnimationRecorder {
    static var current: AnimationRecorder? {
        get {
            guard let p = pthread_getspecific(animationRecorderKey) else { return nil }
            return Unmanaged<AnimationRecorder>.fromOpaque(p).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(animationRecorderKey) {
                Unmanaged<AnimationRecorder>.fromOpaque(old).release()
            }
            pthread_setspecific(animationRecorderKey, newValue.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) })
        }
    }
    var changes: [(view: View?, from: AnimatedValue)] = []

    /// Called by the views' property observers while recording.
    static func note(_ view: View, _ old: AnimatedValue) {
        guard let recorder = current else { return }
        if recorder.changes.contains(where: { $0.view === view && $0.from.isSameProperty(as: old) }) { return }
        recorder.changes.append((view, old))
    }
}

/// The thread's `AnimationRecorder.current`; no destructor: a thread ends with none set.
private let animationRecorderKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// Steps the properties of one `View.animate` call on the frame clock.
@MainActor
final class PropertyAnimator: FrameAnimation {
    struct Track {
        weak var view: View?
        let from: AnimatedValue
        let to: AnimatedValue
    }

    var tracks: [Track]
    let duration: Double
    let delay: Double
    let curve: AnimationCurve
    /// The frame time when `animate` was called; the animation starts at most one frame before
    /// its first step, so an app that idled for a while does not jump ahead.
    let calledAt: InputTime
    var start: InputTime?
    var completion: ((Bool) -> Void)?
    /// Set when another animation took a property away.
    var interrupted = false

    init(tracks: [Track], duration: Double, delay: Double, curve: AnimationCurve, calledAt: InputTime,
         completion: ((Bool) -> Void)?) {
        self.tracks = tracks
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.curve = curve
        self.calledAt = calledAt
        self.completion = completion
    }

    /// Gives up the properties `newer` animates.
    func yield(to newer: PropertyAnimator) {
        guard newer !== self else { return }
        let before = tracks.count
        tracks.removeAll { mine in
            newer.tracks.contains { $0.view === mine.view && $0.from.isSameProperty(as: mine.from) }
        }
        if tracks.count != before { interrupted = true }
    }

    func step(to time: InputTime) -> Bool {
        let begin = start ?? max(calledAt, time + (-1.0 / 60))
        start = begin
        guard !tracks.isEmpty else { return finish(false) }
        let elapsed = (time - begin) - delay
        guard elapsed >= 0 else { return true }
        let t = duration > 0 ? elapsed / duration : 1
        if t >= 1 {
            for track in tracks { if let v = track.view { track.to.apply(to: v) } }
            return finish(!interrupted)
        }
        let f = curve.progress(at: t)
        for i in tracks.indices {
            guard let v = tracks[i].view else { continue }
            tracks[i].from.interpolated(to: tracks[i].to, f).apply(to: v)
        }
        return true
    }

    private func finish(_ finished: Bool) -> Bool {
        let done = completion
        completion = nil
        done?(finished)
        return false
    }
}
