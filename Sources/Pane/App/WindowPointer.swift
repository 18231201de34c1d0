/// The desktop window's mouse as one finger, or two (the iOS Simulator's pinch emulation): with
/// Ctrl held at the press, a second finger mirrors the pointer about the picture's centre (pinch
/// and rotate); with Ctrl and Shift, the second finger keeps its distance from the first, so
/// both move together (a two-finger pan). The modifiers read at the press decide for the whole
/// gesture. A touchscreen on the desktop adds its own fingers. `fingers` is what
/// `PointerTouchscreen.update` puts down.
struct WindowPointer {
    /// The picture's size in points: its centre is the mirror's.
    let displaySize: Size
    /// Where the mouse's finger is, while the button is down.
    private(set) var primary: Point?
    /// The second finger's offset from the first for a two-finger pan; `nil` when it mirrors.
    private var pairOffset: Point?
    /// Whether the gesture under way has a second finger.
    private(set) var isPair = false
    /// The desktop touchscreen's fingers by SDL finger id.
    private var touchFingers: [(id: Int64, location: Point)] = []

    init(displaySize: Size) {
        self.displaySize = displaySize
    }

    /// `location` mirrored about the picture's centre.
    func mirror(_ location: Point) -> Point {
        Point(x: displaySize.width - location.x, y: displaySize.height - location.y)
    }

    /// Where the second finger would be for a pointer at `location` (the dots while the modifier is held).
    func partner(of location: Point, together: Bool) -> Point {
        if let pairOffset, together || isPair { return Point(x: location.x + pairOffset.x, y: location.y + pairOffset.y) }
        return mirror(location)
    }

    /// The mouse button went down, moved or came up at `location`.
    mutating func pointer(_ phase: WindowEvent.Phase, at location: Point, mirrored: Bool, together: Bool) {
        switch phase {
        case .down:
            primary = location
            isPair = mirrored
            let m = mirror(location)
            pairOffset = mirrored && together ? Point(x: m.x - location.x, y: m.y - location.y) : nil
        case .moved:
            if primary != nil { primary = location }
        case .up:
            primary = nil
            isPair = false
            pairOffset = nil
        }
    }

    /// A desktop touchscreen's finger went down, moved or lifted.
    mutating func finger(_ phase: WindowEvent.Phase, id: Int64, at location: Point) {
        touchFingers.removeAll { $0.id == id }
        if phase != .up { touchFingers.append((id, location)) }
    }

    /// The fingers down now, keyed for `PointerTouchscreen`: 0 the mouse, 1 its partner, 2… the
    /// touchscreen's (by order of arrival).
    var fingers: [(key: Int, location: Point)] {
        var out: [(key: Int, location: Point)] = []
        if let primary {
            out.append((0, primary))
            if isPair { out.append((1, partner(of: primary, together: pairOffset != nil))) }
        }
        for finger in touchFingers { out.append((2 + Int(truncatingIfNeeded: finger.id & 0xFFFF), finger.location)) }
        return out
    }
}
