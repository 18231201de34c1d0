internal import CTurboJPEG

/// JPEG decoding through libjpeg-turbo's TurboJPEG API, which returns error codes instead of
/// libjpeg's `longjmp` (kernel.md A15), with scaled decoding for thumbnails and the
/// EXIF orientation applied.
public enum JPEG {
    /// Decodes JPEG bytes. With `minimumSize`, the decoder scales down by the largest factor
    /// libjpeg-turbo offers (1/2, 1/4, 1/8…) that still leaves both sides at least that large,
    /// which decodes a thumbnail many times faster than the full picture. Images over
    /// `maxPixels` (after scaling) are refused before pixel memory is allocated.
    ///
    /// The budget bounds everything the decoder holds, at 4 bytes a pixel: a progressive or
    /// non-interleaved file also needs libjpeg's whole-image coefficient buffer (2 bytes per
    /// sample at any scale, see `JPEGHeader`), so it is refused with `.tooLarge` when that
    /// buffer and the output together pass `maxPixels * 4` bytes. Progressive files with more
    /// than 500 scans are refused too (TurboJPEG's `TJFLAG_LIMITSCANS`), which bounds the time.
    public static func decode(_ bytes: UnsafeRawBufferPointer, maxPixels: Int = 64 << 20,
                              minimumSize: (width: Int, height: Int)? = nil) throws(ImageError) -> Surface {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            throw ImageError(.corrupt, "empty JPEG data")
        }
        guard let handle = tjInitDecompress() else { throw ImageError(.io, "JPEG: tjInitDecompress failed") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, start, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
              width > 0, height > 0 else {
            throw ImageError(.corrupt, "JPEG: " + message(handle))
        }
        let orientation = ExifOrientation.read(from: bytes)
        // The decoded picture is turned afterwards; a requested size is in display orientation.
        var wanted = minimumSize
        if let size = minimumSize, orientation.swapsAxes { wanted = (size.height, size.width) }
        let factor = scalingFactor(width: Int(width), height: Int(height), minimum: wanted)
        let w = scaled(Int(width), factor), h = scaled(Int(height), factor)
        guard w * h <= maxPixels else {
            throw ImageError(.tooLarge, "JPEG: \(w)x\(h) is over the budget of \(maxPixels) pixels")
        }
        let working = JPEGHeader(bytes)?.wholeImageBufferBytes ?? 0
        let budgetBytes = maxPixels.multipliedReportingOverflow(by: 4)
        if working > 0, !budgetBytes.overflow, working > budgetBytes.partialValue - w * h * 4 {
            throw ImageError(.tooLarge, "JPEG: a multi-scan (progressive) \(width)x\(height) picture needs "
                             + "\(working >> 20) MiB of decoder memory, over the budget of \(budgetBytes.partialValue >> 20) MiB")
        }
        let surface = Surface(width: w, height: h)
        let pixels = surface.pixels
        // libjpeg converts CMYK and YCCK only to CMYK (jdcolor.c); Pane turns that into RGB.
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let result = pixels.base.withMemoryRebound(to: UInt8.self, capacity: pixels.stride * h * 4) { out in
            // TJPF_BGRA writes B, G, R, A bytes: little-endian 0xAARRGGBB with alpha 255.
            tjDecompress2(handle, start, UInt(bytes.count), out, Int32(w), Int32(pixels.stride * 4), Int32(h),
                          Int32((isCMYK ? TJPF_CMYK : TJPF_BGRA).rawValue), TJFLAG_LIMITSCANS)
        }
        if result != 0 {
            // A warning (a truncated but readable file) leaves a usable picture; an error does not.
            if tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
                throw ImageError(.corrupt, "JPEG: " + message(handle))
            }
        }
        if isCMYK { convertInvertedCMYK(pixels) }
        return orientation.apply(to: surface)
    }

    /// CMYK bytes (C, M, Y, K in memory) to opaque native RGB, in place, as Adobe's JPEGs
    /// store them: inverted, 255 meaning no ink, so red is `C * K / 255` of the stored values.
    /// Photoshop writes CMYK JPEGs this way (with its APP14 marker), and browsers read them so.
    static func convertInvertedCMYK(_ pixels: PixelBuffer) {
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<row.count {
                let v = row[x], k = v >> 24
                let c = v & 0xFF, m = (v >> 8) & 0xFF, yellow = (v >> 16) & 0xFF
                row[x] = 0xFF00_0000 | multiplyUN8(c, k) << 16 | multiplyUN8(m, k) << 8 | multiplyUN8(yellow, k)
            }
        }
    }

    /// Decodes the JPEG file at `path`.
    public static func decode(contentsOf path: String, maxPixels: Int = 64 << 20,
                              minimumSize: (width: Int, height: Int)? = nil) throws(ImageError) -> Surface {
        let bytes = try FileBytes(path: path)
        defer { bytes.free() }
        return try decode(bytes.buffer, maxPixels: maxPixels, minimumSize: minimumSize)
    }

    /// The smallest of libjpeg-turbo's scaling factors that keeps both sides at least
    /// `minimum`; 1/1 when none is asked for.
    static func scalingFactor(width: Int, height: Int, minimum: (width: Int, height: Int)?) -> tjscalingfactor {
        let one = tjscalingfactor(num: 1, denom: 1)
        guard let minimum, minimum.width > 0, minimum.height > 0 else { return one }
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return one }
        var best = one
        for i in 0..<Int(count) {
            let f = factors[i]
            guard f.num <= f.denom else { continue }   // never enlarge
            if scaled(width, f) >= minimum.width && scaled(height, f) >= minimum.height
                && Double(f.num) / Double(f.denom) < Double(best.num) / Double(best.denom) {
                best = f
            }
        }
        return best
    }

    /// TurboJPEG's `TJSCALED`: `ceil(dimension * num / denom)`.
    static func scaled(_ dimension: Int, _ f: tjscalingfactor) -> Int {
        (dimension * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}
