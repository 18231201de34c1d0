import PaneGeometry
import PaneGestures
import PaneInput

/// A host whose coordinates are the window's scaled by `scale` about the origin, minus `offset`.
@MainActor
final class TestHost: GestureHost {
    var scale = 1.0
    var offset = Point.zero
    var allowsBegin = true

    func convertFromWindow(_ p: Point) -> Point { Point(x: p.x / scale + offset.x, y: p.y / scale + offset.y) }
    func convertToWindow(_ p: Point) -> Point { Point(x: (p.x - offset.x) * scale, y: (p.y - offset.y) * scale) }
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowsBegin }
}

/// A delegate with switches for every question.
@MainActor
final class TestDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous: [ObjectIdentifier] = []
    var refuseTouches = false
    var requiredToFail: [ObjectIdentifier] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous.contains(ObjectIdentifier(other))
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { !refuseTouches }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiredToFail.contains(ObjectIdentifier(other))
    }
}

/// Scripted touches in virtual time: every touch that begins is routed to `recognizers` (in
/// order); every state change is logged with its time in milliseconds.
@MainActor
final class TouchScript {
    enum Event {
        case down(Int, Double, Double)
        case move(Int, Double, Double)
        case up(Int)
        case cancel(Int)
    }

    struct Entry: Equatable, CustomStringConvertible {
        var name: String
        var state: GestureState
        var ms: Double
        var description: String { "\(name) \(state) @\(ms)" }
    }

    let arena = GestureArena()
    var recognizers: [GestureRecognizer] = []
    private var names: [ObjectIdentifier: String] = [:]
    private(set) var log: [Entry] = []
    private var down: [(Int, Point)] = []

    init(_ named: [(String, GestureRecognizer)] = []) {
        for (n, r) in named { add(r, named: n) }
        arena.addObserver { [unowned self] r in
            log.append(Entry(name: names[ObjectIdentifier(r)] ?? "?", state: r.state, ms: (arena.time.milliseconds * 1e6).rounded() / 1e6))
        }
    }

    func add(_ r: GestureRecognizer, named name: String) {
        recognizers.append(r)
        names[ObjectIdentifier(r)] = name
    }

    /// One frame at `t` seconds with `events`; the other touches that are down ride along as
    /// stationary.
    func send(_ t: Double, _ events: Event...) {
        let time = InputTime(seconds: t)
        var touches: [Touch] = []
        var began: [Touch] = []
        for e in events {
            switch e {
            case let .down(id, x, y):
                let touch = Touch(id: TouchID(id), phase: .began, location: Point(x: x, y: y), timestamp: time)
                down.append((id, touch.location))
                touches.append(touch)
                began.append(touch)
            case let .move(id, x, y):
                guard let i = down.firstIndex(where: { $0.0 == id }) else { continue }
                down[i].1 = Point(x: x, y: y)
                touches.append(Touch(id: TouchID(id), phase: .moved, location: down[i].1, timestamp: time))
            case let .up(id), let .cancel(id):
                guard let i = down.firstIndex(where: { $0.0 == id }) else { continue }
                var phase = TouchPhase.ended
                if case .cancel = e { phase = .cancelled }
                touches.append(Touch(id: TouchID(id), phase: phase, location: down[i].1, timestamp: time))
                down.remove(at: i)
            }
        }
        for (id, p) in down where !touches.contains(where: { $0.id == TouchID(id) }) {
            touches.append(Touch(id: TouchID(id), phase: .stationary, location: p, timestamp: time))
        }
        touches.sort { $0.id < $1.id }
        for t in began { arena.route(t, to: recognizers) }
        arena.handle(TouchFrame(timestamp: time, touches: touches))
    }

    /// Feeds a decoded frame as it is: its new touches are routed to `recognizers`.
    func feed(_ frame: TouchFrame) {
        for t in frame.touches where t.phase == .began { arena.route(t, to: recognizers) }
        arena.handle(frame)
    }

    func advance(to t: Double) {
        arena.advance(to: InputTime(seconds: t))
    }

    /// The log of one recognizer as (state, ms) pairs.
    func states(of name: String) -> [GestureState] {
        log.filter { $0.name == name }.map(\.state)
    }

    func entries(of name: String) -> [Entry] {
        log.filter { $0.name == name }
    }
}

/// `a` equals `b` within `tolerance` (spec §0: 1e-3 for closed-form values).
@MainActor
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(a - b) <= tolerance }
@MainActor
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-3) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }
