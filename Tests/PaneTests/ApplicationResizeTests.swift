import Testing
import PaneDisplay
import PaneGeometry
import PaneInput
import PanePixels
@testable import Pane

/// `Application.resize(to:)` and the desktop window's size arithmetic (`WindowResize`): a
/// resized app shows exactly what an app started at that size shows, its views hear the change,
/// the keyboard follows, and a window's pixels become whole picture points.
@MainActor
@Suite struct ApplicationResizeTests {
    typealias Screen = ApplicationRotationTests.Screen

    @Test func aResizedAppShowsWhatAnAppStartedAtThatSizeShows() throws {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        let (app, screen) = ApplicationRotationTests.makeApp(PixelSize(width: 800, height: 480), safeArea: insets)
        try app.runFrame(at: InputTime(seconds: 0.0))
        try app.resize(to: PixelSize(width: 420, height: 600))
        #expect(app.display.size == PixelSize(width: 420, height: 600))
        #expect(app.compositor.width == 420 && app.compositor.height == 600)
        #expect(app.window.bounds.size == Size(width: 420, height: 600))
        #expect(app.window.safeAreaInsets == insets)   // a resize keeps the board's safe area
        #expect(screen.transitions == [Size(width: 420, height: 600)])
        #expect(screen.traitChanges == 1)   // regular width became compact
        try app.runFrame(at: InputTime(seconds: 1.0 / 60))
        #expect(screen.frame == Rect(x: 0, y: 0, width: 420, height: 600))
        #expect(screen.bar.frame == Rect(x: 0, y: 540, width: 420, height: 60))

        let (started, _) = ApplicationRotationTests.makeApp(PixelSize(width: 420, height: 600), safeArea: insets)
        try started.runFrame(at: InputTime(seconds: 0.0))
        #expect(ApplicationRotationTests.samePixels(app, started))
        let headless = try #require(app.display as? HeadlessDisplay)
        let shown = headless.screen.hasSamePixels(as: started.compositor.frame)
        #expect(shown)

        // Larger again, wider than it started: the same as an app started there.
        try app.resize(to: PixelSize(width: 1000, height: 500))
        try app.runFrame(at: InputTime(seconds: 2.0 / 60))
        let (wide, _) = ApplicationRotationTests.makeApp(PixelSize(width: 1000, height: 500), safeArea: insets)
        try wide.runFrame(at: InputTime(seconds: 0.0))
        #expect(ApplicationRotationTests.samePixels(app, wide))
        let shownWide = headless.screen.hasSamePixels(as: wide.compositor.frame)
        #expect(shownWide)
        #expect(screen.transitions.count == 2)
    }

    @Test func theSameSizeChangesNothing() throws {
        let (app, screen) = ApplicationRotationTests.makeApp(PixelSize(width: 800, height: 480))
        try app.runFrame(at: InputTime(seconds: 0.0))
        let compositor = app.compositor
        try app.resize(to: PixelSize(width: 800, height: 480))
        #expect(app.compositor === compositor)
        #expect(screen.transitions.isEmpty)
        #expect(!app.window.needsFrame)
    }

    @Test func theKeyboardFollowsTheNewBottomEdge() throws {
        let (app, _) = ApplicationRotationTests.makeApp(PixelSize(width: 800, height: 480))
        app.window.setKeyboardFrame(Rect(x: 0, y: 280, width: 800, height: 200))
        try app.resize(to: PixelSize(width: 600, height: 400))
        #expect(app.window.keyboardFrame == Rect(x: 0, y: 200, width: 600, height: 200))
    }

    @Test func aDisplayThatKeepsItsSizeOrABadSizeThrowsAndChangesNothing() throws {
        let app = Application(display: FakeFlipDisplay())
        #expect(throws: DisplayError.self) { try app.resize(to: PixelSize(width: 8, height: 8)) }
        #expect(app.window.bounds.size == Size(width: 4, height: 4))
        let (headless, _) = ApplicationRotationTests.makeApp(PixelSize(width: 800, height: 480))
        for bad in [PixelSize(width: 0, height: 480), PixelSize(width: 800, height: -1), PixelSize(width: 8193, height: 480)] {
            do {
                try headless.resize(to: bad)
                Issue.record("\(bad) was taken")
            } catch {
                #expect(error.description == "cannot resize the picture to \(bad): from 1x1 to 8192x8192")
            }
        }
        #expect(headless.display.size == PixelSize(width: 800, height: 480))
        #expect(headless.compositor.width == 800)
    }

    /// Window pixels to whole picture points, at each scale: the leftover pixels of a fractional
    /// scale are letterboxed, and a tiny or huge window is held to the limits.
    @Test(arguments: [
        (600, 400, WindowScale.one, 600, 400),
        (601, 399, .one, 601, 399),
        (1600, 960, .double, 800, 480),
        (801, 481, .double, 400, 240),     // a pixel of each is left over
        (300, 200, .half, 600, 400),
        (301, 201, .half, 602, 402),
        (50, 30, .one, 100, 100),          // the minimum
        (150, 1000, .double, 100, 500),
        (0, 0, .half, 100, 100),
        (-5, 20000, .one, 100, 8192),      // the maximum
    ])
    func pictureSize(window: Int, windowHeight: Int, scale: WindowScale, width: Int, height: Int) {
        #expect(WindowResize.pictureSize(windowWidth: window, windowHeight: windowHeight, scale: scale)
                == PixelSize(width: width, height: height))
    }

    @Test func aPanelSmallerThanTheMinimumIsItsOwnSmallest() {
        let least = WindowResize.smallest(startingAt: PixelSize(width: 40, height: 200))
        #expect(least == PixelSize(width: 40, height: 100))
        #expect(WindowResize.pictureSize(windowWidth: 10, windowHeight: 10, scale: .one, least: least)
                == PixelSize(width: 40, height: 100))
        #expect(WindowResize.smallest(startingAt: PixelSize(width: 800, height: 480)) == WindowResize.minimumSize)
    }

    @Test func pictureLengthUndoesWindowLength() {
        for scale in WindowScale.allCases {
            for length in 1...300 { #expect(scale.pictureLength(scale.windowLength(length)) >= length) }
            for window in 0...300 { #expect(scale.windowLength(scale.pictureLength(window)) <= window) }
        }
        #expect(WindowScale.half.pictureLength(7) == 14)
        #expect(WindowScale.double.pictureLength(7) == 3)
    }

    /// The live edit loop's restart: a followed window comes back at the size it was resized
    /// to, and one at the panel's own size (an odd panel at half scale included) stays the panel's.
    @Test func aRestartedWindowTakesItsSavedSize() {
        let panel = PixelSize(width: 801, height: 480)
        #expect(WindowState.followedSize(panel: panel, scale: .one, saved: nil) == panel)
        #expect(WindowState.followedSize(panel: panel, scale: .one, saved: (600, 400)) == PixelSize(width: 600, height: 400))
        #expect(WindowState.followedSize(panel: panel, scale: .half, saved: (401, 240)) == panel)
        #expect(WindowState.followedSize(panel: panel, scale: .half, saved: (300, 200)) == PixelSize(width: 600, height: 400))
        #expect(WindowState.followedSize(panel: panel, scale: .double, saved: (1201, 20)) == PixelSize(width: 600, height: 100))
    }

    @Test func theFlagParses() throws {
        #expect(try CommandLineFlags.parse([]).windowResize == .follow)
        #expect(try CommandLineFlags.parse(["--window-resize", "letterbox"]).windowResize == .letterbox)
        #expect(try CommandLineFlags.parse(["--window-resize=follow"]).windowResize == .follow)
        #expect(throws: CommandLineError("--window-resize wants follow or letterbox, got 'stretch'")) {
            try CommandLineFlags.parse(["--window-resize", "stretch"])
        }
        #expect(CommandLineFlags.usage.contains("--window-resize MODE"))
    }
}
