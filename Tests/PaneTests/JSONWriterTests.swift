import Testing
import Pane

/// The JSON of traces and touch-replay: every line it writes is valid JSON.
@Suite struct JSONWriterTests {
    @Test(arguments: [(12.0, "12"), (12.5, "12.5"), (0.125, "0.125"), (-3.001, "-3.001"), (0.0004, "0"),
                      (16.6666666, "16.667")])
    func ordinaryNumbersRoundToTheirDecimals(x: Double, text: String) {
        #expect(JSONWriter.number(x) == text)
    }

    /// Issue 11 item 7: NaN and infinities were written as 0; JSON has `null` for them.
    @Test func nonFiniteNumbersAreNull() {
        #expect(JSONWriter.number(.nan) == "null")
        #expect(JSONWriter.number(.infinity) == "null")
        #expect(JSONWriter.number(-.infinity) == "null")
    }

    /// Issue 11 item 7: numbers past about 9e12 (at 3 decimals) were written as 0; now integers
    /// print exactly and the rest in round-trip form.
    @Test func largeNumbersStayExact() {
        #expect(JSONWriter.number(9_500_000_000_000) == "9500000000000")
        #expect(JSONWriter.number(-12_345_678_901_234_567) == "-12345678901234568", "the Double nearest the literal")
        #expect(JSONWriter.number(9_007_199_254_740_993.0) == "9007199254740992")
        #expect(JSONWriter.number(1e300) == "1e+300")
        #expect(JSONWriter.number(9.5e12 + 0.25) == "9500000000000.25")
        #expect(JSONWriter.number(Double(Int64.max)) == "9.223372036854776e+18")
    }

    @Test func documentWithEveryKind() {
        var j = JSONWriter()
        j.beginObject()
        j.key("n"); j.value(Int.max)
        j.key("x"); j.value(Double.nan)
        j.key("s"); j.value("a\"b\\c\nd\u{1}")
        j.key("a"); j.beginArray(); j.value(true); j.value(1.5); j.endArray()
        j.endObject()
        #expect(j.text == #"{"n": 9223372036854775807, "x": null, "s": "a\"b\\c\nd\u0001", "a": [true, 1.5]}"#)
    }
}
