import Glibc
import Testing
import PaneGeometry
import PaneGestures
import PaneInput

/// Gestures decoded from evemu fixtures of real device types (Tests/GestureFixtures, written by
/// its make-fixtures.py from devices.md rows), through PaneInput's decoder.
@MainActor
@Suite struct RecordedGestureTests {
    static let fixtures: String = {
        let file = String(#filePath)
        let here = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
        return here + "/../GestureFixtures"
    }()

    /// The frames of fixture `name` on a display of `size`.
    static func frames(_ name: String, size: Size = Size(width: 800, height: 480)) throws -> [TouchFrame] {
        let path = "\(fixtures)/\(name).evemu"
        guard let f = fopen(path, "rb") else { throw EvemuError(line: 0, message: "fixture \(path) not found") }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        let recording = try EvemuRecording(parsing: String(decoding: bytes, as: UTF8.self))
        guard let d = recording.description, let decoder = TouchDecoder(description: d, displaySize: size) else {
            throw EvemuError(line: 0, message: "fixture \(name) has no decodable description")
        }
        return decoder.decode(recording.events)
    }

    @Test func ft5x06TapAndPan() throws {   // spec §7.4 T7.4a, spec §7.2 hysteresis and velocity
        let tap = TapGestureRecognizer()
        var translations: [Point] = []
        var velocities: [Point] = []
        let pan = PanGestureRecognizer()
        pan.addAction { [unowned pan] _ in
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
        let s = TouchScript([("tap", tap), ("pan", pan)])
        for f in try Self.frames("ft5x06-tap-pan") { s.feed(f) }
        s.advance(to: 5)
        #expect(s.entries(of: "tap").first == .init(name: "tap", state: .recognized, ms: 80))
        #expect(s.entries(of: "pan").map(\.state) == [.failed, .began] + Array(repeating: .changed, count: 5) + [.ended])
        #expect(s.entries(of: "pan")[1].ms == 1040)
        // 10 px per 40 ms report, 1:1 with the 800x480 mode: begins at 10 with 0, then 30 px reads 20.
        #expect(translations == [0, 10, 20, 30, 40, 50, 50].map { Point(x: 0, y: Double($0)) })
        // Samples of 250 pt/s: 0.2·250 at began, then 0.2·250 + 0.8·250 (spec §7.2).
        #expect(close(velocities[0], Point(x: 0, y: 50)) && close(velocities[6], Point(x: 0, y: 250)))
    }

    @Test func egalaxSingleTouchDoubleTapAndPan() throws {   // spec §7.4 T7.4d, spec §7.6, §7.2
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var final = Point.zero
        let pan = PanGestureRecognizer()
        pan.addAction { [unowned pan] _ in final = pan.translation(in: nil) }
        let s = TouchScript([("single", single), ("double", double), ("pan", pan)])
        for f in try Self.frames("egalax-saw-double-tap-pan") { s.feed(f) }
        s.advance(to: 3)
        // Lifts at 0.1 s and 0.45 s, the second touch-down 0.25 s after the first lift.
        #expect(s.entries(of: "double").first == .init(name: "double", state: .recognized, ms: 450))
        #expect(s.entries(of: "single").first == .init(name: "single", state: .failed, ms: 450))
        #expect(s.entries(of: "single").count == 2, "and it fails again when the drag begins")
        #expect(s.entries(of: "pan").filter { $0.state != .failed }.map(\.ms) == [2010, 2020, 2030, 2040, 2050, 2100])
        // X 30..4040 maps inclusively onto 800 pt (devices.md, DESIGN.md §5): 401 raw units are
        // 401·800/4011 pt, less the 10 pt of hysteresis.
        #expect(close(final, Point(x: 401.0 * 800 / 4011 - 10, y: 0)))
    }

    @Test func microtouchPinch() throws {   // spec §7.3 T7.3a (shifted reference), first contact without a slot
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer { scales.append($0.scale) }
        let s = TouchScript([("pinch", pinch)])
        for f in try Self.frames("microtouch-pinch") { s.feed(f) }
        // 100 pt apart, +12.5 pt per report: 112.5 passes the 8 pt hysteresis; reference 108.
        #expect(s.entries(of: "pinch").first == .init(name: "pinch", state: .began, ms: 16))
        #expect(scales.count == 9)
        #expect(close(scales[0], 112.5 / 108) && close(scales[7], 200.0 / 108) && close(scales[8], 200.0 / 108))
        #expect(s.entries(of: "pinch").last?.state == .ended)
        #expect(pinch.location(in: nil) == Point(x: 400, y: 240))
    }
}
