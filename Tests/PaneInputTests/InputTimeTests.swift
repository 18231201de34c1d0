import Testing
@testable import PaneInput

@Suite struct InputTimeTests {
    @Test("an input_event's sec/usec become nanoseconds; differences are seconds")
    func arithmetic() {
        let a = InputTime(seconds: 1288981453, microseconds: 965969)
        #expect(a.nanoseconds == 1_288_981_453_965_969_000)
        let b = InputTime(seconds: 1288981454, microseconds: 170939)
        #expect(b - a == 0.20497)
        #expect((a + 0.5).nanoseconds == 1_288_981_454_465_969_000)
        #expect(InputTime(seconds: 0.25).milliseconds == 250)
        #expect(a < b)
    }

    /// Issue 11 item 4: time arithmetic on user input never traps; it saturates.
    @Test func arithmeticSaturatesInsteadOfTrapping() {
        let t = InputTime(seconds: 5)
        #expect((t + .nan).nanoseconds == Int64.max, "NaN is never")
        #expect((t + .infinity).nanoseconds == Int64.max)
        #expect((t + 1e300).nanoseconds == Int64.max)
        #expect((t + -1e300).nanoseconds == Int64.min)
        #expect((t + -.infinity).nanoseconds == Int64.min)
        #expect((InputTime(nanoseconds: Int64.max - 10) + 1).nanoseconds == Int64.max, "no wrap into the past")
        #expect(InputTime(seconds: Double.nan).nanoseconds == Int64.max)
        #expect(InputTime(seconds: 1e300).nanoseconds == Int64.max)
        #expect(InputTime(seconds: -1e300).nanoseconds == Int64.min)
        #expect((t + 0.25).nanoseconds == 5_250_000_000, "ordinary sums are exact")
        #expect(InputTime(nanoseconds: Int64.max) - InputTime(nanoseconds: Int64.min) == (Double(Int64.max) - Double(Int64.min)) / 1e9)
        #expect(InputTime(nanoseconds: Int64.min) - InputTime(nanoseconds: Int64.max) < 0)
    }
}
