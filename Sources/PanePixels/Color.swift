/// A premultiplied ARGB colour in one native `UInt32`, `0xAARRGGBB`.
///
/// In little-endian memory this is DRM's `ARGB8888`/`XRGB8888` and pixman's `a8r8g8b8`, so a
/// `Color`'s `argb` is exactly what a `Surface` stores. "Premultiplied" means each colour channel
/// is already multiplied by alpha: half-transparent white is `0x80808080`, not `0x80FFFFFF`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The premultiplied pixel as `0xAARRGGBB`: the value a `Surface` stores.
    public var argb: UInt32

    /// Wraps an already premultiplied value; no channel may exceed alpha.
    public init(premultipliedARGB argb: UInt32) {
        self.argb = argb
    }

    /// Premultiplies straight (unassociated) 8-bit channels, rounding to nearest.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let a = UInt32(alpha)
        argb = a << 24 | multiplyUN8(UInt32(red), a) << 16 | multiplyUN8(UInt32(green), a) << 8
            | multiplyUN8(UInt32(blue), a)
    }

    /// From `0xRRGGBB`, opaque.
    public init(rgb: UInt32) {
        argb = 0xFF00_0000 | (rgb & 0x00FF_FFFF)
    }

    /// The alpha channel, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    /// The red channel, premultiplied: never above `alpha`.
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    /// The green channel, premultiplied: never above `alpha`.
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    /// The blue channel, premultiplied: never above `alpha`.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }
    /// True when alpha is 255, so drawing it replaces what lies behind.
    public var isOpaque: Bool { argb >> 24 == 0xFF }

    /// This colour with every channel scaled by `alpha` (0…255), as a view's `alpha` applies.
    public func multiplied(byAlpha alpha: UInt8) -> Color {
        Color(premultipliedARGB: multiplyUN8x4(argb, UInt32(alpha)))
    }

    /// Fully transparent: all four channels 0. Drawing it over anything changes nothing.
    public static let clear = Color(premultipliedARGB: 0)
    /// Opaque black, `0xFF000000`.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white, `0xFFFFFFFF`.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Opaque pure red, `0xFFFF0000`.
    public static let red = Color(rgb: 0xFF0000)
    /// Opaque pure green, `0xFF00FF00`.
    public static let green = Color(rgb: 0x00FF00)
    /// Opaque pure blue, `0xFF0000FF`.
    public static let blue = Color(rgb: 0x0000FF)
    /// Opaque middle gray, `0xFF808080`.
    public static let gray = Color(rgb: 0x808080)

    public var description: String {
        let hex = String(argb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// `a * b / 255`, rounded to nearest, for 8-bit `a` and `b`.
///
/// The rounding trick `t = a*b + 0x80; (t + (t >> 8)) >> 8` is pixman's `MUL_UN8`
/// (pixman-combine32.h), which keeps Pane's kernels bit-identical to pixman's.
@inlinable @inline(__always)
public func multiplyUN8(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 0x80
    return (t &+ (t >> 8)) >> 8
}

/// Every channel of `x` times `a` / 255 at once: pixman's `UN8x4_MUL_UN8`, two channels per lane.
@inlinable @inline(__always)
public func multiplyUN8x4(_ x: UInt32, _ a: UInt32) -> UInt32 {
    var rb = (x & 0x00FF_00FF) &* a &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((x >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return ag | rb
}
