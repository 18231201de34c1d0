public import PaneInput

/// Something that changes views over time, one frame at a time: a deceleration, a bounce, an
/// animated `setContentOffset`, a fade.
///
/// Add it with `Window.addAnimation(_:)`. The next time the window steps its animations it
/// calls `start(at:)` once, then `step(to:)` with the frame's target time, and `step(to:)`
/// again every frame until it returns `false`. Time comes from the run loop (the display's
/// clock, or virtual time in tests and headless runs), never from a clock read inside the
/// animation, so every run can be replayed exactly.
///
/// The lift-frame rule: an animation added while a frame delivers its touches (a flick's
/// momentum, a bounce, a page settle, a zoom spring-back, a tap's scroll to top or zoom) or
/// between frames starts one frame interval before that frame's target time, so the frame that
/// delivers the lift or tap already shows its first step (spec §3.2: the first momentum step
/// on the first frame after the release) instead of repeating the last drag position.
@MainActor
public protocol FrameAnimation: AnyObject {
    /// Called once, just before the first `step(to:)`, with the time the animation starts from:
    /// `Window.frameInterval` before the first step's target time. The default does nothing
    /// (for animations that place their start themselves).
    func start(at time: InputTime)
    /// Moves to `time`; returns whether there is more to do.
    func step(to time: InputTime) -> Bool
}

extension FrameAnimation {
    public func start(at time: InputTime) {}
}

extension Window {
    /// Runs `animation` from the next step of animations on (in the frame being produced, if
    /// its touches are being delivered now). Adding one that is already running does nothing.
    public func addAnimation(_ animation: any FrameAnimation) {
        guard !animations.contains(where: { $0 === animation }) else { return }
        animations.append(animation)
        unstartedAnimations.append(ObjectIdentifier(animation))
        setNeedsFrame()
    }

    /// Stops `animation` without a last step.
    public func removeAnimation(_ animation: any FrameAnimation) {
        animations.removeAll { $0 === animation }
        unstartedAnimations.removeAll { $0 == ObjectIdentifier(animation) }
    }

    /// Whether any animation is running: the run loop keeps producing frames while it is.
    public var isAnimating: Bool { !animations.isEmpty }

    /// Steps every animation to `time` and drops the finished ones; an animation's first step
    /// is preceded by `start(at: time − frameInterval)`. Animations added by a step (a fade
    /// after a flight ends) start and step in the same call. The run loop calls this each frame,
    /// after delivering touches and before `Compositor.render`.
    public func stepAnimations(to time: InputTime) {
        frameTime = time
        guard !animations.isEmpty else { return }
        var i = 0
        while i < animations.count {
            let animation = animations[i]
            let id = ObjectIdentifier(animation)
            if let k = unstartedAnimations.firstIndex(of: id) {
                unstartedAnimations.remove(at: k)
                animation.start(at: time + -frameInterval)
            }
            if animation.step(to: time) {
                i += 1
            } else if i < animations.count, animations[i] === animation {
                animations.remove(at: i)
            }
        }
        if !animations.isEmpty { setNeedsFrame() }
    }
}
