import Testing
@testable import PaneInput

/// The evemu reader (EVEMU-FORMAT.md, versions 1.0 to 1.3) and its errors.
@Suite struct EvemuRecordingParsingTests {
    static let v11 = """
        # EVEMU 1.1
        # Input device name: "eGalax fixture"
        N: eGalax # not a comment
        I: 0003 0eef 72a1 0210
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 32760 31 0
        A: 01 0 32760 31 0
        A: 2f 0 1 0 0 # ABS_MT_SLOT
        A: 35 0 32760 31 0
        A: 36 0 32760 31 0
        A: 39 0 65535 0 0
        E: 1288981453.965969 0003 0039 0431\t# EV_ABS / ABS_MT_TRACKING_ID   431
        E: 1288981453.965979 0003 0035 13552
        # a comment between events
        E: 1288981454.170939 0003 0039 -001
        E: 1288981454.170952 0000 0000 0000

        """

    @Test("a 1.1 file: four-number A: lines, comments anywhere, '#' kept in the name")
    func version11() throws {
        let r = try EvemuRecording(parsing: Self.v11)
        #expect(r.version == (1, 1))
        let d = try #require(r.description)
        #expect(d.name == "eGalax # not a comment")
        #expect(d.id == DeviceDescription.ID(bustype: 3, vendor: 0xeef, product: 0x72a1, version: 0x210))
        #expect(d.properties.isEmpty)
        #expect(d.codes[EventType.key] == [KeyCode.touch])
        #expect(d.codes[EventType.abs] == [0, 1, 0x2f, 0x35, 0x36, 0x39])
        #expect(d.absInfo[0x35] == AbsInfo(minimum: 0, maximum: 32760, fuzz: 31))
        #expect(d.touchCapabilities?.touchProtocol == .slots(count: 2))
        #expect(r.events == [
            InputEvent(time: InputTime(seconds: 1288981453, microseconds: 965969), type: 3, code: 0x39, value: 431),
            InputEvent(time: InputTime(seconds: 1288981453, microseconds: 965979), type: 3, code: 0x35, value: 13552),
            InputEvent(time: InputTime(seconds: 1288981454, microseconds: 170939), type: 3, code: 0x39, value: -1),
            InputEvent(time: InputTime(seconds: 1288981454, microseconds: 170952), type: 0, code: 0, value: 0),
        ])
        #expect(r.eventLines == [20, 21, 23, 24])
        #expect(throws: Never.self) { try r.checkEndsWithReport() }
    }

    @Test("1.2 resolution, 1.3 LED and switch states, and properties")
    func version13() throws {
        let r = try EvemuRecording(parsing: """
            # EVEMU 1.3
            N: x
            I: 0018 0000 0000 0000
            P: 02 00 00 00 00 00 00 00
            B: 00 23 00 02 00 00 00 00 00
            B: 11 03 00 00 00 00 00 00 00
            A: 00 -2000 2000 0 0 9
            L: 00 1
            S: 00 1
            """)
        let d = try #require(r.description)
        #expect(r.version == (1, 3))
        #expect(d.properties == [InputProperty.direct])
        #expect(d.absInfo[0] == AbsInfo(minimum: -2000, maximum: 2000, resolution: 9))
        #expect(d.codes[EventType.led] == [0, 1])
        #expect(d.codes[EventType.sw] == [])
        #expect(d.ledStates == [0: 1] && d.switchStates == [0: 1])
        #expect(r.events.isEmpty)
    }

    @Test("a file without a version line is 1.0; a file of events alone has no description")
    func eventsOnly() throws {
        let r = try EvemuRecording(parsing: "E: 0.5 0003 0000 0012\nE: 0.000001 0000 0000 0000\n")
        #expect(r.version == (1, 0))
        #expect(r.description == nil)
        #expect(r.events.map(\.time) == [InputTime(nanoseconds: 500_000_000), InputTime(nanoseconds: 1000)])
    }

    @Test("malformed lines name their line", arguments: [
        ("# EVEMU 1.3\nN: a\nE: 1.000000 0003 0000\n", 3),
        ("# EVEMU 1.3\nE: 1.000000 0003 zz 1\n", 2),
        ("# EVEMU 1.3\nE: 1.0000000 0003 0000 1\n", 2),
        ("# EVEMU 1.3\nE: 1,000000 0003 0000 1\n", 2),
        ("# EVEMU 1.3\nE: 1.000000 0003 0000 99999999999\n", 2),
        ("N: a\nI: 0003 0eef\n", 2),
        ("N: a\nB: 40 00\n", 2),
        ("N: a\n\nA: 00 0 1 0\n", 3),
        ("N: a\nQ: what\n", 2),
        ("N: a\nno colon here\n", 2),
        ("# EVEMU 2.0\n", 1),
        ("N: a\nP: 0g\n", 2),
    ])
    func malformed(text: String, line: Int) {
        #expect(throws: EvemuError.self) { try EvemuRecording(parsing: text) }
        do {
            _ = try EvemuRecording(parsing: text)
        } catch {
            #expect(error.line == line)
        }
    }

    @Test("a recording cut off inside a frame is reported at its last event's line")
    func truncated() throws {
        let r = try EvemuRecording(parsing: "# EVEMU 1.3\nE: 0.000000 0003 0000 0001\nE: 0.000000 0000 0000 0000\nE: 0.010000 0003 0000 0002\n")
        #expect(throws: EvemuError(line: 4, message: "recording ends inside a frame: no SYN_REPORT after this event (truncated?)")) {
            try r.checkEndsWithReport()
        }
    }
}
