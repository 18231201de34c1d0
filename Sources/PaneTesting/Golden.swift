#if canImport(Glibc)
import Glibc
#endif
public import PanePixels

/// Compares a rendered surface with a golden PNG, exactly.
///
/// Goldens live beside the test file, in `Goldens/<name>.png` (found from `#filePath`, so no
/// bundle and no Foundation). On a mismatch the actual picture is written beside the golden as
/// `<name>.actual.png` and a red-on-grey difference as `<name>.diff.png`. With `UPDATE_GOLDENS=1`
/// the actual picture becomes the golden, and the comparison still fails, so a freshly recorded
/// golden never passes unseen.
public enum Golden {
    /// Why a comparison failed, ready for a test's failure message: how many pixels differ and the first, a
    /// missing golden, or a freshly recorded one.
    public struct Mismatch: Error, CustomStringConvertible {
        public var description: String
        /// A mismatch with `description` as its message.
        public init(description: String) { self.description = description }
    }

    /// Returns `nil` when `surface` matches the golden pixel for pixel, else what differed.
    public static func compare(_ surface: borrowing Surface, named name: String,
                               filePath: String = #filePath) -> Mismatch? {
        let directory = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)]) + "/Goldens"
        let path = "\(directory)/\(name).png"
        if let update = getenv("UPDATE_GOLDENS"), String(cString: update) == "1" {
            do { try PNG.write(surface, to: path) } catch {
                return Mismatch(description: "could not record \(path): \(error)")
            }
            return Mismatch(description: "recorded \(path) (UPDATE_GOLDENS=1): look at it, then run again without it")
        }
        let golden: Surface
        do { golden = try PNG.decode(contentsOf: path) } catch {
            try? PNG.write(surface, to: "\(directory)/\(name).actual.png")
            return Mismatch(description: "no golden at \(path) (\(error)); wrote \(name).actual.png; record with UPDATE_GOLDENS=1")
        }
        guard golden.width == surface.width, golden.height == surface.height else {
            try? PNG.write(surface, to: "\(directory)/\(name).actual.png")
            return Mismatch(description: "\(name): size \(surface.width)x\(surface.height), golden \(golden.width)x\(golden.height)")
        }
        var differing = 0
        var first: (x: Int, y: Int, expected: UInt32, actual: UInt32)?
        let diff = Surface(width: surface.width, height: surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let a = surface[x, y], e = golden[x, y]
                if a != e {
                    differing += 1
                    if first == nil { first = (x, y, e, a) }
                    diff.pixels[x, y] = 0xFFFF_0000
                } else {
                    let g = ((a >> 16 & 0xFF) + (a >> 8 & 0xFF) + (a & 0xFF)) / 6 + 64
                    diff.pixels[x, y] = 0xFF00_0000 | g << 16 | g << 8 | g
                }
            }
        }
        guard let first else { return nil }
        try? PNG.write(surface, to: "\(directory)/\(name).actual.png")
        try? PNG.write(diff, to: "\(directory)/\(name).diff.png")
        return Mismatch(description: "\(name): \(differing) pixels differ; first at (\(first.x), \(first.y)): "
            + "golden \(hex(first.expected)), actual \(hex(first.actual)); see \(name).actual.png and \(name).diff.png")
    }

    static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - s.count) + s
    }
}
