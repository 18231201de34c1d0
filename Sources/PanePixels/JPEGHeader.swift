/// What a JPEG's markers say before any pixel is decoded: the frame size, its components'
/// sampling, and whether the picture arrives in several scans. Read by walking the marker
/// segments up to the first scan (ITU-T T.81 §B.1), never past the data it was given.
///
/// Its purpose is `wholeImageBufferBytes`: libjpeg(-turbo) decodes a single-scan (baseline,
/// interleaved) file one MCU row at a time, but a progressive or non-interleaved file keeps
/// every DCT coefficient of the whole image until the last scan, whatever the output scale.
/// A 600-byte file that claims 30000x30000 pixels makes it allocate 2.7 GB; `JPEG.decode`
/// refuses such files before libjpeg sees them.
struct JPEGHeader: Equatable {
    /// One component's sampling factors (`H` and `V` of the frame header, 1 to 4).
    struct Component: Equatable {
        var horizontal: Int
        var vertical: Int
    }

    var width: Int
    var height: Int
    var components: [Component]
    /// SOF2, SOF6, SOF10 or SOF14: spectral selection or successive approximation.
    var isProgressive: Bool
    /// The first scan carries fewer components than the frame (a non-interleaved file).
    var firstScanIsPartial: Bool

    /// Whether libjpeg buffers the whole image's coefficients: jdinput.c sets
    /// `has_multiple_scans` for a progressive frame or a first scan with fewer components
    /// than the frame, and jdmaster.c then asks jdcoefct.c for a full-image buffer.
    var hasMultipleScans: Bool { isProgressive || firstScanIsPartial }

    /// The bytes of libjpeg's whole-image coefficient buffer for this frame, or 0 when it
    /// decodes without one. As jdcoefct.c's `jinit_d_coef_controller` sizes it: per component,
    /// its blocks rounded up to whole MCUs (`jround_up(width_in_blocks, h_samp_factor)` by
    /// `jround_up(height_in_blocks, v_samp_factor)`), 64 coefficients of 2 bytes each; with
    /// `width_in_blocks = ceil(image_width * h / (max_h * 8))` (jdinput.c `initial_setup`).
    var wholeImageBufferBytes: Int {
        guard hasMultipleScans else { return 0 }
        let maxH = components.map(\.horizontal).max() ?? 1, maxV = components.map(\.vertical).max() ?? 1
        var total = 0
        for c in components {
            let wide = ceilDiv(width * c.horizontal, maxH * 8), high = ceilDiv(height * c.vertical, maxV * 8)
            total += roundUp(wide, c.horizontal) * roundUp(high, c.vertical) * 64 * 2
        }
        return total
    }

    /// Reads the header of `bytes`; `nil` when there is no frame header before the data ends,
    /// or it is malformed (libjpeg then fails on its own, without allocating much).
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var frame: (width: Int, height: Int, components: [Component], progressive: Bool)?
        var i = 2
        while i + 1 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            i += 2
            // Fill bytes (0xFF 0xFF…) and markers without a length (TEM, RSTn, SOI) stand alone.
            if marker == 0xFF { i -= 1; continue }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            if marker == 0xD9 { break }   // EOI before any scan
            guard i + 1 < bytes.count else { return nil }
            let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
            guard length >= 2, i + length <= bytes.count else { return nil }
            let segment = UnsafeRawBufferPointer(rebasing: bytes[(i + 2)..<(i + length)])
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                // SOFn: P, Y, X, Nf, then Nf × (C, H<<4|V, Tq)  (T.81 §B.2.2).
                guard frame == nil, segment.count >= 6 else { return nil }
                let count = Int(segment[5])
                guard count >= 1, segment.count >= 6 + 3 * count else { return nil }
                var components: [Component] = []
                for k in 0..<count {
                    let sampling = segment[6 + 3 * k + 1]
                    let h = Int(sampling >> 4), v = Int(sampling & 0x0F)
                    guard (1...4).contains(h), (1...4).contains(v) else { return nil }
                    components.append(Component(horizontal: h, vertical: v))
                }
                let progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
                frame = (Int(segment[3]) << 8 | Int(segment[4]), Int(segment[1]) << 8 | Int(segment[2]),
                         components, progressive)
            case 0xDA:
                // SOS: Ns, the number of components in this scan (T.81 §B.2.3).
                guard let frame, segment.count >= 1 else { return nil }
                self.width = frame.width
                self.height = frame.height
                self.components = frame.components
                self.isProgressive = frame.progressive
                self.firstScanIsPartial = Int(segment[0]) < frame.components.count
                return
            default:
                break
            }
            i += length
        }
        // The data ends before the first scan: judge by the frame alone.
        guard let frame else { return nil }
        self.width = frame.width
        self.height = frame.height
        self.components = frame.components
        self.isProgressive = frame.progressive
        self.firstScanIsPartial = false
    }

    init(width: Int, height: Int, components: [Component], isProgressive: Bool, firstScanIsPartial: Bool) {
        self.width = width
        self.height = height
        self.components = components
        self.isProgressive = isProgressive
        self.firstScanIsPartial = firstScanIsPartial
    }
}

private func ceilDiv(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }
private func roundUp(_ a: Int, _ b: Int) -> Int { ceilDiv(a, b) * b }
