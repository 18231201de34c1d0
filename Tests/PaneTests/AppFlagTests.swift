import Testing
@testable import Pane

@Suite struct AppFlagTests {
    @Test("value(of:in:) reads `--flag V` and `--flag=V`, the last one winning, and stops at --")
    func values() {
        #expect(AppFlag.value(of: "--menu", in: ["--display", "headless", "--menu", "a.txt"]) == "a.txt")
        #expect(AppFlag.value(of: "--menu", in: ["--menu=a.txt", "--menu", "b.txt"]) == "b.txt")
        #expect(AppFlag.value(of: "--menu", in: ["--menus=x"]) == nil)
        #expect(AppFlag.value(of: "--menu", in: ["--", "--menu", "x"]) == nil)
        #expect(AppFlag.value(of: "--menu", in: ["--menu"]) == nil)
    }

    @Test("isSet(_:in:) finds a switch before --") func switches() {
        #expect(AppFlag.isSet("--no-prices", in: ["--size", "800x480", "--no-prices"]))
        #expect(!AppFlag.isSet("--no-prices", in: ["--", "--no-prices"]))
    }
}
