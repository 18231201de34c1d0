import Pane

/// `--gestures FILE [--size WxH]`: replays a recording through the decoder into a window whose
/// one full-screen view carries a photo viewer's recognizers — a tap, a double tap (the tap
/// requires it to fail, as on iOS), a long press, a pan and a pinch (these two recognize
/// simultaneously) — and prints one JSON line per state change:
/// `{"t": ms, "gesture": …, "state": …, "x": pt, "y": pt, "translation": [dx, dy],
/// "velocity": [vx, vy], "scale": s}`, leaving out the fields that do not apply. Time runs on
/// the recording's clock; deadlines (the 0.35 s a tap waits for a double, a long press's 0.5 s)
/// fire at their own time, and 2 s of quiet after the last event let the last ones fire.
enum GesturesMode {
    static let mode = ReplayMode(flag: "--gestures", usage: "FILE [--size WxH]   recognize gestures, JSON line per state change", run: { @MainActor arguments in run(arguments) })

    @MainActor
    static func run(_ args: [String]) -> Int32 {
        let recording: EvemuRecording, frames: [TouchFrame], size: Size
        switch loadDecodableRecording(args, flag: "--gestures") {
        case .success(let loaded): (recording, frames, size) = (loaded.recording, loaded.frames, loaded.size)
        case .failure(let code): return code.status
        }
        let start = recording.events.first?.time ?? .zero
        let scene = PhotoViewerScene(size: size) { print($0) }
        scene.start = start
        var last = start
        for frame in frames {
            scene.dispatcher.dispatch(frame)
            last = frame.timestamp
        }
        scene.dispatcher.advance(to: last + 2)
        return ExitStatus.success
    }
}

/// The window, view and recognizers of `--gestures`, and the JSON it prints.
@MainActor
final class PhotoViewerScene: GestureRecognizerDelegate {
    let window: Window
    let view: View
    let dispatcher: TouchDispatcher
    var start = InputTime.zero
    private var names: [(GestureRecognizer, String)] = []
    private let output: (String) -> Void

    init(size: Size, output: @escaping (String) -> Void) {
        self.output = output
        window = Window(size: size)
        view = View(frame: Rect(origin: .zero, size: size))
        window.addSubview(view)
        dispatcher = TouchDispatcher(window: window)

        let tap = TapGestureRecognizer()
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let pan = PanGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        pan.delegate = self
        pinch.delegate = self
        names = [(tap, "tap"), (doubleTap, "doubleTap"), (LongPressGestureRecognizer(), "longPress"),
                 (pan, "pan"), (pinch, "pinch")]
        for (r, _) in names { view.addGestureRecognizer(r) }
        dispatcher.arena.addObserver { [unowned self] r in self.report(r) }
    }

    /// Pan and pinch run together, as in a photo viewer (spec §7.6 T7.6b).
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (recognizer is PanGestureRecognizer && other is PinchGestureRecognizer)
            || (recognizer is PinchGestureRecognizer && other is PanGestureRecognizer)
    }

    private func report(_ r: GestureRecognizer) {
        guard let name = names.first(where: { $0.0 === r })?.1 else { return }
        var j = JSONWriter()
        j.beginObject()
        j.key("t"); j.value((dispatcher.arena.time - start) * 1000)
        j.key("gesture"); j.value(name)
        j.key("state"); j.value(r.state == .ended && !r.isContinuous ? "recognized" : r.state.description)
        let p = r.location(in: view)
        j.key("x"); j.value(p.x)
        j.key("y"); j.value(p.y)
        if r.state != .failed {
            if let pan = r as? PanGestureRecognizer {
                let t = pan.translation(in: view), v = pan.velocity(in: view)
                j.key("translation"); j.beginArray(); j.value(t.x); j.value(t.y); j.endArray()
                j.key("velocity"); j.beginArray(); j.value(v.x); j.value(v.y); j.endArray()
            } else if let pinch = r as? PinchGestureRecognizer {
                j.key("scale"); j.value(pinch.scale, decimals: 5)
            }
        }
        j.endObject()
        output(j.text)
    }
}
