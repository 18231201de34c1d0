#if canImport(Glibc)
import Glibc
#endif

/// A Pane app: one window on one display, its compositor and its touch dispatcher, and the frame
/// that ties them together (DESIGN.md §2).
///
/// `runFrame(at:touches:)` is one frame: lay out what changed since the last frame when touches
/// arrived (hit tests read frames), deliver the touch frames that arrived, wake gesture
/// deadlines, step animations to the frame's target time, lay out, composite the damage, present.
/// An animation the touches start (a flick's momentum, a tap's scroll to top) takes its first
/// step in this same frame (the lift-frame rule of `FrameAnimation`, spec §3.2). The callers
/// (`HeadlessRunner`, `PanelLoop`) pass the touch frames stamped after the previous frame's time
/// and at or before this one's: a report whose time equals a frame's belongs to that frame.
/// Who calls it decides what time is: a headless run steps virtual time at a fixed interval
/// (`HeadlessRunner`), a panel paces frames by its page flips. Between frames the app is idle
/// unless `needsFrame` says otherwise.
@MainActor
public final class Application {
    /// The app's one window, as large as the display: add the app's views to it.
    public let window: Window
    /// Turns the window into the shadow frame each frame, repainting only the damage.
    public internal(set) var compositor: Compositor
    /// Where finished frames go: the panel or memory.
    public let display: any Display
    /// Delivers touch frames to the window's recognizers and views.
    public let touches: TouchDispatcher
    /// Frames produced so far.
    public private(set) var frameNumber = 0
    /// The target time of the frame being produced (or of the last one): what timers and touch
    /// handlers take as "now".
    public private(set) var time = InputTime.zero
    /// Called after every frame with what it did: traces and statistics listen here.
    public var onFrame: ((FrameReport) -> Void)?
    /// Called with every touch frame before it is delivered: an idle timer listens here.
    public var onTouches: ((TouchFrame) -> Void)?
    /// Records every frame when profiling (`--profile`, `fps record`, `--hud`).
    public var profiler: Profiler?
    /// Keeps the metrics file (`--metrics FILE`) up to date; `nil` without one.
    public internal(set) var metrics: MetricsRecorder?
    /// Dims the panel and switches it off when idle and in the off hours; its settings can be
    /// changed at run time (`--dim-after`, `--screen-off-after`, `--screen-off`).
    public private(set) lazy var screenPower = ScreenPower(app: self)
    /// Simulated work of the frame being produced, in virtual seconds (`simulateWork`).
    public internal(set) var frameWork = 0.0

    /// Touch ids that are down now, as the last delivered frames said.
    private var touchesDown: Set<TouchID> = []
    /// Pending timers, by deadline.
    var timers: [FrameTimer] = []
    /// The app's tracked tasks (`task(_:)`) still running, by number.
    var trackedTasks: [Int: Task<Void, Never>] = [:]
    var nextTaskNumber = 0
    /// What `now` reads: the runner's clock (virtual time headless, the run loop's on a panel).
    var clock: (() -> InputTime)?
    /// The time of the last touch (or key), and of the first frame: where idleness is counted from.
    public internal(set) var lastInputTime: InputTime?
    var firstFrameTime: InputTime?
    /// The keyboards' keymap and state (modifiers, locks, compose); made with the US layout at
    /// the first key unless `setKeyboardLayout(_:)` chose another (Application+Keys.swift).
    var keyboardState: KeyboardState?
    /// The mouse's cursor position and button touch, made at the first pointer report, and the
    /// cursor it draws (Application+Pointer.swift).
    var pointerTracker: PointerTracker?
    var cursorView: CursorView?
    var cursorHideTimer: FrameTimer?
    /// Numbers the pointer's touches, apart from the touchscreen's (from 1,000,000 up).
    let pointerTouchIDs = TouchIDSource(startingAt: 1_000_000)
    /// Whether a mouse shows a cursor (the board's `cursor = hidden` turns it off); clicks
    /// touch where it points either way.
    public var showsCursor = true
    /// The screen reader (`--screen-reader`, the board's `screen-reader`, or
    /// `screenReader.isEnabled = true` from a hidden gesture): off until turned on; while on,
    /// it takes its keys before the responder chain and, without a keypad, the touches before
    /// the dispatcher (touch exploration; the Accessibility article).
    public let screenReader: ScreenReader
    /// The synthesizer `--speech-out` started; the launcher stops it (its thread joined) when the app ends.
    public var speech: EspeakSpeech?
    /// Whether speaking aloud was tried (once: a missing device is said once).
    var triedSpeakingAloud = false
    /// The picture's turn on the panel: the board's `rotation` at start, then what
    /// `rotate(to:)` set (Application+Rotation.swift).
    public internal(set) var rotation: Rotation = .none
    /// Idle watches (`whenIdle(for:_:)`), in the order made.
    var idleWatches: [IdleWatch] = []

    /// An app whose window and compositor take the display's size; nothing is drawn until the first frame
    /// runs.
    public init(display: any Display) {
        self.display = display
        let size = display.size
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)))
        compositor = Compositor(width: size.width, height: size.height)
        touches = TouchDispatcher(window: window)
        screenReader = ScreenReader(window: window)
    }

    /// Whether a frame would change anything: a view changed, an animation runs, a gesture
    /// deadline (double-tap interval, long press) or a timer is due by `time`.
    public func needsFrame(at time: InputTime) -> Bool {
        if window.needsFrame || window.isAnimating { return true }
        if let deadline = nextDeadline, deadline <= time { return true }
        return false
    }

    /// No finger down, no animation running, no gesture waiting on a deadline, nothing to draw:
    /// the picture will not change until the next touch or timer.
    /// A tracked task still running (`task(_:)`) also keeps the app from settling.
    public var isSettled: Bool {
        isSettledApartFromTasks && trackedTasks.isEmpty
    }

    /// `isSettled` without looking at tracked tasks.
    var isSettledApartFromTasks: Bool {
        touchesDown.isEmpty && !window.isAnimating && touches.nextDeadline == nil
            && screenReader.touchExplorationDeadline == nil && !window.needsFrame
    }

    /// Produces one frame for `time`, after delivering `frames` (touch frames with timestamps up
    /// to `time`) and `keys` (key events up to `time`, merged with the touches by time; see
    /// `handleKey(code:_:at:)`). Presents only when something was repainted.
    @discardableResult
    public func runFrame(at time: InputTime, touches frames: [TouchFrame] = [], keys: [KeyEvent] = []) throws(DisplayError) -> FrameReport {
        self.time = time
        if firstFrameTime == nil { firstFrameTime = time }
        frameWork = 0
        var report = FrameReport(frame: frameNumber, time: time)
        // A dim or dark panel's waking touch is swallowed (ScreenPower).
        let frames = screenPower.admit(frames)
        var mark = monotonicMilliseconds()
        func phase(_ name: FramePhase) {
            let now = monotonicMilliseconds()
            report.phases.append((name, now - mark))
            mark = now
        }

        // Touches are hit-tested against laid-out views: what changed since the last frame's
        // layout (the first frame's views, a task's work between frames) is laid out first.
        if !frames.isEmpty || !keys.isEmpty { window.layoutIfNeeded() }
        var nextKey = 0
        for frame in frames {
            // Keys and touches in the order they happened (keys first on a tie).
            while nextKey < keys.count, keys[nextKey].time <= frame.timestamp {
                handleKeyEvent(keys[nextKey])
                nextKey += 1
            }
            if let deadline = touches.nextDeadline, deadline <= frame.timestamp { touches.advance(to: deadline) }
            if let deadline = screenReader.touchExplorationDeadline, deadline <= frame.timestamp {
                screenReader.advanceTouchExploration(to: deadline)
            }
            onTouches?(frame)
            noteInput(at: frame.timestamp)
            // Touch exploration takes the sequences it explores (ScreenReader+Touches.swift).
            if !screenReader.handleTouches(frame) { touches.dispatch(frame) }
            for touch in frame.touches {
                if touch.phase.isFinal { touchesDown.remove(touch.id) } else { touchesDown.insert(touch.id) }
            }
        }
        while nextKey < keys.count {
            handleKeyEvent(keys[nextKey])
            nextKey += 1
        }
        if let deadline = touches.nextDeadline, deadline <= time { touches.advance(to: time) }
        screenReader.advanceTouchExploration(to: time)
        fireTimers(upTo: time)
        fireIdleWatches(at: time)
        phase(.input)

        window.stepAnimations(to: time)
        phase(.animation)

        window.layoutIfNeeded()
        // A screen that came or went this frame moves the reader's cursor before it is drawn.
        if screenReader.isEnabled { screenReader.updateAfterLayout() }
        phase(.layout)

        if display.takeNeedsFullRepaint() { compositor.setNeedsFullRepaint() }
        let repainted = compositor.render(window)
        report.damagedPixels = repainted ? compositor.damage.area : 0
        phase(.composite)

        if repainted && display.isReadyToPresent {
            try display.present(compositor.frame, damage: compositor.damage)
        }
        phase(.present)

        frameNumber += 1
        report.power = screenPower.state
        onFrame?(report)
        profiler?.recordFrame(report, touches: frames, work: frameWork)
        return report
    }
}

/// `CLOCK_MONOTONIC` in milliseconds: for measuring phases, never for behaviour.
func monotonicMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}
