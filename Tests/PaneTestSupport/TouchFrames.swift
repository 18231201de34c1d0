public import PaneGeometry
public import PaneInput
public import PaneUI

/// Scripted frames for a `TouchDispatcher`, in virtual time (seconds).
@MainActor
public final class TouchFrames {
    public enum Event {
        case down(Int, Double, Double)
        case move(Int, Double, Double)
        case up(Int)
        case cancel(Int)
    }

    public let dispatcher: TouchDispatcher
    private var down: [(Int, Point)] = []

    public init(_ window: Window) {
        dispatcher = TouchDispatcher(window: window)
    }

    public func send(_ t: Double, _ events: Event...) {
        let time = InputTime(seconds: t)
        var touches: [Touch] = []
        for e in events {
            switch e {
            case let .down(id, x, y):
                down.append((id, Point(x: x, y: y)))
                touches.append(Touch(id: TouchID(id), phase: .began, location: Point(x: x, y: y), timestamp: time))
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
        dispatcher.dispatch(TouchFrame(timestamp: time, touches: touches))
    }

    public func advance(to t: Double) {
        dispatcher.advance(to: InputTime(seconds: t))
    }
}

/// One line per touch call a `TouchLogView` received: "name phase ids @ms".
@MainActor
public final class TouchLog {
    public init() {}
    public var lines: [String] = []
}

/// A view that records its touch calls (and passes nothing up).
@MainActor
public final class TouchLogView: View {
    public let name: String
    public let log: TouchLog
    public var lastLocalLocation: Point?

    public init(_ name: String, _ log: TouchLog, frame: Rect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private func note(_ phase: String, _ touches: [Touch], _ time: InputTime) {
        let ids = touches.map { String($0.id.rawValue) }.joined(separator: ",")
        let ms = (time.milliseconds * 1000).rounded() / 1000
        log.lines.append("\(name) \(phase) \(ids) @\(ms == ms.rounded() ? String(Int(ms)) : String(ms))")
        lastLocalLocation = touches.last?.location(in: self)
    }

    public override func touchesBegan(_ touches: [Touch], at time: InputTime) { note("began", touches, time) }
    public override func touchesMoved(_ touches: [Touch], at time: InputTime) { note("moved", touches, time) }
    public override func touchesEnded(_ touches: [Touch], at time: InputTime) { note("ended", touches, time) }
    public override func touchesCancelled(_ touches: [Touch], at time: InputTime) { note("cancelled", touches, time) }
}
