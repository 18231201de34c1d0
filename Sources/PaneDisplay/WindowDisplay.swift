import Glibc
public import PaneGeometry
public import PanePixels
internal import CPaneSDL
internal import CPaneShims

/// A display in a desktop window (`--display window`): SDL2, loaded at run time, under X11 or
/// Wayland. Each present copies the damaged rectangles into `screen`, exactly as
/// `HeadlessDisplay` and the panel's dumb buffer receive them, and from there into the window,
/// scaled by `scale` and centred in it. When the window manager resizes the window, `resizing`
/// says what happens: under `.follow` the display takes the window's size over the scale at
/// once (`WindowResize.pictureSize`) and reports `.resized` so the app follows; under
/// `.letterbox` the picture keeps its size, centred on black, never stretched.
///
/// Pacing: SDL has no descriptor to poll on every platform (the X connection's is X11's alone,
/// and Xlib may queue events without it becoming readable). So the window owns a timerfd that
/// fires every `eventInterval` seconds; it is `eventDescriptor`, and `handleEvents()` drains
/// SDL's queue at each tick and hands what it found to `onEvents`. 8 ms is finer than a 60 Hz
/// frame and than most touchscreens' report rate, and an idle preview costs one cheap
/// `SDL_PollEvent` per tick. Frames themselves are paced by the run loop's `frameInterval`
/// (`refreshInterval` is `nil`): the window surface shows a present at once.
public final class WindowDisplay: ResizableDisplay {
    public private(set) var size: PixelSize
    /// Window pixels per picture pixel.
    public let scale: WindowScale
    /// What a resized window does to the picture (`--window-resize`).
    public let resizing: WindowResize
    /// What the window shows now: every present's damage copied in. F12's PNG is written from it.
    public private(set) var screen: Surface
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// Called after each present with its number and `CLOCK_MONOTONIC` time.
    public var onPresented: ((PresentationFeedback) -> Void)?
    /// Called from `handleEvents()` with the events SDL queued since the last call, in order.
    public var onEvents: (([WindowEvent]) -> Void)?
    /// Seconds between two looks at SDL's event queue.
    public static let eventInterval = 0.008

    private let window: UnsafeMutableRawPointer
    /// The smallest picture a resize gives (`WindowResize.smallest(startingAt:)`).
    private let smallestPicture: PixelSize
    private let timerFD: Int32
    private var needsClear = true
    /// The finger dots shown over the picture: their centres in window pixels, x, y pairs.
    private var dotCentres: [Int32] = []
    private var rects: [Int32] = []

    /// Opens a window of `size` picture pixels times `scale`, titled `title`, at `position` on
    /// the desktop (where the window manager puts it when `nil`), following its resizes or
    /// letterboxing as `resizing` says. Throws `.noDevice` with a one-line reason when SDL2
    /// cannot be loaded or no display server answers.
    public init(size: PixelSize, scale: WindowScale = .one, resizing: WindowResize = .follow, title: String,
                position: (x: Int, y: Int)? = nil) throws(DisplayError) {
        var error = [CChar](repeating: 0, count: 512)
        guard pane_sdl_load(&error, Int32(error.count)) == 0 else {
            throw DisplayError(.noDevice, String(cString: error))
        }
        let x = Int32(clamping: position?.x ?? Int(Int32.min)), y = Int32(clamping: position?.y ?? 0)
        guard let window = pane_sdl_window_create(title, x, y, Int32(scale.windowLength(size.width)),
                                                  Int32(scale.windowLength(size.height)), &error, Int32(error.count)) else {
            pane_sdl_quit()
            throw DisplayError(.noDevice, String(cString: error))
        }
        let fd = pane_timerfd_create()
        guard fd >= 0, pane_timerfd_arm_periodic(fd, Int64(Self.eventInterval * 1e9)) == 0 else {
            let e = errno
            if fd >= 0 { close(fd) }
            pane_sdl_window_destroy(window)
            pane_sdl_quit()
            throw DisplayError(.system, "timerfd for the window's events", errno: e)
        }
        // A window manager keeps a followed window from becoming smaller than the smallest picture.
        let least = WindowResize.smallest(startingAt: size)
        if resizing == .follow {
            pane_sdl_window_set_minimum_size(window, Int32(scale.windowLength(least.width)), Int32(scale.windowLength(least.height)))
        }
        smallestPicture = least
        self.size = size
        self.scale = scale
        self.resizing = resizing
        self.window = window
        self.timerFD = fd
        screen = Surface(width: size.width, height: size.height, fill: .black)
    }

    deinit {
        close(timerFD)
        pane_sdl_window_destroy(window)
        pane_sdl_quit()
    }

    /// SDL's video driver: `"x11"` or `"wayland"`.
    public var videoDriver: String { String(cString: pane_sdl_video_driver()) }

    /// The window's position on the desktop and its size in window pixels now.
    public var geometry: (x: Int, y: Int, width: Int, height: Int) {
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        pane_sdl_window_geometry(window, &x, &y, &w, &h)
        return (Int(x), Int(y), Int(w), Int(h))
    }

    /// Where the picture's top left is in the window: centred, so a larger window letterboxes it
    /// and a smaller one crops its edges evenly.
    public var pictureOrigin: (x: Int, y: Int) {
        let g = geometry
        return ((g.width - scale.windowLength(size.width)) / 2, (g.height - scale.windowLength(size.height)) / 2)
    }

    /// The picture point under window pixel (`x`, `y`) (its top left corner): the letterbox and
    /// the scale undone. Outside the picture it is outside `0..<size`.
    public func picturePoint(windowX x: Double, windowY y: Double) -> Point {
        let origin = pictureOrigin
        return Point(x: (x - Double(origin.x)) / scale.factor, y: (y - Double(origin.y)) / scale.factor)
    }

    /// The window pixel showing picture point `point`: the inverse of `picturePoint`.
    public func windowPoint(_ point: Point) -> (x: Int, y: Int) {
        let origin = pictureOrigin
        return (origin.x + Int((point.x * scale.factor).rounded(.down)), origin.y + Int((point.y * scale.factor).rounded(.down)))
    }

    public var eventDescriptor: Int32? { timerFD }
    public var isReadyToPresent: Bool { true }
    public func takeNeedsFullRepaint() -> Bool { false }

    public func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError) {
        precondition(frame.width == size.width && frame.height == size.height, "WindowDisplay: frame size")
        let source = frame.pixels, target = screen.pixels
        rects.removeAll(keepingCapacity: true)
        damage.forEachRect { rect in
            let r = rect.intersection(size.bounds)
            guard r.width > 0, r.height > 0 else { return }
            target.copy(from: source.cropped(to: r), to: (r.x, r.y))
            rects += [Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)]
        }
        try show(rects)
        presentCount += 1
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        onPresented?(PresentationFeedback(sequence: UInt32(truncatingIfNeeded: presentCount),
                                          presentedTime: Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)))
    }

    /// Shows `rects` (x, y, width, height in picture pixels) of `screen` in the window, after
    /// painting the whole window (letterbox included) when it was resized or exposed.
    private func show(_ rects: [Int32]) throws(DisplayError) {
        let clear = needsClear
        needsClear = false
        let whole = [0, 0, Int32(size.width), Int32(size.height)]
        let list = clear ? whole : rects
        guard !list.isEmpty || !dotCentres.isEmpty else { return }
        let origin = pictureOrigin, (n, d) = scale.fraction
        var error = [CChar](repeating: 0, count: 256)
        let pixels = screen.pixels
        let status = list.withUnsafeBufferPointer { r in
            dotCentres.withUnsafeBufferPointer { dots in
                pane_sdl_window_present(window, pixels.base, Int32(size.width), Int32(size.height), Int32(pixels.stride),
                                        Int32(origin.x), Int32(origin.y), Int32(n), Int32(d), r.baseAddress,
                                        Int32(list.count / 4), clear ? 1 : 0, dots.baseAddress, Int32(dotCentres.count / 2),
                                        Int32(Self.dotRadius), Self.dotColor, &error, Int32(error.count))
            }
        }
        guard status == 0 else { throw DisplayError(.system, String(cString: error)) }
    }

    /// Makes the picture `size` pixels (a resize the app follows, `.resized`): `screen` starts
    /// black at the new size, and the next present paints the whole window, the remainder a
    /// fractional scale leaves black. The app must present frames of the new size from then on.
    public func resize(to size: PixelSize) {
        guard size != self.size else { return }
        self.size = size
        screen = Surface(width: size.width, height: size.height, fill: .black)
        needsClear = true
        dotCentres = []
    }

    /// Shows the whole picture again (after a resize or an expose), the finger dots on top.
    public func repaint() {
        needsClear = true
        try? show([])
    }

    /// The finger dots' radius in window pixels.
    public static let dotRadius = 9
    /// The finger dots' colour (0xRRGGBB; their rim is half as bright).
    public static let dotColor: UInt32 = 0xD0D0D0

    /// Shows the pinch emulation's finger dots at picture points `points` over the picture, in
    /// place of the ones shown before (none: `[]`). They stay over every frame presented after,
    /// drawn in the same update as the frame's pixels, until the next call; a resize takes them
    /// away. The picture under the old dots is shown again in that update too.
    public func showDots(_ points: [Point]) {
        let old = dotCentres
        dotCentres = points.flatMap { p -> [Int32] in
            let w = windowPoint(p)
            return [Int32(w.x), Int32(w.y)]
        }
        guard old != dotCentres else { return }
        try? show(pictureRects(around: old))
    }

    /// The picture's rectangles (x, y, width, height) whose window pixels cover the discs
    /// centred on the window pixels `centres` (x, y pairs).
    private func pictureRects(around centres: [Int32]) -> [Int32] {
        let origin = pictureOrigin, (n, d) = scale.fraction, r = Self.dotRadius
        var rects: [Int32] = []
        for i in stride(from: 0, to: centres.count, by: 2) {
            let x = Int(centres[i]) - origin.x, y = Int(centres[i + 1]) - origin.y
            // Frame pixel f shows in window pixels from ceil(f * n / d): the ones from
            // floor((w - r) * d / n) to ceil((w + r + 1) * d / n) cover the disc's square.
            let x0 = Self.floorDiv((x - r) * d, n), y0 = Self.floorDiv((y - r) * d, n)
            let x1 = -Self.floorDiv(-(x + r + 1) * d, n), y1 = -Self.floorDiv(-(y + r + 1) * d, n)
            rects += [Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0)]
        }
        return rects
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Raises the window and gives it the focus.
    public func raise() { pane_sdl_window_raise(window) }

    /// Writes what the window shows as an RGB PNG (alpha dropped): the same bytes as
    /// `HeadlessDisplay.writePNG` for the same frame.
    public func writePNG(to path: String) throws(DisplayError) {
        do {
            try PNG.write(screen, to: path, opaque: true)
        } catch {
            throw DisplayError(.io, "cannot write \(path): \(error)")
        }
    }

    public func handleEvents() throws(DisplayError) {
        var expirations: UInt64 = 0
        _ = read(timerFD, &expirations, 8)
        var events: [WindowEvent] = []
        // The monotonic clock and SDL's read at one moment, against which the events' times are
        // placed (WindowEventClock).
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowNanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        let ticks = pane_sdl_ticks()
        var read: [pane_sdl_event] = []
        var event = pane_sdl_event()
        while pane_sdl_next_event(&event) == 1 { read.append(event) }
        let input = read.filter(Self.isInput)
        var inputTimes = eventClock.times(input.map { .init(ticks: $0.timestamp, server: $0.has_server_time != 0 ? $0.server_time : nil) },
                                          ticksNow: ticks, now: nowNanoseconds)[...]
        for event in read {
            let time = Self.isInput(event) ? inputTimes.removeFirst()
                : WindowEventClock.readingTime(ticks: event.timestamp, ticksNow: ticks, now: nowNanoseconds)
            if let mapped = map(event, time: time) { events.append(mapped) }
        }
        if !events.isEmpty { onEvents?(events) }
    }

    /// Keys, the pointer, the wheel and touches: the events placed in the input's order.
    private static func isInput(_ e: pane_sdl_event) -> Bool {
        switch e.kind {
        case PANE_SDL_KEY_DOWN, PANE_SDL_KEY_UP, PANE_SDL_MOUSE_DOWN, PANE_SDL_MOUSE_UP, PANE_SDL_MOUSE_MOTION, PANE_SDL_WHEEL,
             PANE_SDL_FINGER_DOWN, PANE_SDL_FINGER_UP, PANE_SDL_FINGER_MOTION: true
        default: false
        }
    }

    private func map(_ e: pane_sdl_event, time: Int64) -> WindowEvent? {
        // The modifiers as of this event: a key event carries them (SDL sets its keysym's
        // mod after the key's own change, SDL_keyboard.c), and the pointer events after it see
        // those. SDL_GetModState would answer for the last event SDL queued, which is a later
        // one whenever the app reads behind (a slow machine, an emulated one).
        if e.kind == PANE_SDL_KEY_DOWN || e.kind == PANE_SDL_KEY_UP { heldModifiers = e.mod }
        let mods = heldModifiers ?? pane_sdl_mod_state()
        let mirrored = mods & UInt16(PANE_SDL_KMOD_CTRL) != 0, together = mirrored && mods & UInt16(PANE_SDL_KMOD_SHIFT) != 0
        let location = picturePoint(windowX: Double(e.x), windowY: Double(e.y))
        if e.from_touch == 0, e.kind == PANE_SDL_MOUSE_MOTION || e.kind == PANE_SDL_MOUSE_DOWN { lastPointer = location }
        switch e.kind {
        case PANE_SDL_QUIT: return .close
        case PANE_SDL_WINDOW:
            switch Int(e.window_event) {
            case Int(PANE_SDL_WINDOW_CLOSE): return .close
            case Int(PANE_SDL_WINDOW_SIZE_CHANGED) where resizing == .follow:
                // Taken now, so the pointer events after this one map onto the new picture.
                let picture = WindowResize.pictureSize(windowWidth: Int(e.data1), windowHeight: Int(e.data2), scale: scale,
                                                       least: smallestPicture)
                // The picture may have moved in the window: the dots' window pixels are stale
                // until the pointer moves again.
                guard picture != size else { dotCentres = []; repaint(); return nil }
                resize(to: picture)
                return .resized(picture)
            case Int(PANE_SDL_WINDOW_SIZE_CHANGED):
                dotCentres = []
                repaint()
            case Int(PANE_SDL_WINDOW_EXPOSED): repaint()
            default: break
            }
            return nil
        case PANE_SDL_MOUSE_DOWN, PANE_SDL_MOUSE_UP:
            guard e.from_touch == 0, e.button == 1 else { return nil }
            return .pointer(e.kind == PANE_SDL_MOUSE_DOWN ? .down : .up, location: location, time: time,
                            mirrored: mirrored, together: together)
        case PANE_SDL_MOUSE_MOTION:
            guard e.from_touch == 0 else { return nil }
            if e.buttons & 1 != 0 { return .pointer(.moved, location: location, time: time, mirrored: mirrored, together: together) }
            return .hover(location: location, time: time, mirrored: mirrored, together: together)
        case PANE_SDL_WHEEL:
            guard e.from_touch == 0 else { return nil }
            return .wheel(dx: Double(e.wheel_x), dy: Double(e.wheel_y), location: hoverLocation, time: time)
        case PANE_SDL_FINGER_DOWN, PANE_SDL_FINGER_UP, PANE_SDL_FINGER_MOTION:
            let g = geometry
            let p = picturePoint(windowX: Double(e.fx) * Double(g.width), windowY: Double(e.fy) * Double(g.height))
            let phase: WindowEvent.Phase = e.kind == PANE_SDL_FINGER_DOWN ? .down : e.kind == PANE_SDL_FINGER_UP ? .up : .moved
            return .finger(phase, id: e.finger, location: p, time: time)
        case PANE_SDL_KEY_DOWN, PANE_SDL_KEY_UP:
            return .key(scancode: Int(e.scancode), down: e.kind == PANE_SDL_KEY_DOWN, isRepeat: e.repeat != 0, modifiers: e.mod,
                        time: time)
        case PANE_SDL_TEXT:
            let text = withUnsafeBytes(of: e.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .text(text)
        default: return nil
        }
    }

    /// Where the pointer was last seen over the window, for wheel events (which SDL before 2.26
    /// sends without a position).
    private var hoverLocation: Point { lastPointer }
    private var lastPointer = Point(x: 0, y: 0)
    /// The modifiers the last key event read carried; `nil` before the first.
    private var heldModifiers: UInt16?
    /// Places the events on the monotonic clock, at the X server's time of each when it has one.
    private var eventClock = WindowEventClock()

    /// SDL's scancode of F12, which writes the frame as a PNG (SDL_scancode.h).
    public static let screenshotScancode = Int(PANE_SDL_SCANCODE_F12)
    /// SDL's scancodes of the left and right Ctrl keys (SDL_scancode.h: USB HID 224 and 228),
    /// the pinch emulation's modifier.
    public static let controlScancodes: Set<Int> = [224, 228]
}
