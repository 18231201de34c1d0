import Testing
@testable import Pane

/// The desktop window's input that needs no window: its flags, the mouse's second finger, the
/// wheel's target, the scale's lengths.
@MainActor
@Suite struct WindowInputTests {
    @Test("--display window, --window-scale 0.5|1|2 and --record parse; other scales are a usage error naming the choices")
    func flags() throws {
        let f = try CommandLineFlags.parse(["--display", "window", "--window-scale", "0.5", "--record=touches.evemu"])
        #expect(f.display == .window && f.windowScale == .half && f.record == "touches.evemu")
        #expect(try CommandLineFlags.parse(["--window-scale", "2"]).windowScale == .double)
        #expect(throws: CommandLineError("--window-scale wants 0.5, 1 or 2, got '1.5'")) {
            try CommandLineFlags.parse(["--window-scale", "1.5"])
        }
        #expect(throws: CommandLineError("--display wants auto, kms, window or headless, got 'x11'")) {
            try CommandLineFlags.parse(["--display", "x11"])
        }
    }

    @Test("window lengths at each scale, an odd width at half scale keeping its last column")
    func scaleLengths() {
        #expect(WindowScale.half.windowLength(800) == 400 && WindowScale.half.windowLength(801) == 401)
        #expect(WindowScale.one.windowLength(800) == 800 && WindowScale.double.windowLength(480) == 960)
    }

    @Test("Ctrl mirrors the second finger about the centre; Ctrl and Shift keep its distance; the mouse alone is one finger")
    func secondFinger() {
        var pointer = WindowPointer(displaySize: Size(width: 800, height: 480))
        pointer.pointer(.down, at: Point(x: 450, y: 280), mirrored: false, together: false)
        #expect(pointer.fingers.map(\.location) == [Point(x: 450, y: 280)])
        pointer.pointer(.up, at: Point(x: 450, y: 280), mirrored: false, together: false)
        #expect(pointer.fingers.isEmpty)

        pointer.pointer(.down, at: Point(x: 450, y: 280), mirrored: true, together: false)
        pointer.pointer(.moved, at: Point(x: 550, y: 330), mirrored: true, together: false)
        #expect(pointer.fingers.map(\.key) == [0, 1])
        #expect(pointer.fingers.map(\.location) == [Point(x: 550, y: 330), Point(x: 250, y: 150)])
        pointer.pointer(.up, at: Point(x: 550, y: 330), mirrored: true, together: false)

        pointer.pointer(.down, at: Point(x: 450, y: 280), mirrored: true, together: true)
        pointer.pointer(.moved, at: Point(x: 460, y: 180), mirrored: true, together: true)
        #expect(pointer.fingers.map(\.location) == [Point(x: 460, y: 180), Point(x: 360, y: 100)])
        // A modifier let go during the gesture changes nothing: the press decided.
        pointer.pointer(.moved, at: Point(x: 470, y: 170), mirrored: false, together: false)
        #expect(pointer.fingers.map(\.location) == [Point(x: 470, y: 170), Point(x: 370, y: 90)])
    }

    @Test("the wheel scrolls a panel mouse's detent (40 pt) a notch within the content, a page a notch when paging, nothing past the end")
    func wheelTargets() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 1000)
        #expect(WindowWheel.target(for: scroll, dx: 0, dy: -1) == Point(x: 0, y: Application.wheelStep))
        #expect(WindowWheel.target(for: scroll, dx: 0, dy: 1) == nil)
        scroll.contentOffset = Point(x: 0, y: 690)
        #expect(WindowWheel.target(for: scroll, dx: 0, dy: -1) == Point(x: 0, y: 700))
        scroll.isPagingEnabled = true
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(WindowWheel.target(for: scroll, dx: 0, dy: -1) == Point(x: 0, y: 600))
        #expect(WindowWheel.target(for: scroll, dx: 0, dy: 1) == Point(x: 0, y: 0))
    }
}
