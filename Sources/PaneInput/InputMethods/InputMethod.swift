/// An engine that turns typed keys into text that is not on the keys: hangul syllables composed
/// from jamo, Chinese characters chosen for typed pinyin. The on-screen keyboard sends each key
/// through its layout's input method, when the layout has one; the field shows the edits.
///
/// Keys arrive as the keyboard's key texts: a letter as typed, `"\u{8}"` for backspace, `" "`,
/// `"\n"`. An engine keeps its composition until a key, a candidate or `flush()` ends it.
public protocol InputMethod: AnyObject {
    /// A short name for logs and tests (`hangul`, `pinyin`).
    var name: String { get }
    /// Takes one key; what the field does with it is in the edit.
    func process(_ key: String) -> InputMethodEdit
    /// How many candidates the current composition has (0 without one). Can be thousands: ask
    /// for the ones on screen with `candidate(at:)`.
    var candidateCount: Int { get }
    /// The candidate at `index` (0 is the best), for `index < candidateCount`.
    func candidate(at index: Int) -> String
    /// Chooses a candidate: commits it (and any text it stands for) and keeps the rest composing.
    func chooseCandidate(at index: Int) -> InputMethodEdit
    /// Ends the composition as it stands (the field lost focus, the layout changed, done):
    /// commits what was composed, as typed when nothing better is known.
    func flush() -> InputMethodEdit
}

/// What an input method did with a key: text to insert for good, and the composition that stays.
public struct InputMethodEdit: Equatable, Sendable {
    /// Text that replaces the marked text at the caret, for good.
    public var committed: String
    /// The composition still being typed, shown marked after `committed` (UIKit's marked text);
    /// empty when nothing is composing.
    public var marked: String
    /// `false` when the engine did not take the key: the keyboard sends the key on as typed,
    /// after `committed`.
    public var handled: Bool

    /// An edit committing `committed`, leaving `marked` composing.
    public init(committed: String = "", marked: String = "", handled: Bool = true) {
        self.committed = committed
        self.marked = marked
        self.handled = handled
    }
}
