import Testing
import PaneGeometry
@testable import PaneInput

/// Issue 11 items 2, 3 and 8 end to end: each faulty recording replays to frames that end every
/// touch, with its warnings.
@Suite struct RecordingReplayTests {
    static func replay(_ name: String) throws -> RecordingReplay {
        let r = try Fixtures.recording(name)
        let description = try #require(r.description)
        let decoder = try #require(TouchDecoder(description: description, displaySize: Size(width: 800, height: 480)))
        return RecordingReplay(r, decoder: decoder)
    }

    /// The 54-byte crash's shape through mtdev (protocol A): the impossible events are gone
    /// before mtdev sees them, and the one contact decodes around them.
    @Test func eventsThatCrashedMtdevAreSkippedAndTheTouchDecodes() throws {
        let replay = try Self.replay("fault-abs-above-max")
        #expect(replay.warnings.map(\.line) == [32, 36, 37, 38])
        #expect(replay.frames == [
            frame(0.000, (1, .began, 100, 100)),
            frame(0.010, (1, .moved, 110, 100)),
            frame(0.020, (1, .ended, 110, 100)),
        ])
    }

    @Test func completeFramesReplayAndTheTailIsDropped() throws {
        let replay = try Self.replay("fault-ends-inside-frame")
        #expect(replay.warnings.map(\.line) == [37])
        #expect(replay.frames == [frame(0.000, (1, .began, 100, 100)), frame(0.010, (1, .ended, 100, 100))])
    }

    /// A finger still down at the end is cancelled at the last event, as an unplugged device's.
    @Test func aFingerDownAtTheEndIsCancelled() throws {
        let replay = try Self.replay("fault-ends-finger-down")
        #expect(replay.warnings == [EvemuError(line: 36, message: "the recording ends with 1 touch still down; "
                                                                  + "cancelled at its last event")])
        #expect(replay.frames == [
            frame(0.000, (1, .began, 400, 300)),
            frame(0.016, (1, .moved, 400, 280)),
            frame(0.033, (1, .moved, 400, 260)),
            frame(0.033, (1, .cancelled, 400, 260)),
        ])
    }

    /// Slot 0's finger lifted inside the gap and nothing said so: it ends, cancelled, at the
    /// report that closes the drop (0.050), not 580 ms later when slot 0 speaks again (what a
    /// decoder without the rule does: TouchDecoderFaultsTests). Slot 1, which the stream
    /// mentions after the drop, lives on.
    @Test func aTouchLostInADropWithoutResyncIsCancelled() throws {
        let replay = try Self.replay("fault-syn-dropped-no-resync")
        #expect(replay.warnings.isEmpty)
        #expect(replay.frames == [
            frame(0.000, (1, .began, 100, 400), (2, .began, 600, 400)),
            frame(0.016, (1, .moved, 100, 380), (2, .stationary, 600, 400)),
            frame(0.050, (1, .cancelled, 100, 380), (2, .moved, 600, 390)),
            frame(0.630, (2, .stationary, 600, 390), (3, .began, 200, 200)),
            frame(0.650, (2, .ended, 600, 390), (3, .ended, 200, 200)),
        ])
    }

    /// A resynchronised drop (libevdev's sync events, Fixtures/syn-dropped.evemu) decodes as before.
    @Test func aResynchronisedDropIsUnchanged() throws {
        let replay = try Self.replay("syn-dropped")
        #expect(replay.frames == [
            frame(0.000, (1, .began, 100, 100), (2, .began, 200, 200)),
            frame(0.050, (1, .ended, 100, 100), (2, .ended, 200, 200), (3, .began, 150, 150), (4, .began, 300, 300)),
            frame(0.060, (3, .ended, 150, 150), (4, .ended, 300, 300)),
        ])
    }

    @Test func warningLinesAreCappedWithACount() {
        var replay = RecordingReplay(EvemuRecording(description: nil), decoder: TouchDecoderFaultsTests.decoder())
        replay.warnings = (1...13).map { EvemuError(line: $0, message: "event skipped: x") }
        let lines = replay.warningLines(prefix: "f.evemu", limit: 10)
        #expect(lines.count == 11 && lines[0] == "f.evemu: line 1: event skipped: x")
        #expect(lines[10] == "f.evemu: 3 more warnings not shown")
    }
}

/// `TouchDecoder.turn(to:displaySize:)`: a panel turned while the app runs maps the same raw
/// point where the turned picture shows it.
@Suite struct TouchDecoderTurnTests {
    @Test func aTurnedDecoderMapsOntoTheTurnedPicture() throws {
        let r = try Fixtures.recording("fault-ends-finger-down")
        let description = try #require(r.description)
        let decoder = try #require(TouchDecoder(description: description, displaySize: Size(width: 800, height: 480)))
        #expect(decoder.transform.map(100, 48) == Point(x: 100, y: 48))
        decoder.turn(to: .clockwise90, displaySize: Size(width: 480, height: 800))
        // A quarter turn clockwise: the panel's left edge is the picture's bottom, its top the left.
        #expect(decoder.transform.map(100, 48) == Point(x: 48, y: 700))
        decoder.turn(to: .none, displaySize: Size(width: 800, height: 480))
        #expect(decoder.transform.map(100, 48) == Point(x: 100, y: 48))
    }
}
