import Testing
import PaneGeometry
import PanePixels
import PaneText
import PaneTestSupport
@testable import PaneUI

/// Whole composited scenes compared with golden PNGs, pixel for pixel.
@MainActor
@Suite(.serialized) struct CompositorGoldenTests {
    func checker(_ side: Int, cell: Int) -> Image {
        let s = Surface(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                s.pixels[x, y] = ((x / cell + y / cell) % 2 == 0) ? 0xFFE0_E0E0 : 0xFF30_3040
            }
        }
        return Image(s)
    }

    @Test func nestedClippingScrollingAlphaAndTransform() {
        let scene = Scene(width: 160, height: 120, background: Color(rgb: 0x202428))
        let panel = view(10, 10, 90, 70, Color(rgb: 0x3A6EA5))
        panel.clipsToBounds = true
        panel.bounds.origin = Point(x: 15, y: 10)   // scrolled: children land 15 left, 10 up
        let photo = ImageView(image: checker(40, cell: 5))
        photo.frame.origin = Point(x: 20, y: 15)
        panel.addSubview(photo)
        let overflow = view(70, 50, 60, 40, Color(rgb: 0xFF9F0A))   // cut by the panel's clip
        panel.addSubview(overflow)
        scene.window.addSubview(panel)

        let glass = view(60, 40, 70, 50, Color(red: 255, green: 255, blue: 255, alpha: 255))
        glass.alpha = 0.4
        scene.window.addSubview(glass)

        let zoomed = view(120, 85, 20, 14, Color(rgb: 0x30D158))
        zoomed.addSubview(view(0, 0, 10, 7, Color(rgb: 0xFF375F)))
        zoomed.transform = Transform(scale: 1.5)
        scene.window.addSubview(zoomed)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "nested-clip-alpha-transform")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test func labelsOverAnImage() throws {
        let scene = Scene(width: 200, height: 80, background: .black)
        let backdrop = ImageView(image: checker(64, cell: 8))
        backdrop.frame = Rect(x: 0, y: 0, width: 200, height: 80)
        backdrop.contentMode = .center
        scene.window.addSubview(backdrop)
        let font = try #require(Font.system(size: 16))
        let title = Label(text: "Pane 1.0", frame: Rect(x: 0, y: 8, width: 200, height: 24), font: font)
        title.textAlignment = .center
        title.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 160)
        scene.window.addSubview(title)
        let right = Label(text: "tap to open", frame: Rect(x: 0, y: 50, width: 190, height: 22), font: font)
        right.textAlignment = .right
        right.textColor = Color(rgb: 0xFFD60A)
        scene.window.addSubview(right)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "labels-over-image")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
