import Glibc
import Testing
import PaneGeometry
@testable import PaneInput

/// Recordings of real touchscreens made by other people (evemu's WeTab, N-Trig and Elo files, the
/// eGalax SAW capture of addap/egalax-rs). Their licences are their authors', so the project never
/// copies them: this lane reads them from the folder that the environment variable
/// `PANE_REAL_RECORDINGS` names, and `tools/arm64/lib.sh` binds that folder into the Debian 13
/// environment. The quirks they show are covered without them by the project's own fixtures in
/// `Fixtures/` (protocol-a, egalax-saw-nonzero-minimum, elo-2700-btn-left, ssd253x-tracking-ids;
/// docs/devices.md lists which fixture covers which quirk).
enum RealRecordings {
    /// The folder from `PANE_REAL_RECORDINGS`, or `nil` when it is unset or empty.
    static let directory: String? = {
        guard let value = getenv("PANE_REAL_RECORDINGS"), value.pointee != 0 else { return nil }
        return String(cString: value)
    }()

    /// Whether the lane runs. A variable that is set but names the wrong folder does not disable
    /// it: the tests then fail on the first file they cannot read, so a mistyped path is noticed.
    static let available: Bool = directory != nil

    static func path(_ file: String) -> String { "\(directory ?? "PANE_REAL_RECORDINGS unset")/\(file)" }

    static func frames(_ file: String, size: Size = Size(width: 800, height: 480)) throws -> (EvemuRecording, [TouchFrame]) {
        guard let text = Fixtures.text(atPath: path(file)) else { throw EvemuError(line: 0, message: "\(path(file)) unreadable") }
        let r = try EvemuRecording(parsing: text)
        try r.checkEndsWithReport()
        guard let d = r.description, let decoder = TouchDecoder(description: d, displaySize: size) else {
            throw EvemuError(line: 0, message: "\(file) has no decodable description")
        }
        return (r, decoder.decode(r.events))
    }
}

/// Without `PANE_REAL_RECORDINGS`, `.enabled(if:)` reports the suite as skipped with the reason
/// below, so it is never counted as passed.
@Suite(.enabled(if: RealRecordings.available, "PANE_REAL_RECORDINGS is unset: it names a folder of real touchscreen recordings, not part of the project; Fixtures/ covers the same quirks"))
struct RecordingsTests {
    @Test("WeTab (eGalax, protocol B): 11 taps, each its own tracking id and touch")
    func wetab() throws {
        let (r, frames) = try RealRecordings.frames("evemu-wetab.event")
        #expect(frames.count == 42)
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }
        let ended = frames.flatMap(\.touches).filter { $0.phase == .ended }
        #expect(began.count == 11 && ended.count == 11)
        #expect(Set(began.map(\.id)).count == 11)
        #expect(frames.allSatisfy { $0.activeTouches.count <= 1 })
        // One tracking id per tap in the stream, as many as touches.
        let trackingIDs = r.events.filter { $0.type == EventType.abs && $0.code == AbsCode.mtTrackingID && $0.value >= 0 }.map(\.value)
        #expect(trackingIDs.count == 11 && Set(trackingIDs).count == 11)
        // The first tap: X 13552, Y 27360 of 0..32760 on 800x480.
        #expect(frames.first == TouchFrame(timestamp: InputTime(seconds: 1288981453, microseconds: 966000), touches: [
            Touch(id: TouchID(1), phase: .began, location: Point(x: 13552.0 * 800 / 32761, y: 27360.0 * 480 / 32761),
                  timestamp: InputTime(seconds: 1288981453, microseconds: 966000)),
        ]))
    }

    @Test("N-Trig (protocol A): contacts through mtdev, up to four at once, all ended")
    func ntrig() throws {
        let (_, frames) = try RealRecordings.frames("evemu-ntrig-dell-xt2.event")
        #expect(frames.count == 8)
        #expect(frames[0].touches.map(\.phase) == [.began, .began, .began])
        #expect(frames.map(\.activeTouches.count) == [3, 3, 3, 4, 4, 4, 1, 0])
        #expect(Set(frames.flatMap(\.touches).map(\.id)).count == 4)
        // The first contact of the first frame: X 7411 of 0..9600, Y 4677 of 0..7200.
        #expect(frames[0].touch(withID: TouchID(1))?.location == Point(x: 7411.0 * 800 / 9601, y: 4677.0 * 480 / 7201))
        #expect(frames.last?.touches.allSatisfy { $0.phase == .ended } == true)
    }

    @Test("eGalax SAW (single touch, non-zero minimum): 4 taps, all inside the screen")
    func egalaxSAW() throws {
        let (_, frames) = try RealRecordings.frames("egalax-rs-recording.evemu")
        let touches = frames.flatMap(\.touches)
        #expect(touches.filter { $0.phase == .began }.count == 4)
        #expect(touches.filter { $0.phase == .ended }.count == 4)
        #expect(frames.allSatisfy { $0.activeTouches.count <= 1 })
        #expect(touches.allSatisfy { $0.location.x > 0 && $0.location.x < 800 && $0.location.y > 0 && $0.location.y < 480 })
        // The first tap: X 1072 of 30..4040, Y 1221 of 60..4035, mapped from the minimum.
        #expect(touches.first?.location == Point(x: (1072.0 - 30) * 800 / 4011, y: (1221.0 - 60) * 480 / 3976))
    }

    @Test("Elo 2700 (description only): single touch on BTN_LEFT")
    func elo() throws {
        guard let text = Fixtures.text(atPath: RealRecordings.path("evemu-elo-2700-lp884848.prop")) else {
            throw EvemuError(line: 0, message: "\(RealRecordings.path("evemu-elo-2700-lp884848.prop")) unreadable")
        }
        let d = try #require(try EvemuRecording(parsing: text).description)
        #expect(d.touchscreenCapabilities?.touchProtocol == .singleTouch(button: KeyCode.buttonLeft))
    }
}
