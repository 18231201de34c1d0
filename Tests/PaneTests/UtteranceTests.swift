import Testing
@testable import Pane

/// Utterances in parts of different languages: their line, their runs for a synthesizer, and
/// cutting them short.
struct UtteranceTests {
    typealias Part = Utterance.Part

    @Test func theLineJoinsThePartsAndRunsJoinNeighboursOfOneLanguage() {
        let u = Utterance([Part("selected"), Part("قهوة", language: "ar"), Part("شاي", language: "ar"), Part(""), Part("button")])
        #expect(u.text == "selected, قهوة, شاي, button")
        #expect(u.parts.count == 4)
        #expect(u.runs == [Part("selected"), Part("قهوة, شاي", language: "ar"), Part("button")])
        #expect(Utterance("").isEmpty)
        #expect(Utterance([]).runs == [])
    }

    @Test func cuttingKeepsWholePartsThenCutsOne() {
        let u = Utterance([Part("abc"), Part("défgh", language: "fr"), Part("xyz")])
        #expect(u.truncated(to: 100) == u)
        #expect(u.truncated(to: 7) == Utterance([Part("abc"), Part("dé…", language: "fr")]))
        #expect(u.truncated(to: 3) == Utterance([Part("abc…")]))
        #expect(u.truncated(to: 2) == Utterance([Part("ab…")]))
        #expect(u.truncated(to: 10) == Utterance([Part("abc"), Part("défgh…", language: "fr")]))
        #expect(u.truncated(to: 12) == Utterance([Part("abc"), Part("défgh…", language: "fr")]))
        #expect(u.truncated(to: 13) == Utterance([Part("abc"), Part("défgh", language: "fr"), Part("x…")]))
    }
}
