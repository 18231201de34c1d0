import Testing
@testable import Pane

@Suite struct ProfileFormatTests {
    @Test func headerAndRecordLayout() {
        #expect(ProfileFormat.header == Array("PANEPROF".utf8) + [1, 0, 0, 0, 0, 0, 0, 0])
        #expect(ProfileFormat.record(.flip, [1, 258, -1]) == [3, 0, 3, 0, 0, 0, 0, 0,
                                                                 1, 0, 0, 0, 0, 0, 0, 0,
                                                                 2, 1, 0, 0, 0, 0, 0, 0,
                                                                 255, 255, 255, 255, 255, 255, 255, 255])
        #expect(ProfileFormat.Kind.allCases.map(\.fieldCount) == [6, 9, 3, 2, 5, 3])
    }
}
