import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct ImageViewTests {
    let image = solid(0xFF00_FF00, width: 40, height: 20)

    @Test func contentModesPlaceTheImage() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let size = Size(width: 40, height: 20)
        #expect(ImageView.rect(for: size, in: bounds, mode: .scaleToFill) == bounds)
        #expect(ImageView.rect(for: size, in: bounds, mode: .aspectFit) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(ImageView.rect(for: size, in: bounds, mode: .aspectFill) == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(ImageView.rect(for: size, in: bounds, mode: .center) == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(ImageView.rect(for: .zero, in: bounds, mode: .aspectFit) == .zero)
    }

    @Test func initWithImageTakesItsSize() {
        let v = ImageView(image: image)
        #expect(v.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(v.image === image, "shared, not copied")
    }

    @Test func manyViewsShareOneImage() {
        let scene = Scene(width: 100, height: 30)
        let views = (0..<2).map { i -> ImageView in
            let v = ImageView(image: image)
            v.frame.origin.x = Double(i * 50)
            scene.window.addSubview(v)
            return v
        }
        scene.render()
        #expect(views.allSatisfy { $0.image === image })
        #expect(scene.pixel(0, 0) == 0xFF00_FF00 && scene.pixel(89, 19) == 0xFF00_FF00 && scene.pixel(45, 5) == Color.black.argb)
    }

    @Test func aspectFillOverflowsUnlessClipped() {
        let scene = Scene(width: 100, height: 60)
        let v = ImageView(frame: Rect(x: 30, y: 10, width: 40, height: 40))
        v.image = image
        v.contentMode = .aspectFill   // 80x40, from x 10 to 90
        scene.window.addSubview(v)
        scene.render()
        #expect(scene.pixel(10, 20) == 0xFF00_FF00 && scene.pixel(89, 20) == 0xFF00_FF00)
        v.clipsToBounds = true
        scene.render()
        #expect(scene.pixel(10, 20) == Color.black.argb && scene.pixel(30, 20) == 0xFF00_FF00)
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 80, height: 40)]))
    }

    @Test func newImageDamagesTheView() {
        let scene = Scene(width: 100, height: 60)
        let v = ImageView(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        v.image = image
        scene.window.addSubview(v)
        scene.render()
        v.image = solid(0xFFFF_0000, width: 40, height: 20)
        scene.render()
        #expect(scene.damageIs([PixelRect(x: 0, y: 0, width: 40, height: 20)]))
        #expect(scene.pixel(5, 5) == 0xFFFF_0000)
    }

    /// The view's pixels in `rect` equal `image` drawn scaled there with `filter` on black.
    func showsScaled(_ scene: Scene, _ image: Image, in rect: PixelRect, filter: ScaleFilter) -> Bool {
        let expected = Surface(width: scene.compositor.width, height: scene.compositor.height, fill: .black)
        expected.pixels.drawScaled(image.surface.pixels, into: rect, clip: expected.pixels.bounds, filter: filter,
                                   sourceIsOpaque: image.isOpaque)
        return expected.hasSamePixels(as: scene.compositor.frame)
    }

    /// A 5x4 picture of distinct opaque pixels.
    static let checker: Image = {
        let s = Surface(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { s.pixels[x, y] = 0xFF00_0000 | UInt32(x * 60) << 16 | UInt32(y * 80) << 8 | 0x33 } }
        return Image(s)
    }()

    @Test func magnificationFilterChoosesHowAnEnlargedImageIsSampled() {
        let scene = Scene(width: 64, height: 48)
        let v = ImageView(frame: Rect(x: 3, y: 2, width: 45, height: 28))   // 9x and 7x
        v.image = Self.checker
        scene.window.addSubview(v)
        #expect(v.magnificationFilter == .linear && v.minificationFilter == .linear)   // CALayer's defaults
        scene.render()
        #expect(showsScaled(scene, Self.checker, in: PixelRect(x: 3, y: 2, width: 45, height: 28), filter: .bilinear))
        v.magnificationFilter = .nearest
        #expect(scene.render())
        #expect(scene.damageIs([PixelRect(x: 3, y: 2, width: 45, height: 28)]))
        #expect(showsScaled(scene, Self.checker, in: PixelRect(x: 3, y: 2, width: 45, height: 28), filter: .nearest))
        #expect(scene.pixel(3, 2) == Self.checker.surface[0, 0] && scene.pixel(47, 29) == Self.checker.surface[4, 3])
        v.minificationFilter = .nearest   // not used: nothing shrinks
        v.magnificationFilter = .linear
        scene.render()
        #expect(showsScaled(scene, Self.checker, in: PixelRect(x: 3, y: 2, width: 45, height: 28), filter: .bilinear))
    }

    @Test func minificationFilterAppliesWhenEitherSideShrinks() {
        let big = Image(Surface(width: 40, height: 30, fill: .white))
        big.surface.pixels[1, 1] = Color.red.argb
        let scene = Scene(width: 64, height: 48)
        let v = ImageView(frame: Rect(x: 0, y: 0, width: 20, height: 40))   // half as wide, taller
        v.image = big
        v.minificationFilter = .nearest
        scene.window.addSubview(v)
        scene.render()
        #expect(showsScaled(scene, big, in: PixelRect(x: 0, y: 0, width: 20, height: 40), filter: .nearest))
        v.minificationFilter = .linear
        scene.render()
        #expect(showsScaled(scene, big, in: PixelRect(x: 0, y: 0, width: 20, height: 40), filter: .bilinear))
    }
}
