/// How far the picture is turned clockwise on the panel, relative to the panel's native scan-out
/// orientation. One setting (the board profile's `rotation`) that the display applies to the
/// picture and the touch layer to touches (DESIGN.md §4), so that a touch lands on what is drawn
/// under it.
///
/// With `.clockwise90` the app's top edge lies along the panel's native right edge: use it for a
/// panel mounted a quarter turn counter-clockwise from its native orientation. With
/// `.clockwise90` or `.clockwise270` the app sees the panel's width and height swapped.
/// On touch, `.clockwise90` maps normalized panel `(x, y)` to `(y, 1 - x)`, which is libinput's
/// calibration matrix `"0 1 0 -1 0 1"` (the one libinput's documentation lists as 270°, since it
/// names the turn of the touch coordinates; doc/user/device-configuration-via-udev.rst).
public enum Rotation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The panel's native orientation.
    case none = 0
    /// A quarter turn clockwise; width and height swap.
    case clockwise90 = 90
    /// A half turn: the picture upside down, same width and height.
    case clockwise180 = 180
    /// Three quarter turns clockwise (a quarter turn counter-clockwise); width and height swap.
    case clockwise270 = 270

    /// The rotation for `degrees` (0, 90, 180, 270, or the same modulo 360); `nil` for any other angle.
    public init?(degrees: Int) {
        let d = ((degrees % 360) + 360) % 360
        self.init(rawValue: d)
    }

    /// The clockwise angle: 0, 90, 180 or 270.
    public var degrees: Int { rawValue }

    /// True when the app's width and height are the panel's height and width.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The size the app sees on a panel of native size `panelSize`.
    public func rotated(_ panelSize: Size) -> Size {
        swapsAxes ? Size(width: panelSize.height, height: panelSize.width) : panelSize
    }

    /// This turn followed by `other` clockwise: `.clockwise90.followed(by: .clockwise270)` is `.none`.
    public func followed(by other: Rotation) -> Rotation {
        Rotation(degrees: degrees + other.degrees) ?? .none
    }

    /// The turn that takes this one to `target`: `.clockwise90.turn(to: .none)` is `.clockwise270`.
    public func turn(to target: Rotation) -> Rotation {
        Rotation(degrees: target.degrees - degrees) ?? .none
    }

    public var description: String { "\(rawValue)°" }
}
