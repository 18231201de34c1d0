import Testing
import Pane

/// The tutorial ("Your first kiosk", Sources/Pane/Pane.docc) shows this example's own files: a
/// change here that the tutorial does not follow fails, so the docs cannot drift from code that
/// builds and passes.
@MainActor
@Suite struct TutorialTests {
    static let example: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/")
    }()
    static let resources = example + "/../../Sources/Pane/Pane.docc/Resources"

    func text(_ path: String) throws -> String { try readTextFile(path) }

    @Test("the detail screen and the finished menu screen are the example's files")
    func screens() throws {
        #expect(try text(Self.resources + "/kiosk-detail.swift") == text(Self.example + "/Sources/CafeKiosk/DetailScreen.swift"))
        #expect(try text(Self.resources + "/kiosk-menu-02.swift") == text(Self.example + "/Sources/CafeKiosk/MenuScreen.swift"))
    }

    @Test("the test step is the example's test, up to the end of its first test")
    func testStep() throws {
        let shown = try text(Self.resources + "/kiosk-test-02.swift")
        let real = try text(Self.example + "/Tests/CafeKioskTests/CafeKioskTests.swift")
        let body = String(shown.dropLast(2))          // the step closes the suite with "}\n"
        #expect(real.hasPrefix(body))
    }

    @Test("the tutorial's confirmation picture is the test's golden") func picture() throws {
        let shown = try ImageFileBytes.read(Self.resources + "/cafe-confirmation.png")
        let golden = try ImageFileBytes.read(Self.example + "/Tests/CafeKioskTests/Goldens/order-confirmation.png")
        #expect(shown == golden)
    }
}
