import Glibc
import Pane

/// LeakSanitizer's suppressions for this harness (LSan reads them through this weak hook). The
/// patterns fontconfig returns (FcFontSort's, kept by PaneText's FontMatcher for the process's
/// life) and its character sets hold their element arrays as offsets from themselves (fcint.h:
/// FcPattern's elts_offset, FcCharSet's leaves_offset), which LSan cannot follow: the arrays
/// are reported as leaked after the first input. What Pane itself allocates is still checked.
@_cdecl("__lsan_default_suppressions")
public func lsanDefaultSuppressions() -> UnsafePointer<CChar> { leakSuppressions }
nonisolated(unsafe) let leakSuppressions = UnsafePointer(strdup("leak:libfontconfig.so\n")!)

/// Arbitrary bytes as text (issue 28, item 2): the first byte chooses the options, the rest is
/// split at each 0xFF byte into the text and a script of edits. The text (decoded as UTF-8, bad
/// bytes becoming U+FFFD) is laid out by a `Label` in every line-break mode, wrapped and not,
/// then shown in a `TextField` that is not editing (taps at several x) and typed into one that
/// is, left to right or right to left, and edited: inserts, backspaces, caret moves, arrow keys,
/// taps at an x; its caret places (`Font.caretSlots`) are one per offset. After each step the caret
/// stays within the text and its x is finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0, let font = Rig.font else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let mode = bytes[0]
    let parts = bytes.dropFirst().split(separator: 0xFF, maxSplits: 1, omittingEmptySubsequences: false)
    let text = String(decoding: parts.first.map(Array.init) ?? [], as: UTF8.self)
    let script: [UInt8] = parts.count > 1 ? Array(parts[1]) : []

    let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingHead,
                                  .byTruncatingMiddle, .byClipping]
    let label = Rig.label
    label.font = font
    label.text = text
    label.lineBreakMode = modes[Int(mode) % modes.count]
    label.numberOfLines = Int(mode >> 3) % 4
    label.baseWritingDirection = mode & 0x80 != 0 ? .rightToLeft : .natural
    label.frame = Rect(x: 0, y: 0, width: Double(Int(mode) * 3 % 400 + 1), height: 60)
    if let layout = label.layout {
        precondition(layout.width >= 0 && layout.height >= 0)
        precondition(label.numberOfLines == 0 || layout.lines.count <= label.numberOfLines)
    }
    _ = label.sizeThatFits(Size(width: 0, height: 0))
    _ = label.sizeThatFits(Size(width: 120, height: 0))
    _ = font.width(of: text)
    // The caret's places as shown: one per offset, whatever bidi controls the text holds.
    if text.utf8.count < 4096 {
        let slots = font.caretSlots(of: text, direction: mode & 0x80 != 0 ? .rightToLeft : .natural)
        precondition(slots.offsets.sorted() == Array(0...slots.count) && slots.count == text.count)
    }

    // A field that is not editing shows the text's start; taps measure it from the left.
    let idle = Rig.idleField
    idle.isSecureTextEntry = mode & 0x40 != 0
    idle.text = text
    Rig.window.layoutIfNeeded()
    for x in [-5.0, 0, 7.5, 60, 150, 299, 1000] {
        let offset = idle.caretOffset(nearestX: x)
        precondition(offset >= 0 && offset <= idle.text.count)
        precondition(idle.caretX(forOffset: offset).isFinite)
    }

    // The field that edits (first responder since the first input, its keyboard up): the label
    // cuts the head and keeps the end in view.
    let field = Rig.field
    field.isSecureTextEntry = mode & 0x40 != 0
    Rig.window.layoutDirection = mode & 0x20 != 0 ? .rightToLeft : .leftToRight
    field.text = text
    func check() {
        Rig.window.layoutIfNeeded()
        precondition(field.caretOffset >= 0 && field.caretOffset <= field.text.count)
        precondition(field.caretX(forOffset: field.caretOffset).isFinite)
    }
    check()
    var i = 0
    while i < script.count {
        let op = script[i]
        let argument = i + 1 < script.count ? Int(script[i + 1]) : 0
        i += 2
        switch op % 7 {
        case 0: field.insertText(String(decoding: script[i - 1..<min(script.count, i + 3)], as: UTF8.self))
        case 1: field.deleteBackward()
        case 2: field.caretOffset = argument
        case 3: field.caretOffset = field.caretOffset(nearestX: Double(argument * 2) - 20)
        case 4: field.caretOffset = field.text.count - argument
        case 5: field.moveCaretVisually(by: argument % 2 == 0 ? 1 : -1)   // an arrow key, as shown
        default: if field.text.utf8.count < 50_000 { field.insertText(text) }   // long text, boundedly
        }
        check()
    }
    return 0
}

/// The views the inputs share (made once: a window and fonts are costly to set up).
enum Rig {
    nonisolated(unsafe) static let font = Font.system(size: 18)
    nonisolated(unsafe) static let window = Window(size: Size(width: 800, height: 480))
    nonisolated(unsafe) static let label: Label = {
        let label = Label()
        window.addSubview(label)
        return label
    }()
    nonisolated(unsafe) static let field: TextField = {
        let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        return field
    }()
    nonisolated(unsafe) static let idleField: TextField = {
        let field = TextField(frame: Rect(x: 20, y: 160, width: 300, height: 44))
        window.addSubview(field)
        return field
    }()
}
