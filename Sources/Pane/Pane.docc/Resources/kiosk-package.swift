// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CafeKiosk",
    dependencies: [
        // A checkout of Pane beside this package (or `.package(url: "<your Pane remote>", branch: "main")`).
        .package(path: "../pane"),
    ],
    targets: [
        .target(name: "CafeKiosk", dependencies: [.product(name: "Pane", package: "pane")]),
        .executableTarget(name: "cafe-kiosk", dependencies: ["CafeKiosk"]),
        .testTarget(name: "CafeKioskTests", dependencies: [
            "CafeKiosk",
            .product(name: "PaneTesting", package: "pane"),
        ], exclude: ["Goldens", "Recordings"]),
    ]
)
