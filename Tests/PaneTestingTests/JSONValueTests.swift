import Testing
import PaneTesting

@Suite struct JSONValueTests {
    @Test("objects, arrays, numbers, strings with escapes, literals") func values() throws {
        let v = try JSONValue(parsing: #" {"a": [1, -2.5e2, 0.125], "s": "tab\there \"q\" \u00e9\ud83d\ude00", "t": true, "f": false, "n": null} "#)
        #expect(v["a"] == .array([.number(1), .number(-250), .number(0.125)]))
        #expect(v["s"]?.string == "tab\there \"q\" é😀")
        #expect(v["t"] == .bool(true) && v["f"] == .bool(false) && v["n"] == .null)
        #expect(v["missing"] == nil && v["a"]?["x"] == nil)
        #expect(try JSONValue(parsing: "{}") == .object([:]) && (try JSONValue(parsing: "[]")) == .array([]))
    }

    @Test("bad text throws with the byte where it went wrong", arguments: [
        ("{\"a\" 1}", 5, "expected :"),
        ("[1, 2", 5, "unexpected end"),
        ("[1] x", 4, "text after the value"),
        ("\"abc", 4, "unfinished string"),
        ("01.", 3, "expected digits after ."),
        ("tru", 3, "expected true"),
        ("\"a\u{1}\"", 3, "control character in a string"),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect(throws: JSONValue.ParseError(offset: offset, message: message)) { try JSONValue(parsing: text) }
    }

    @Test("nesting deeper than 256 is refused, not a stack overflow") func depth() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: deep) }
    }
}
