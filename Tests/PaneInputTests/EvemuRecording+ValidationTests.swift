import Testing
@testable import PaneInput

/// Issue 11 items 2 and 3: events no device could send are skipped before libevdev, mtdev or
/// the decoder; an unfinished last frame is dropped. Each with a warning naming the line.
@Suite struct EvemuRecordingValidationTests {
    /// Fixtures/fault-abs-above-max.evemu: the event that crashed mtdev (EV_ABS 0x7f, above
    /// ABS_MAX; confirmed with mtdev alone under AddressSanitizer: a wild WRITE in
    /// mtdev_put_event), an undeclared BTN_LEFT, a type above EV_MAX and EV_SYN code 9.
    @Test func impossibleEventsAreSkippedWithOneWarningEach() throws {
        var r = try Fixtures.recording("fault-abs-above-max")
        let before = r.events.count
        let warnings = r.removeImpossibleEvents()
        #expect(warnings == [
            EvemuError(line: 32, message: "event skipped: code 0x7f is above the largest of type 0x03 (0x3f)"),
            EvemuError(line: 36, message: "event skipped: the device does not declare code 0x110 of type 0x01"),
            EvemuError(line: 37, message: "event skipped: event type 0x20 does not exist"),
            EvemuError(line: 38, message: "event skipped: EV_SYN code 0x09 is not one a device sends"),
        ])
        #expect(r.events.count == before - 4 && r.eventLines.count == r.events.count)
        #expect(r.eventLines.contains(33) && !r.eventLines.contains(32))
        #expect(r.removeImpossibleEvents().isEmpty, "what is left is all possible")
    }

    /// Without a description only the kernel's ranges are known: an undeclared code passes, an
    /// impossible one does not; a type without codes (EV_PWR, 0x16) does not exist for a device.
    @Test func withoutADescriptionOnlyRangesAreChecked() throws {
        var r = try EvemuRecording(parsing: """
            E: 0.000000 0001 0110 0001
            E: 0.000000 0001 0300 0001
            E: 0.000000 0016 0000 0001
            E: 0.000000 0000 0000 0000
            """)
        #expect(r.removeImpossibleEvents().map(\.line) == [2, 3])
        #expect(r.events.count == 2)
    }

    /// Fixtures/fault-ends-inside-frame.evemu: stopped with Ctrl-C after line 36's SYN_REPORT.
    @Test func anUnfinishedLastFrameIsDroppedWithOneWarning() throws {
        var r = try Fixtures.recording("fault-ends-inside-frame")
        let before = r.events.count
        let warning = r.dropUnfinishedFrame()
        #expect(warning == EvemuError(line: 37, message: "the recording ends inside a frame: 3 events from here on "
                                                        + "have no SYN_REPORT and are dropped (stopped with Ctrl-C?)"))
        #expect(r.events.count == before - 3 && r.events.last?.isReport == true && r.eventLines.last == 36)
        #expect(r.dropUnfinishedFrame() == nil, "once")
    }

    @Test func aRecordingWithoutAnyReportKeepsNothing() throws {
        var r = try EvemuRecording(parsing: "E: 0.000000 0003 0000 0001\n")
        #expect(r.dropUnfinishedFrame()?.message.hasPrefix("the recording ends inside a frame: 1 event from here") == true)
        #expect(r.events.isEmpty && r.eventLines.isEmpty)
    }
}
