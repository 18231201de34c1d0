public import PaneGeometry
public import PanePixels
public import PaneUI

/// A text field's clear button: a filled circle with a white cross, as UIKit's (about 17 pt
/// across, here 16 pt), centred in a square as tall as the field so the finger has a full
/// touch target. It is a `Control`, so it takes the touch from the field and sends
/// `.touchUpInside` only for a lift inside it. Drawn once per size or colour change.
final class TextFieldClearButton: Control {
    /// The circle's colour.
    var color = Color(rgb: 0x8E8E93) { didSet { if color != oldValue { setNeedsDisplay() } } }
    static let diameter = 16.0
    /// Half the cross's arm length and half its stroke width.
    static let arm = 3.5, halfStroke = 0.75

    override var drawsContent: Bool { true }

    override func draw(in canvas: Canvas) {
        let c = Point(x: bounds.midX + canvas.origin.x, y: bounds.midY + canvas.origin.y)
        let r = Self.diameter / 2
        canvas.pixels.paint(color) { x, y in
            let dx = x - c.x, dy = y - c.y
            return min(1, max(0, 0.5 - ((dx * dx + dy * dy).squareRoot() - r)))
        }
        canvas.pixels.paint(.white) { x, y in
            // Distance to the nearer diagonal, within the arms' square.
            let dx = abs(x - c.x), dy = abs(y - c.y)
            let along = max(dx, dy)
            guard along < Self.arm + 1 else { return 0 }
            let off = abs(dx - dy) / 2.0.squareRoot()
            let end = max(0, along - Self.arm)
            return min(1, max(0, 0.5 - (max(off - Self.halfStroke, end))))
        }
    }
}
