// swift-tools-version: 6.0
// Pane: a UI runtime for Linux touch panels. The targets are the layers of DESIGN.md §1;
// a lower layer never imports a higher one.
import PackageDescription

/// The DocC plugin, for `make docs` only (it sets PANE_DOCS=1): nothing links it, so other builds
/// do not resolve or clone it (the Debian 13 environment of `make test-arm64` has no git, and an
/// app that depends on Pane does not fetch it either).
let docsPlugin: [Package.Dependency] = Context.environment["PANE_DOCS"] == "1"
    ? [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")]
    : []

let package = Package(
    name: "Pane",
    products: [
        .library(name: "Pane", targets: ["Pane"]),
        // For apps' own tests: goldens, recorded-touch runs, trace readers (the Testing article, Pane.docc/Articles/Testing.md).
        .library(name: "PaneTesting", targets: ["PaneTesting"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "touch-replay", targets: ["TouchReplay"]),
        .executable(name: "fps", targets: ["FPS"]),
    ],
    dependencies: docsPlugin,
    targets: [
        // C libraries, found with pkg-config; `make` installs the apt packages named here.
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CMtdev", pkgConfig: "mtdev", providers: [.apt(["libmtdev-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        // Speech for the screen reader (the Accessibility article), loaded with dlopen so that an
        // app that never speaks needs no libespeak-ng; its voices are espeak-ng-data.
        .target(name: "CPaneSpeech", linkerSettings: [.linkedLibrary("dl")]),
        // Input methods (the KeysAndFocus article): Korean through libhangul, Chinese through
        // libpinyin and libpinyin-data, both loaded with dlopen so a kiosk without them runs.
        .target(name: "CPaneInputMethods", linkerSettings: [.linkedLibrary("dl")]),
        // Keymaps, key state and compose (libxkbcommon), and the names of the layouts (libxkbregistry).
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev", "libxkbregistry-dev"])]),
        // libdispatch: the run loop serves the main dispatch queue (the main actor), main_queue.c.
        .target(name: "CPaneShims", dependencies: ["CDRM", "CEvdev"], linkerSettings: [.linkedLibrary("dispatch")]),
        .target(name: "CPaneText", dependencies: ["CICU"]),
        // SDL2 through dlopen for the desktop window (WindowDisplay): nothing links SDL.
        .target(name: "CPaneSDL", linkerSettings: [.linkedLibrary("dl")]),

        // The kernel's edge, shared by every layer that calls it: one error type, one EINTR-safe call.
        .target(name: "PaneSystem"),
        .target(name: "PaneGeometry"),
        .target(name: "PanePixels", dependencies: ["PaneSystem", "PaneGeometry", "CPNG", "CPixman", "CTurboJPEG", "CPaneShims"]),
        .target(name: "PaneText", dependencies: ["PaneGeometry", "PanePixels", "CFreeType", "CHarfBuzz", "CFriBidi",
                                                 "CFontconfig", "CPaneText"]),
        .target(name: "PanePhysics", dependencies: ["PaneGeometry"]),
        .target(name: "PaneInput", dependencies: ["PaneSystem", "PaneGeometry", "CEvdev", "CMtdev", "CXKBCommon", "CPaneShims",
                                                  "CPaneInputMethods"]),
        .target(name: "PaneGestures", dependencies: ["PaneGeometry", "PanePhysics", "PaneInput"]),
        .target(name: "PaneUI", dependencies: ["PaneGeometry", "PanePixels", "PaneText", "PanePhysics", "PaneInput", "PaneGestures"]),
        // The kit: controls, stacks, navigation, alerts, the keyboard and the theme, made of PaneUI's views.
        .target(name: "PaneKit", dependencies: ["PaneGeometry", "PanePixels", "PaneText", "PanePhysics", "PaneInput",
                                                "PaneGestures", "PaneUI"]),
        .target(name: "PaneDisplay", dependencies: ["PaneGeometry", "PanePixels", "CDRM", "CPaneShims", "CPaneSDL"]),
        .target(name: "Pane", dependencies: ["PaneSystem", "PaneGeometry", "PanePixels", "PaneText", "PanePhysics", "PaneInput",
                                             "PaneGestures", "PaneUI", "PaneKit", "PaneDisplay", "CPaneShims", "CSystemd", "CPaneSpeech"]),

        .target(name: "PaneGallery", dependencies: ["Pane"]),
        .executableTarget(name: "Gallery", dependencies: ["PaneGallery"], path: "Sources/Gallery"),
        .executableTarget(name: "TouchReplay", dependencies: ["Pane"], path: "tools/touch-replay"),
        .executableTarget(name: "FPS", dependencies: ["Pane", "PaneGallery"], path: "tools/fps"),
        .executableTarget(name: "PanelCheck", dependencies: ["Pane"], path: "tools/panel-check"),
        // Test-only: the main actor served by Pane's loops on a real main thread (MainActorProbeTests).
        .executableTarget(name: "MainActorProbe", dependencies: ["Pane"], path: "tools/main-actor-probe"),
        // Writes settings until it is killed, for the power-cut test (Tests/PaneTests/SettingsPowerCutTests.swift).
        .executableTarget(name: "SettingsWriter", dependencies: ["Pane"], path: "tools/settings-writer"),

        // Counts the allocations of the test binary, thread by thread (see counter.c).
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        // Pins the fonts every test draws and matches with (Tests/Fonts/fonts.conf) when the test binary loads.
        .target(name: "CTestFonts", path: "Tests/CTestFonts"),
        // The example app of the tutorial ("Your first kiosk"), built and replayed by its tests here
        // so `make test` covers it in the same build (the WritingAnApp article).
        .target(name: "CafeKiosk", dependencies: ["Pane"], path: "Examples/CafeKiosk/Sources/CafeKiosk"),
        .executableTarget(name: "cafe-kiosk", dependencies: ["CafeKiosk"], path: "Examples/CafeKiosk/Sources/cafe-kiosk"),
        .testTarget(name: "CafeKioskTests", dependencies: ["CafeKiosk", "PaneTesting"],
                    path: "Examples/CafeKiosk/Tests/CafeKioskTests", exclude: ["Goldens", "Recordings"]),
        // The loading example (issue 22): a screen filled by `app.task` over HTTP, with a spinner and
        // an error screen; its tests run the built `opening-hours` against a server of their own.
        .target(name: "OpeningHours", dependencies: ["Pane"], path: "Examples/OpeningHours/Sources/OpeningHours"),
        .executableTarget(name: "opening-hours", dependencies: ["OpeningHours"], path: "Examples/OpeningHours/Sources/opening-hours"),
        .testTarget(name: "OpeningHoursTests", dependencies: ["OpeningHours", "PaneTesting"],
                    path: "Examples/OpeningHours/Tests/OpeningHoursTests", exclude: ["Goldens"]),

        .target(name: "PaneTesting", dependencies: ["Pane"]),
        // The repository's own test helpers (the panel VM); re-exports PaneTesting.
        .target(name: "PaneTestSupport", dependencies: ["PaneTesting", "CAllocationCounter", "CTestFonts"], path: "Tests/PaneTestSupport"),
        .testTarget(name: "PaneSystemTests", dependencies: ["PaneSystem"]),
        .testTarget(name: "PaneGeometryTests", dependencies: ["PaneGeometry"]),
        .testTarget(name: "PanePixelsTests", dependencies: ["PanePixels", "PaneTestSupport", "CPixman"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PaneTextTests", dependencies: ["PaneText", "PaneTestSupport", "CTestFonts"], exclude: ["Goldens"]),
        .testTarget(name: "PanePhysicsTests", dependencies: ["PanePhysics"]),
        .testTarget(name: "PaneInputTests", dependencies: ["PaneInput"], exclude: ["Fixtures"]),
        .testTarget(name: "PaneGesturesTests", dependencies: ["PaneGestures", "PaneInput"]),
        .testTarget(name: "PaneUITests", dependencies: ["PaneUI", "PaneText", "PaneDisplay", "PaneTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "PaneKitTests", dependencies: ["PaneKit", "PaneUI", "PaneText", "PaneTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "PaneDisplayTests", dependencies: ["PaneDisplay", "PaneTestSupport"]),
        .testTarget(name: "PaneTests", dependencies: ["Pane", "PaneTestSupport"], exclude: ["Recordings", "Goldens"]),
        .testTarget(name: "PaneTestingTests", dependencies: ["PaneTesting"], exclude: ["Goldens", "Recordings"]),
        .testTarget(name: "PaneGalleryTests", dependencies: ["PaneGallery", "PaneTestSupport"], exclude: ["Goldens", "Recordings"]),
    ]
)
