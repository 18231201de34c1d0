/// How a camera says its picture must be turned to stand upright: the Orientation tag (0x0112)
/// of a JPEG's Exif block, values 1 to 8 (Exif 2.3 §4.6.4, table 4; TIFF 6.0 for the IFD layout).
///
/// 1 is upright; 3 is turned half round; 6 needs a quarter turn clockwise, 8 counter-clockwise;
/// 2, 4, 5 and 7 are the mirrored variants.
public struct ExifOrientation: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = (1...8).contains(rawValue) ? rawValue : 1
    }

    /// Orientation 1: the picture is stored standing upright; nothing to turn. Also what a JPEG without the
    /// tag gets.
    public static let upright = ExifOrientation(rawValue: 1)

    /// Whether width and height trade places when applied.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// The orientation in `jpeg` (the whole file); upright when there is none or it is malformed.
    public static func read(from jpeg: UnsafeRawBufferPointer) -> ExifOrientation {
        let b = jpeg
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return .upright }
        var i = 2
        // Walk the markers before the image data; Exif lives in APP1.
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xDA || marker == 0xD9 { break }   // start of scan, end of image
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2, i + 2 + length <= b.count else { break }
            if marker == 0xE1, length >= 8, b[i + 4] == 0x45, b[i + 5] == 0x78, b[i + 6] == 0x69, b[i + 7] == 0x66 {
                return readTIFF(b, from: i + 10, to: i + 2 + length)   // after "Exif\0\0"
            }
            i += 2 + length
        }
        return .upright
    }

    /// Finds tag 0x0112 in IFD0 of the TIFF structure at `start..<end`.
    private static func readTIFF(_ b: UnsafeRawBufferPointer, from start: Int, to end: Int) -> ExifOrientation {
        guard start + 8 <= end else { return .upright }
        let little = b[start] == 0x49 && b[start + 1] == 0x49   // "II"; "MM" is big-endian
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= end else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let lo = u16(little ? at : at + 2), let hi = u16(little ? at + 2 : at) else { return nil }
            return hi << 16 | lo
        }
        guard let ifd = u32(start + 4), let count = u16(start + ifd) else { return .upright }
        for entry in 0..<min(count, 512) {
            let at = start + ifd + 2 + entry * 12
            guard let tag = u16(at) else { break }
            if tag == 0x0112, let value = u16(at + 8) { return ExifOrientation(rawValue: value) }
        }
        return .upright
    }

    /// `surface` turned and mirrored so that it stands upright.
    public func apply(to surface: consuming Surface) -> Surface {
        guard rawValue != 1 else { return surface }
        let w = surface.width, h = surface.height
        let out = swapsAxes ? Surface(width: h, height: w) : Surface(width: w, height: h)
        let src = surface.pixels, dst = out.pixels
        for y in 0..<h {
            let row = src.row(y)
            for x in 0..<w {
                let (tx, ty): (Int, Int)
                switch rawValue {
                case 2: (tx, ty) = (w - 1 - x, y)            // mirrored left to right
                case 3: (tx, ty) = (w - 1 - x, h - 1 - y)    // half turn
                case 4: (tx, ty) = (x, h - 1 - y)            // mirrored top to bottom
                case 5: (tx, ty) = (y, x)                    // transposed
                case 6: (tx, ty) = (h - 1 - y, x)            // quarter turn clockwise
                case 7: (tx, ty) = (h - 1 - y, w - 1 - x)    // transversed
                default: (tx, ty) = (y, w - 1 - x)           // 8: quarter turn counter-clockwise
                }
                dst[tx, ty] = row[x]
            }
        }
        return out
    }
}
