public import PaneGeometry
public import PanePixels
public import PaneUI

/// The globe key's picture, an outline globe as iOS's next-keyboard key shows: a circle, its
/// central meridian as an ellipse half as wide, the equator and two parallels. Drawn from
/// distance fields, so it looks the same on every machine (the colour emoji 🌐 changes with the
/// installed Noto Color Emoji release). About 20 pt across, centred in its bounds.
final class KeyboardGlobeIcon: View {
    /// The strokes' colour.
    var color = Color.black { didSet { if color != oldValue { setNeedsDisplay() } } }
    static let radius = 9.5
    static let halfStroke = 0.65

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // the key takes the touch
    }

    override var drawsContent: Bool { true }

    override func draw(in canvas: Canvas) {
        let c = Point(x: bounds.midX + canvas.origin.x, y: bounds.midY + canvas.origin.y)
        let r = Self.radius, h = Self.halfStroke
        canvas.pixels.paint(color) { x, y in
            let dx = x - c.x, dy = y - c.y
            let d = (dx * dx + dy * dy).squareRoot()
            guard d < r + 1 else { return 0 }
            // The outline; the meridian (an ellipse of half-width r/2, its distance taken along
            // the normalized radius, close enough at this size); the equator and the parallels
            // at ±r/2, each clipped to the circle.
            var distance = abs(d - r)
            let e = ((2 * dx / r) * (2 * dx / r) + (dy / r) * (dy / r)).squareRoot()
            distance = min(distance, abs(e - 1) * r / 2)
            if d < r {
                for level in [0.0, -r / 2, r / 2] { distance = min(distance, abs(dy - level)) }
                distance = min(distance, abs(dx))
            }
            return min(1, max(0, 0.5 - (distance - h)))
        }
    }
}
