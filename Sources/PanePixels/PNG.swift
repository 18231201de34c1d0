internal import CPNG

/// PNG decoding and encoding through libpng's simplified API (`png_image_*`), which reports
/// errors as return codes instead of `longjmp`, so Swift can call it safely.
///
/// Decoding takes every colour type (gray, gray+alpha, RGB, RGBA, palette with or without
/// tRNS), 16-bit channels and interlacing, and yields premultiplied native pixels.
public enum PNG {
    /// Decodes PNG bytes. Images with more than `maxPixels` pixels are refused before any pixel
    /// memory is allocated. Only the chunks that make the picture reach libpng (`PNGChunks`):
    /// when others must be dropped, they are dropped from a copy of `bytes`.
    public static func decode(_ bytes: UnsafeRawBufferPointer, maxPixels: Int = 64 << 20) throws(ImageError) -> Surface {
        guard bytes.count > 0 else { throw ImageError(.corrupt, "empty PNG data") }
        guard try PNGChunks.wouldDrop(bytes) else { return try decodeKept(bytes, maxPixels: maxPixels) }
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { copy.deallocate() }
        copy.copyMemory(from: bytes)
        return try decode(rearranging: copy, maxPixels: maxPixels)
    }

    /// Decodes the PNG bytes of `buffer`, a file's bytes the caller owns and no longer needs as
    /// they are: the dropped chunks are squeezed out in place (`PNGChunks.compact`), no copy.
    static func decode(rearranging buffer: UnsafeMutableRawBufferPointer, maxPixels: Int) throws(ImageError) -> Surface {
        guard buffer.count > 0 else { throw ImageError(.corrupt, "empty PNG data") }
        let kept = try PNGChunks.compact(buffer)
        return try decodeKept(UnsafeRawBufferPointer(rebasing: buffer[0..<kept]), maxPixels: maxPixels)
    }

    /// libpng's simplified reader over bytes holding only kept chunks.
    private static func decodeKept(_ bytes: UnsafeRawBufferPointer, maxPixels: Int) throws(ImageError) -> Surface {
        guard let start = bytes.baseAddress, bytes.count > 0 else { throw ImageError(.corrupt, "empty PNG data") }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, start, bytes.count) != 0 else {
            throw ImageError(.corrupt, "PNG: " + message(of: &image))
        }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else { throw ImageError(.corrupt, "PNG: zero size") }
        guard width * height <= maxPixels else {
            throw ImageError(.tooLarge, "PNG: \(width)x\(height) is over the budget of \(maxPixels) pixels")
        }
        // PNG_FORMAT_BGRA stores B, G, R, A bytes: little-endian 0xAARRGGBB, straight alpha.
        image.format = UInt32(PNG_FORMAT_BGRA)
        // Without this flag libpng takes 16-bit samples lacking a gAMA or sRGB chunk as linear
        // light and gamma-encodes them on the way to 8 bits, brightening them (png.h,
        // PNG_IMAGE_FLAG_16BIT_sRGB). Photos are sRGB; so is what a panel shows.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let surface = Surface(width: width, height: height)
        let pixels = surface.pixels
        guard png_image_finish_read(&image, nil, pixels.base, Int32(pixels.stride * 4), nil) != 0 else {
            throw ImageError(.corrupt, "PNG: " + message(of: &image))
        }
        premultiply(pixels)
        return surface
    }

    /// Decodes the PNG file at `path`.
    public static func decode(contentsOf path: String, maxPixels: Int = 64 << 20) throws(ImageError) -> Surface {
        let bytes = try FileBytes(path: path)
        defer { bytes.free() }
        return try decode(rearranging: UnsafeMutableRawBufferPointer(mutating: bytes.buffer), maxPixels: maxPixels)
    }

    /// Writes `surface` as an 8-bit RGBA PNG (RGB when `opaque`, dropping alpha as a panel does).
    public static func write(_ surface: borrowing Surface, to path: String, opaque: Bool = false) throws(ImageError) {
        let width = surface.width, height = surface.height
        // libpng wants straight alpha; unpremultiply into a scratch copy.
        let scratch = Surface(width: width, height: height)
        let src = surface.pixels, dst = scratch.pixels
        for y in 0..<height {
            let s = src.row(y), d = dst.row(y)
            for x in 0..<width { d[x] = opaque ? (s[x] | 0xFF00_0000) : unpremultiply(s[x]) }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(opaque ? PNG_FORMAT_BGR : PNG_FORMAT_BGRA)
        let ok: Int32
        if opaque {
            // The 3-byte format needs packed rows.
            let packed = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, width * height * 3))
            defer { packed.deallocate() }
            for y in 0..<height {
                let row = dst.row(y)
                for x in 0..<width {
                    let v = row[x], o = (y * width + x) * 3
                    packed[o] = UInt8(truncatingIfNeeded: v)
                    packed[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
                    packed[o + 2] = UInt8(truncatingIfNeeded: v >> 16)
                }
            }
            ok = png_image_write_to_file(&image, path, 0, packed, Int32(width * 3), nil)
        } else {
            ok = png_image_write_to_file(&image, path, 0, dst.base, Int32(dst.stride * 4), nil)
        }
        guard ok != 0 else {
            let text = message(of: &image)
            png_image_free(&image)
            throw ImageError(.io, "PNG: cannot write \(path): \(text)")
        }
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

/// Straight alpha to premultiplied, in place, with pixman's rounding.
@usableFromInline
func premultiply(_ pixels: PixelBuffer) {
    for y in 0..<pixels.height {
        let row = pixels.row(y)
        for x in 0..<row.count {
            let v = row[x], a = v >> 24
            if a == 0xFF { continue }
            row[x] = a << 24 | (multiplyUN8x4(v, a) & 0x00FF_FFFF)
        }
    }
}

/// Premultiplied to straight alpha, rounding to nearest.
@usableFromInline
func unpremultiply(_ v: UInt32) -> UInt32 {
    let a = v >> 24
    if a == 0xFF { return v }
    if a == 0 { return 0 }
    func channel(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
    return a << 24 | channel((v >> 16) & 0xFF) << 16 | channel((v >> 8) & 0xFF) << 8 | channel(v & 0xFF)
}
