#if canImport(Glibc)
import Glibc
#endif
@testable import PaneText

/// Runs `command` with /bin/sh and returns what it printed on standard output.
func shell(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, pipe)
        if n <= 0 { break }
        output += buffer[0..<n]
    }
    pclose(pipe)
    return String(decoding: output, as: UTF8.self)
}

/// Font files the tests name, from Debian's fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk and
/// fonts-noto-color-emoji (`make deps` installs them).
enum Fonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let arabic = noto + "NotoSansArabic-Regular.ttf"
    static let hebrew = noto + "NotoSansHebrew-Regular.ttf"
    static let thai = noto + "NotoSansThai-Regular.ttf"
    static let devanagari = noto + "NotoSansDevanagari-Regular.ttf"
    static let emoji = noto + "NotoColorEmoji.ttf"
    /// Faces 0, 1, 2 of the collection are Japanese, Korean, Simplified Chinese.
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
}

/// The scalars of `text` as the layout numbers them.
func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

/// What `line` shows, left to right, with "…" for the ellipsis.
func shown(_ line: TextLine, of text: String) -> String {
    let all = scalars(text)
    var s = String.UnicodeScalarView()
    for i in line.visualOrder { s.append(Unicode.Scalar(i < 0 ? 0x2026 : all[i])!) }
    return String(s)
}

/// Each line's text in logical order (the text between the line's first and last scalar).
func lineTexts(_ layout: TextLayout, of text: String) -> [String] {
    let all = scalars(text)
    return layout.lines.map { line in
        let order = line.visualOrder
        var s = String.UnicodeScalarView()
        if order.contains(-1) || line.sourceMap != nil {
            for i in order { s.append(Unicode.Scalar(i < 0 ? 0x2026 : all[i])!) }
        } else if let lo = order.min(), let hi = order.max() {
            for i in lo...hi { s.append(Unicode.Scalar(all[i])!) }
        }
        return String(s)
    }
}
