import Testing
@testable import PaneInput

/// The evemu writer: evemu's own line formats, and a round trip through the reader.
@Suite struct EvemuRecordingWritingTests {
    @Test("E: lines are evemu's '%lu.%06u %04x %04x %04d', times from the first event")
    func eventLines() {
        let start = InputTime(seconds: 100, microseconds: 0)
        #expect(EvemuRecording.line(for: InputEvent(time: InputTime(seconds: 100, microseconds: 4016), type: 3, code: 0x35, value: 431), since: start)
                == "E: 0.004016 0003 0035 0431\n")
        #expect(EvemuRecording.line(for: InputEvent(time: InputTime(seconds: 102, microseconds: 5), type: 3, code: 0x39, value: -1), since: start)
                == "E: 2.000005 0003 0039 -001\n")
        #expect(EvemuRecording.line(for: InputEvent(time: start, type: 4, code: 4, value: 852034), since: start)
                == "E: 0.000000 0004 0004 852034\n")
    }

    @Test("the header has evemu's N:, I:, P:, B: (whole 8-byte lines per type) and A: lines")
    func header() {
        var d = DeviceDescription(name: "panel", id: .init(bustype: 0x18, vendor: 1, product: 2, version: 3), properties: [InputProperty.direct])
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.enable(type: EventType.abs, code: AbsCode.x, info: AbsInfo(minimum: 0, maximum: 799, fuzz: 0, resolution: 12))
        let text = EvemuRecording.header(for: d)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "# EVEMU 1.3")
        #expect(lines.contains("N: panel"))
        #expect(lines.contains("I: 0018 0001 0002 0003"))
        #expect(lines.contains("P: 02 00 00 00 00 00 00 00"))
        #expect(lines.contains("B: 00 0b 00 00 00 00 00 00 00"))
        #expect(lines.filter { $0.hasPrefix("B: 01 ") }.count == 12)  // KEY_MAX 0x2ff: 96 bytes
        #expect(lines.contains("B: 01 00 04 00 00 00 00 00 00"))
        #expect(lines.contains("B: 03 01 00 00 00 00 00 00 00"))
        #expect(lines.contains("A: 00 0 799 0 0 12"))
    }

    @Test("every fixture survives write → read unchanged, description and events")
    func roundTrip() throws {
        for name in ["ssd253x-tracking-ids", "egalax-saw-nonzero-minimum", "protocol-a", "syn-dropped", "ilitek-twin-mouse", "hover"] {
            let r = try Fixtures.recording(name)
            let again = try EvemuRecording(parsing: r.evemuText)
            #expect(again.description == r.description, "\(name)")
            #expect(again.events == r.events, "\(name)")
            #expect(again.version == (1, 3))
        }
    }
}
