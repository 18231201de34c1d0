import Testing
import Pane

/// The tutorial "Loading data" (Sources/Pane/Pane.docc/Tutorials/LoadingData.tutorial) shows this
/// example's own files and pictures: a change here that the tutorial does not follow fails.
@Suite struct TutorialTests {
    static let resources = Fixtures.example + "/../../Sources/Pane/Pane.docc/Resources"

    @Test("the client, the kiosk and main.swift are the example's files",
          arguments: [("hours-client.swift", "Sources/OpeningHours/HoursClient.swift"),
                      ("hours-kiosk.swift", "Sources/OpeningHours/HoursKiosk.swift"),
                      ("hours-main.swift", "Sources/opening-hours/main.swift")])
    func files(_ shown: String, _ real: String) throws {
        #expect(try readTextFile(Self.resources + "/" + shown) == readTextFile(Fixtures.example + "/" + real))
    }

    @Test("the test step is the example's test, up to the end of its first test")
    func testStep() throws {
        let shown = try readTextFile(Self.resources + "/hours-test.swift")
        let real = try readTextFile(Fixtures.example + "/Tests/OpeningHoursTests/OpeningHoursMainTests.swift")
        #expect(real.hasPrefix(String(shown.dropLast(2))))   // the step closes the suite with "}\n"
    }

    @Test("the tutorial's pictures are the tests' goldens",
          arguments: [("hours-week.png", "week.png"), ("hours-service-down.png", "service-down.png")])
    func pictures(_ shown: String, _ golden: String) throws {
        let picture = try ImageFileBytes.read(Self.resources + "/" + shown)
        let expected = try ImageFileBytes.read(Fixtures.example + "/Tests/OpeningHoursTests/Goldens/" + golden)
        #expect(picture == expected)
    }
}
