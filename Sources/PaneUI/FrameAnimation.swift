public import PaneInput

/// Something that changes views over time, one frame at a time: a deceleration, a bounce, an
/// animated `setContentOffset`, a fade.
///
/// Add it with `Window.addAnimation(_:)`; from then on, every frame calls `step(to:)` with the
/// frame's target time before layout and compositing, until it returns `false`. Time comes from
/// the run loop (the display's clock, or virtual time in tests and headless runs), never from a
/// clock read inside the animation, so every run can be replayed exactly.
public protocol FrameAnimation: AnyObject {
    /// Moves to `time`; returns whether there is more to do.
    func step(to time: InputTime) -> Bool
}

extension Window {
    /// Runs `animation` from the next frame on. Adding one that is already running does nothing.
    public func addAnimation(_ animation: any FrameAnimation) {
        guard !animations.contains(where: { $0 === animation }) else { return }
        animations.append(animation)
        setNeedsFrame()
    }

    /// Stops `animation` without a last step.
    public func removeAnimation(_ animation: any FrameAnimation) {
        animations.removeAll { $0 === animation }
    }

    /// Whether any animation is running: the run loop keeps producing frames while it is.
    public var isAnimating: Bool { !animations.isEmpty }

    /// Steps every animation to `time` and drops the finished ones. The run loop calls this at the
    /// start of each frame, after delivering touches and before `Compositor.render`.
    public func stepAnimations(to time: InputTime) {
        frameTime = time
        guard !animations.isEmpty else { return }
        var i = 0
        while i < animations.count {
            let animation = animations[i]
            if animation.step(to: time) {
                i += 1
            } else if i < animations.count, animations[i] === animation {
                animations.remove(at: i)
            }
        }
        if !animations.isEmpty { setNeedsFrame() }
    }
}
