internal import CPaneText

/// Where text may be broken, from ICU's break iterators: line-break opportunities by UAX #14
/// (with ICU's dictionaries for Thai, Lao, Khmer and Burmese, and CJK's break-anywhere rules), and
/// the extended grapheme clusters of UAX #29 (what a person sees as one character).
enum BreakOpportunities {
    /// The text as UTF-16 for ICU, and for each UTF-16 offset the scalar index it falls in.
    struct UTF16Text {
        var units: [UInt16] = []
        var scalarAt: [Int32] = []

        init(_ scalars: ArraySlice<UInt32>) {
            units.reserveCapacity(scalars.count)
            scalarAt.reserveCapacity(scalars.count + 1)
            for (i, s) in scalars.enumerated() {
                if s > 0xFFFF {
                    let v = s - 0x10000
                    units.append(UInt16(0xD800 + (v >> 10)))
                    units.append(UInt16(0xDC00 + (v & 0x3FF)))
                    scalarAt.append(Int32(i))
                    scalarAt.append(Int32(i))
                } else {
                    units.append(UInt16(s))
                    scalarAt.append(Int32(i))
                }
            }
            scalarAt.append(Int32(scalars.count))
        }
    }

    /// Scalar indices after which a line may end (the last one is `scalars.count`), ascending.
    static func lineBreaks(_ scalars: ArraySlice<UInt32>, language: String?) -> [Int] {
        let text = UTF16Text(scalars)
        var offsets = [Int32](repeating: 0, count: text.units.count + 1)
        let n = text.units.withUnsafeBufferPointer { units in
            offsets.withUnsafeMutableBufferPointer { out in
                pane_line_breaks(units.baseAddress, Int32(units.count), language, out.baseAddress, nil, Int32(out.count))
            }
        }
        return scalarIndices(offsets, count: n, text: text, total: scalars.count)
    }

    /// Scalar indices where grapheme clusters end (the last one is `scalars.count`), ascending.
    static func graphemeBreaks(_ scalars: ArraySlice<UInt32>) -> [Int] {
        let text = UTF16Text(scalars)
        var offsets = [Int32](repeating: 0, count: text.units.count + 1)
        let n = text.units.withUnsafeBufferPointer { units in
            offsets.withUnsafeMutableBufferPointer { out in
                pane_grapheme_breaks(units.baseAddress, Int32(units.count), out.baseAddress, Int32(out.count))
            }
        }
        return scalarIndices(offsets, count: n, text: text, total: scalars.count)
    }

    /// ICU's UTF-16 offsets as scalar indices; when ICU failed, every scalar is its own piece.
    private static func scalarIndices(_ offsets: [Int32], count: Int32, text: UTF16Text, total: Int) -> [Int] {
        guard count >= 0 else { return Array(1...max(1, total)).filter { $0 <= total } }
        var result: [Int] = []
        result.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let s = Int(text.scalarAt[Int(offsets[i])])
            if s > (result.last ?? 0) { result.append(s) }
        }
        if result.last != total && total > 0 { result.append(total) }
        return result
    }

    static func isEmojiPresentation(_ c: UInt32) -> Bool { pane_is_emoji_presentation(c) != 0 }
    static func isDefaultIgnorable(_ c: UInt32) -> Bool { pane_is_default_ignorable(c) != 0 }
}
