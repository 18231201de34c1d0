public import PaneGeometry

/// Where a mouse's cursor is and what its left button does: the cursor moves by the reports'
/// motion, clamped to the screen; the left button is a finger at the cursor (a touch that
/// begins, moves with the cursor while held, and ends), so every view and recognizer takes a
/// click as a tap and a drag as a pan. Other buttons do nothing.
public struct PointerTracker {
    /// The screen's size in points; the cursor stays inside it.
    public var screenSize: Size
    /// Where the cursor points, in screen points; the middle of the screen at first.
    public private(set) var location: Point
    /// Points the cursor moves per device count (1: a count is a point, as libinput's flat
    /// profile at its default speed).
    public var speed = 1.0
    private var touch: TouchID?
    private let ids: TouchIDSource

    /// A cursor in the middle of a screen of `screenSize`, its touches numbered from `ids`
    /// (share the touchscreen's, so no two touches alive have one id).
    public init(screenSize: Size, ids: TouchIDSource) {
        self.screenSize = screenSize
        self.location = Point(x: screenSize.width / 2, y: screenSize.height / 2)
        self.ids = ids
    }

    /// Whether the left button is down (a touch is alive).
    public var isPressed: Bool { touch != nil }

    /// Moves the cursor by `report` and returns the touch frame its left button makes, if any.
    public mutating func apply(_ report: PointerReport) -> TouchFrame? {
        let moved = report.dx != 0 || report.dy != 0
        if moved {
            location = Point(x: min(max(0, location.x + report.dx * speed), max(0, screenSize.width - 1)),
                             y: min(max(0, location.y + report.dy * speed), max(0, screenSize.height - 1)))
        }
        var touches: [Touch] = []
        if let id = touch {
            if report.released.contains(PointerDecoder.leftButton) {
                touches.append(Touch(id: id, phase: .ended, location: location, timestamp: report.time))
                touch = nil
            } else if moved {
                touches.append(Touch(id: id, phase: .moved, location: location, timestamp: report.time))
            }
        } else if report.pressed.contains(PointerDecoder.leftButton) {
            let id = ids.makeID()
            touch = id
            touches.append(Touch(id: id, phase: .began, location: location, timestamp: report.time))
        }
        return touches.isEmpty ? nil : TouchFrame(timestamp: report.time, touches: touches)
    }
}
