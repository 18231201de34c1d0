internal import CPaneInputMethods

/// Chinese through libpinyin: typed letters are full pinyin (`nihao`), shown as the marked
/// text, and the candidates are libpinyin's for them, best first (`你好`, `你`, `尼`, …): the
/// sentence it guesses, then phrases and characters for the start of the pinyin.
///
/// A chosen candidate commits its characters and the pinyin it stands for leaves the
/// composition; the rest goes on composing with new candidates. A space chooses the first
/// candidate, backspace deletes the last letter, return commits the letters as typed. The
/// candidates are read from libpinyin one at a time as they are asked for (there are thousands
/// for a short syllable). libpinyin is opened with dlopen, so only a kiosk that types Chinese
/// needs it and its data (`libpinyin15`, `libpinyin-data`).
public final class PinyinInputMethod: InputMethod {
    private let engine: OpaquePointer
    /// The pinyin still composing, as typed.
    public private(set) var letters = ""
    public private(set) var candidateCount = 0
    /// The longest composition, in letters: typing on from there commits the best candidate for
    /// what was composed (64: some 20 syllables, longer than any phrase libpinyin knows).
    public static let maximumLetters = 64

    /// Opens libpinyin on its data in `dataDirectory` (libpinyin-data's directory for this
    /// machine's architecture by default). Nothing the user chooses is saved. Throws when
    /// libpinyin or its data is not installed.
    public init(dataDirectory: String? = nil) throws(InputMethodError) {
        var error = [CChar](repeating: 0, count: 512)
        let data = dataDirectory ?? String(cString: pane_pinyin_default_data())
        guard let engine = pane_pinyin_open(data, nil, &error, Int32(error.count)) else {
            throw InputMethodError(engine: "pinyin",
                                   message: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.engine = engine
    }

    deinit { pane_pinyin_close(engine) }

    public var name: String { "pinyin" }

    /// Parses the letters again and counts their candidates; the strings stay in libpinyin.
    private func update() {
        candidateCount = letters.isEmpty ? 0 : Int(pane_pinyin_update(engine, letters))
    }

    public func process(_ key: String) -> InputMethodEdit {
        let scalars = key.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, scalar.isASCII,
           scalar.properties.isLowercase || (scalar == "'" && !letters.isEmpty) {
            // A composition at its longest commits libpinyin's best for it first, so no key
            // ever has libpinyin parse hundreds of letters (bad input costs one frame at most).
            var committed = ""
            if letters.utf8.count >= PinyinInputMethod.maximumLetters {
                committed = candidateCount > 0 ? chooseCandidate(at: 0).committed : flush().committed
            }
            letters.append(key)
            update()
            return InputMethodEdit(committed: committed, marked: letters)
        }
        if letters.isEmpty { return InputMethodEdit(handled: false) }
        switch key {
        case "\u{8}":
            letters.removeLast()
            update()
            return InputMethodEdit(marked: letters)
        case " ":
            return candidateCount > 0 ? chooseCandidate(at: 0) : flush()
        case "\n":
            return flush()
        default:
            // Anything else (a digit, punctuation, a capital) ends the composition as typed.
            var edit = flush()
            edit.handled = false
            return edit
        }
    }

    public func candidate(at index: Int) -> String {
        guard index >= 0, index < candidateCount, let text = pane_pinyin_candidate(engine, UInt32(index)) else { return "" }
        return String(cString: text)
    }

    public func chooseCandidate(at index: Int) -> InputMethodEdit {
        guard index >= 0, index < candidateCount, let text = pane_pinyin_candidate(engine, UInt32(index)) else {
            return InputMethodEdit(marked: letters)
        }
        let chosen = String(cString: text)
        let used = Int(pane_pinyin_choose(engine, UInt32(index)))
        // The letters the candidate stands for leave the composition (all of them when
        // libpinyin cannot say), with the apostrophes that separated them.
        var rest = used > 0 && used < letters.utf8.count ? String(letters.dropFirst(used)) : ""
        while rest.hasPrefix("'") { rest.removeFirst() }
        letters = rest
        update()
        return InputMethodEdit(committed: chosen, marked: letters)
    }

    public func flush() -> InputMethodEdit {
        let typed = letters
        letters = ""
        candidateCount = 0
        return InputMethodEdit(committed: typed)
    }
}
