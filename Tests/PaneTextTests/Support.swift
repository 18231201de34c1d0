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

/// A copy in /tmp of the file at `path` as this process reads it, for a program the test starts
/// (hb-shape) to read the same bytes; the caller removes it. Under qemu-aarch64 (`make
/// test-arm64`) this process reads the arm64 sysroot's files while the programs it starts through
/// /bin/sh are the machine's own, reading the machine's files: Debian 13's Noto Color Emoji beside
/// Debian 12's shapes differently.
func sharedCopy(of path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? "font"
    let copy = "/tmp/pane-text-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)"
    let input = open(path, O_RDONLY)
    guard input >= 0 else { return nil }
    defer { close(input) }
    let output = open(copy, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard output >= 0 else { return nil }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = read(input, &buffer, buffer.count)
        if n == 0 { return copy }
        guard n > 0, write(output, buffer, n) == n else { unlink(copy); return nil }
    }
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
