internal import CPaneInputMethods

/// Korean through libhangul: the 2-set (dubeolsik) keyboard, whose letter keys are jamo
/// (`q w e r` are ㅂ ㅈ ㄷ ㄱ, shifted `Q` is ㅃ), composed into syllables as they are typed.
///
/// The syllable being typed is the marked text; a key that is not a jamo (a space, a digit,
/// return) commits it and goes on as typed; backspace takes back the last jamo. Hangul has no
/// candidates. libhangul is opened with dlopen, so only a kiosk that types Korean needs it
/// (`libhangul1`).
public final class HangulInputMethod: InputMethod {
    private let context: OpaquePointer

    /// Opens libhangul with `keyboard` (libhangul's keyboard id; `"2"` is the 2-set).
    /// Throws when libhangul is not installed or has no such keyboard.
    public init(keyboard: String = "2") throws(InputMethodError) {
        var error = [CChar](repeating: 0, count: 256)
        guard let context = pane_hangul_open(keyboard, &error, Int32(error.count)) else {
            throw InputMethodError(engine: "hangul", message: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.context = context
    }

    deinit { pane_hangul_close(context) }

    public var name: String { "hangul" }

    private var preedit: String { stringFromUCS4(pane_hangul_preedit(context)) }

    public func process(_ key: String) -> InputMethodEdit {
        if key == "\u{8}" {
            // libhangul takes back one jamo; with nothing composing the field deletes.
            guard pane_hangul_backspace(context) != 0 else { return InputMethodEdit(handled: false) }
            return InputMethodEdit(marked: preedit)
        }
        let scalars = key.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, scalar.isASCII, scalar.properties.isAlphabetic {
            let taken = pane_hangul_process(context, Int32(scalar.value)) != 0
            let committed = stringFromUCS4(pane_hangul_commit(context))
            if taken { return InputMethodEdit(committed: committed, marked: preedit) }
            return InputMethodEdit(committed: committed + stringFromUCS4(pane_hangul_flush(context)), handled: false)
        }
        return InputMethodEdit(committed: stringFromUCS4(pane_hangul_flush(context)), handled: false)
    }

    /// Always 0: hangul composes, it does not choose.
    public var candidateCount: Int { 0 }

    /// There are no candidates: an empty string.
    public func candidate(at index: Int) -> String { "" }

    /// There are no candidates: nothing changes.
    public func chooseCandidate(at index: Int) -> InputMethodEdit { InputMethodEdit(marked: preedit) }

    public func flush() -> InputMethodEdit {
        InputMethodEdit(committed: stringFromUCS4(pane_hangul_flush(context)))
    }
}
