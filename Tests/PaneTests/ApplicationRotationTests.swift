import Testing
import PaneDisplay
import PaneGeometry
import PaneInput
import PanePixels
@testable import Pane

/// `Application.rotate(to:)`: a running app turned on its panel shows exactly what an app
/// started in that orientation shows, its views hear the change, and touches follow.
@MainActor
@Suite struct ApplicationRotationTests {
    /// A screen that fills the window (autoresizing) with a bar along its bottom and a label
    /// laid out from the bounds, on an app of `size`.
    static func makeApp(_ size: PixelSize, safeArea: EdgeInsets = .zero) -> (Application, Screen) {
        let app = Application(display: HeadlessDisplay(size: size))
        app.window.safeAreaInsets = safeArea
        let screen = Screen(frame: app.window.bounds)
        app.window.addSubview(screen)
        return (app, screen)
    }

    final class Screen: View {
        let bar = View()
        let title = Label(text: "Turned", frame: .zero)
        var transitions: [Size] = []
        var traitChanges = 0

        override init(frame: Rect) {
            super.init(frame: frame)
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backgroundColor = .white
            bar.backgroundColor = Color(rgb: 0x3366CC)
            title.textColor = .black
            addSubview(bar)
            addSubview(title)
        }

        override func layoutSubviews() {
            bar.frame = Rect(x: 0, y: bounds.height - 60 - safeAreaInsets.bottom, width: bounds.width, height: 60)
            title.frame = Rect(x: safeAreaInsets.left + 20, y: safeAreaInsets.top + 20, width: bounds.width - 40, height: 30)
        }

        override func viewWillTransition(to size: Size) { transitions.append(size) }
        override func traitCollectionDidChange(_ previous: TraitCollection?) { traitChanges += 1 }
    }

    static func samePixels(_ a: Application, _ b: Application) -> Bool {
        a.compositor.frame.hasSamePixels(as: b.compositor.frame)
    }

    @Test func aTurnedAppShowsWhatAnAppStartedTurnedShows() throws {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)   // a bezel along the top
        let (app, screen) = Self.makeApp(PixelSize(width: 800, height: 480), safeArea: insets)
        try app.runFrame(at: InputTime(seconds: 0.0))
        try app.rotate(to: .clockwise90)
        #expect(app.rotation == .clockwise90)
        #expect(app.display.size == PixelSize(width: 480, height: 800))
        #expect(app.compositor.frame.width == 480 && app.compositor.frame.height == 800)
        #expect(app.window.bounds.size == Size(width: 480, height: 800))
        // A quarter turn clockwise: the bezel that ran along the top now runs down the left.
        #expect(app.window.safeAreaInsets == EdgeInsets(top: 0, left: 24, bottom: 0, right: 0))
        #expect(screen.transitions == [Size(width: 480, height: 800)])
        #expect(screen.traitChanges == 1)   // regular width became compact
        try app.runFrame(at: InputTime(seconds: 1.0 / 60))
        #expect(screen.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(screen.bar.frame == Rect(x: 0, y: 740, width: 480, height: 60))

        let (started, _) = Self.makeApp(PixelSize(width: 480, height: 800), safeArea: insets.rotated(.clockwise90))
        try started.runFrame(at: InputTime(seconds: 0.0))
        #expect(Self.samePixels(app, started))
        let headless = try #require(app.display as? HeadlessDisplay)
        let shown = headless.screen.hasSamePixels(as: started.compositor.frame)
        #expect(shown)

        // And back: the first picture again.
        try app.rotate(to: .none)
        try app.runFrame(at: InputTime(seconds: 2.0 / 60))
        let (upright, _) = Self.makeApp(PixelSize(width: 800, height: 480), safeArea: insets)
        try upright.runFrame(at: InputTime(seconds: 0.0))
        #expect(Self.samePixels(app, upright))
        #expect(app.window.safeAreaInsets == insets)
    }

    @Test func aHalfTurnKeepsTheSizeAndTurnsTheSafeArea() throws {
        let (app, screen) = Self.makeApp(PixelSize(width: 800, height: 480), safeArea: EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        try app.runFrame(at: InputTime(seconds: 0.0))
        try app.rotate(to: .clockwise180)
        #expect(app.display.size == PixelSize(width: 800, height: 480))
        #expect(app.window.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 24, right: 0))
        try app.runFrame(at: InputTime(seconds: 1.0 / 60))
        #expect(screen.bar.frame == Rect(x: 0, y: 396, width: 800, height: 60))
        // Turning to where it is does nothing.
        try app.rotate(to: .clockwise180)
        #expect(screen.transitions.count == 0)   // the size never changed
    }

    /// Turning and resizing share `followDisplaySize`: a finger down is cancelled by either.
    @Test(arguments: ["rotate", "resize"])
    func touchesDownWhenItTurnsOrResizesAreCancelled(change: String) throws {
        let (app, screen) = Self.makeApp(PixelSize(width: 800, height: 480))
        final class Finger: View {
            var cancelled = 0
            override func touchesCancelled(_ touches: [Touch], at time: InputTime) { cancelled += touches.count }
        }
        let finger = Finger(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        screen.addSubview(finger)
        let down = TouchFrame(timestamp: InputTime(seconds: 0.0),
                              touches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 50, y: 50),
                                              timestamp: InputTime(seconds: 0.0))])
        try app.runFrame(at: InputTime(seconds: 0.0), touches: [down])
        if change == "rotate" { try app.rotate(to: .clockwise270) } else { try app.resize(to: PixelSize(width: 640, height: 480)) }
        #expect(finger.cancelled == 1)
    }

    @Test func theTouchInputTakesTheTurnedPicture() {
        let input = TouchInput(configuration: TouchInput.Configuration(displaySize: Size(width: 800, height: 480),
                                                                       directory: "/nonexistent-pane-input"))
        input.turn(to: .clockwise90, displaySize: Size(width: 480, height: 800))
        #expect(input.configuration.rotation == .clockwise90)
        #expect(input.configuration.displaySize == Size(width: 480, height: 800))
    }

    @Test func rotationsCompose() {
        #expect(Rotation.clockwise90.followed(by: .clockwise270) == .none)
        #expect(Rotation.clockwise180.followed(by: .clockwise180) == .none)
        #expect(Rotation.clockwise270.followed(by: .clockwise180) == .clockwise90)
        #expect(Rotation.clockwise90.turn(to: .none) == .clockwise270)
        #expect(Rotation.none.turn(to: .clockwise180) == .clockwise180)
        for a in Rotation.allCases { for b in Rotation.allCases { #expect(a.followed(by: a.turn(to: b)) == b) } }
    }
}
