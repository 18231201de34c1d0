import Testing
import PaneTesting
@testable import Pane

/// `touch-replay --print` of keyboard and mouse recordings (the built tool, as a user runs it).
@Suite struct TouchReplayKeysTests {
    static let tool = AppProcess(product: "touch-replay")
    static let recordings: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast().joined(separator: "/") + "/Recordings"
    }()

    /// The characters of the key-down lines, in order.
    static func typed(_ output: String) -> [String] {
        let marker = "\"characters\": \""
        return output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return parts[1].firstIndex(of: "\"").map { String(parts[1][..<$0]) }
        }.filter { !$0.isEmpty }
    }

    @Test func printsKeysWithWhatTheyTypeInTheLayout() throws {
        try #require(Self.tool.exists, "touch-replay was not built next to the tests: swift build --build-tests")
        let de = Self.tool.run(["--print", "\(Self.recordings)/keys-de-typing.evemu", "--keyboard-layout", "de"])
        #expect(de.status == 0)
        #expect(Self.typed(de.output).joined() == "Grüße êzy@\\r")   // JSON escapes return
        #expect(de.output.hasSuffix("{\"summary\": {\"keyEvents\": 28, \"pointerReports\": 0, \"durationMs\": 1180}}\n"))
        let us = Self.tool.run(["--print", "\(Self.recordings)/keys-de-typing.evemu"])
        #expect(Self.typed(us.output).joined() == "Gr[-e `eyzq\\r")
    }

    @Test func keysHeldAtTheEndAndBadLayouts() throws {
        try #require(Self.tool.exists)
        let held = Self.tool.run(["--print", "\(Self.recordings)/keys-unplugged.evemu"])
        #expect(held.status == 0 && held.output.contains("ends with 2 keys still down; released at its last event"))
        #expect(held.output.contains("{\"t\": 180, \"key\": 42, \"direction\": \"released at end\", \"usage\": 225}"))
        let bad = Self.tool.run(["--print", "\(Self.recordings)/keys-us-typing.evemu", "--keyboard-layout", "xx"])
        #expect(bad.status == 2 && bad.output.hasPrefix("touch-replay: --keyboard-layout: unknown keyboard layout 'xx'; the layouts there are: "))
    }

    @Test func printsMouseReports() throws {
        try #require(Self.tool.exists)
        let mouse = Self.tool.run(["--print", "\(Self.recordings)/mouse-click-wheel.evemu"])
        #expect(mouse.status == 0)
        #expect(mouse.output.contains("\"pressed\": \"272\"") && mouse.output.contains("\"released\": \"272\""))
        #expect(mouse.output.hasSuffix("{\"summary\": {\"keyEvents\": 0, \"pointerReports\": 45, \"durationMs\": 820}}\n"))
    }
}
