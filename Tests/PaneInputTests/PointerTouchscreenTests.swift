import Testing
import PaneGeometry
@testable import PaneInput

/// The desktop window's pointer as a touchscreen: positions go out as raw events and come back,
/// through the board's calibration and rotation, as the same points.
@Suite struct PointerTouchscreenTests {
    static let points = [Point(x: 0.5, y: 0.5), Point(x: 400, y: 240), Point(x: 123.5, y: 45), Point(x: 479, y: 479),
                         Point(x: 17, y: 300.5), Point(x: 1, y: 478.5)]

    /// Where a touch at `point` lands on a `screen`.
    static func landing(_ point: Point, on screen: PointerTouchscreen) -> Point? {
        defer { _ = screen.update([], time: InputTime(nanoseconds: 2)) }
        return screen.update([(0, point)], time: InputTime(nanoseconds: 1)).first?.touches.first?.location
    }

    @Test("every whole and half point comes back exactly, at every rotation", arguments: Rotation.allCases)
    func roundTrip(rotation: Rotation) {
        let turned = rotation == .clockwise90 || rotation == .clockwise270
        let size = turned ? Size(width: 480, height: 800) : Size(width: 800, height: 480)
        let screen = PointerTouchscreen(displaySize: size, rotation: rotation)
        for p in Self.points { #expect(Self.landing(p, on: screen) == p, "\(rotation) \(p)") }
    }

    @Test("the edges: an axis the rotation flips reaches from half a point to the last point, as a panel's digitizer does (libinput's inclusive ranges); the others from 0 to the last half point clamped to the last point")
    func edges() {
        let plain = PointerTouchscreen(displaySize: Size(width: 800, height: 480))
        #expect(Self.landing(Point(x: 0, y: 0), on: plain) == Point(x: 0, y: 0))
        #expect(Self.landing(Point(x: 799.5, y: 479.5), on: plain) == Point(x: 799, y: 479))
        let flipped = PointerTouchscreen(displaySize: Size(width: 800, height: 480), rotation: .clockwise180)
        #expect(Self.landing(Point(x: 0, y: 0), on: flipped) == Point(x: 0.5, y: 0.5))
        #expect(Self.landing(Point(x: 799.5, y: 479.5), on: flipped) == Point(x: 799, y: 479))
    }

    @Test("under a board's calibration the touch still lands on the pointer (to a raw unit, half a point)")
    func calibrated() {
        let calibration = CalibrationMatrix(1.02, 0.01, -0.015, -0.005, 0.98, 0.02)
        let screen = PointerTouchscreen(displaySize: Size(width: 800, height: 480), calibration: calibration, rotation: .clockwise180)
        for p in [Point(x: 400, y: 240), Point(x: 123.5, y: 45), Point(x: 17, y: 300.5), Point(x: 700, y: 400)] {
            let location = Self.landing(p, on: screen) ?? Point(x: -1, y: -1)
            #expect(abs(location.x - p.x) <= 0.5 && abs(location.y - p.y) <= 0.5, "\(p) → \(location)")
        }
    }

    @Test("two fingers: one report each time, began, moved, ended in slots, a still finger sends nothing, and the recording replays the same frames")
    func twoFingersAndRecording() throws {
        let screen = PointerTouchscreen(displaySize: Size(width: 800, height: 480))
        screen.keepsEvents = true
        var frames = screen.update([(0, Point(x: 450, y: 280)), (1, Point(x: 350, y: 200))], time: InputTime(nanoseconds: 1_000_000))
        frames += screen.update([(0, Point(x: 450, y: 280)), (1, Point(x: 350, y: 200))], time: InputTime(nanoseconds: 2_000_000))
        frames += screen.update([(0, Point(x: 460, y: 285)), (1, Point(x: 340, y: 195))], time: InputTime(nanoseconds: 3_000_000))
        frames += screen.update([], time: InputTime(nanoseconds: 4_000_000))
        #expect(frames.map { $0.touches.map(\.phase) } == [[.began, .began], [.moved, .moved], [.ended, .ended]])
        #expect(frames[1].touches.map(\.location) == [Point(x: 460, y: 285), Point(x: 340, y: 195)])
        #expect(!screen.isTouching)
        let text = screen.recording.evemuText
        let replayed = RecordingReplay(try EvemuRecording(parsing: text),
                                       decoder: try #require(TouchDecoder(description: screen.description,
                                                                          displaySize: Size(width: 800, height: 480))))
        #expect(replayed.warnings.isEmpty)
        #expect(replayed.frames.map { $0.touches.map(\.location) } == frames.map { $0.touches.map(\.location) })
    }
}
