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
}
