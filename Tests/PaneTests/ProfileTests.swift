import Testing
import Glibc
@testable import Pane

@Suite struct ProfileTests {
    /// A small complete profile: info, two frames (the second shown by a flip), a touch, a sample, end.
    static func bytes(version: UInt32 = ProfileFormat.version) -> [UInt8] {
        var b = ProfileFormat.magic
        withUnsafeBytes(of: version.littleEndian) { b += $0 }
        b += [0, 0, 0, 0]
        b += ProfileFormat.record(.info, [16_666_667, 800, 480, 0, 42, 5])
        b += ProfileFormat.record(.frame, [0, 1_000, 1, 2, 3, 4, 5, 0, 0])
        b += ProfileFormat.record(.touch, [900, 1])
        b += ProfileFormat.record(.frame, [1, 2_000, 10, 20, 30, 40, 50, 100, 0])
        b += ProfileFormat.record(.flip, [1, 18_000_000, 77])
        b += ProfileFormat.record(.sample, [2_000, 3_000, 4_000, 1024, 3])
        b += ProfileFormat.record(.end, [20_000_000, 0, 0])
        return b
    }

    @Test func readsEveryRecord() throws {
        let p = try Profile(bytes: Self.bytes())
        #expect(p.refreshInterval == 0.016_666_667 && p.width == 800 && p.height == 480 && !p.isVirtual && p.pid == 42)
        #expect(p.frames.map(\.number) == [0, 1])
        #expect(p.frames[1].phases == [10, 20, 30, 40, 50] && p.frames[1].damagedPixels == 100)
        #expect(p.frames[1].vblank == 18_000_000 && p.frames[1].sequence == 77 && p.frames[0].vblank == nil)
        #expect(p.touches == [Profile.Touch(kernelTime: 900, frame: 1)])
        #expect(p.samples == [Profile.Sample(time: 2_000, wall: 3_000, cpu: 4_000, residentKiB: 1024, pendingWork: 3)])
        #expect(p.end == Profile.End(time: 20_000_000, reason: 0, detail: 0))
        #expect(p.isComplete && p.trailingBytes == 0)
    }

    @Test("cut anywhere after the info record: the whole records survive, and the file says it was cut")
    func cutShort() throws {
        let full = Self.bytes()
        let infoEnd = 16 + 8 + 6 * 8
        for length in infoEnd..<(full.count - 1) {
            let p = try Profile(bytes: Array(full[0..<length]))
            #expect(!p.isComplete)
            #expect(p.wholeLength + p.trailingBytes == length)
            #expect(p.frames.count == (length >= infoEnd + 80 ? 1 : 0) + (length >= infoEnd + 80 + 24 + 80 ? 1 : 0))
        }
    }

    @Test func badFiles() {
        #expect(throws: ProfileError("p is empty: nothing was recorded")) { try Profile(bytes: [], name: "p") }
        #expect(throws: ProfileError("p is cut short inside its header (5 bytes): nothing was recorded")) {
            try Profile(bytes: Array(Self.bytes()[0..<5]), name: "p")
        }
        #expect(throws: ProfileError("p is not a Pane profile (it does not start with PANEPROF)")) {
            try Profile(bytes: Array("{\"frame\": 1}\n{\"frame\": 2}\n".utf8), name: "p")
        }
        #expect(throws: ProfileError("p is cut short before its info record: nothing was recorded")) {
            try Profile(bytes: Array(Self.bytes()[0..<30]), name: "p")
        }
        #expect(throws: ProfileError("p is a version 2 profile; this fps reads version 1 and older: use the fps that came with the app")) {
            try Profile(bytes: Self.bytes(version: 2), name: "p")
        }
    }

    @Test("records of unknown kinds and extra fields are skipped")
    func forwardCompatible() throws {
        var b = Array(Self.bytes().dropLast(8 + 24))
        b += ProfileFormat.record(.frame, [2, 3_000, 1, 1, 1, 1, 1, 0, 0, 99, 98])
        b += [0x63, 0, 1, 0, 0, 0, 0, 0] + [UInt8](repeating: 7, count: 8)
        b += ProfileFormat.record(.end, [4_000, 0, 0])
        let p = try Profile(bytes: b)
        #expect(p.frames.map(\.number) == [0, 1, 2] && p.isComplete)
    }

    @Test func readFileFails() {
        #expect(throws: ProfileError("cannot read /nonexistent/x: No such file or directory")) { try Profile(path: "/nonexistent/x") }
    }
}
