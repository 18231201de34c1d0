import Testing
import PaneGeometry
import PanePixels
import PaneTestSupport
@testable import PaneUI

@MainActor
@Suite(.serialized) struct ViewDecorationTests {
    @Test("rounded corners, borders and shadows, anti-aliased (golden)") func golden() {
        let scene = Scene(width: 240, height: 120, background: Color(rgb: 0xF2F2F7))
        let card = view(12, 12, 96, 60, .white)
        card.cornerRadius = 12
        card.shadowOpacity = 0.3
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 0, height: 3)
        scene.window.addSubview(card)
        let pill = view(124, 16, 100, 32, Color(rgb: 0x007AFF))
        pill.cornerRadius = 16
        scene.window.addSubview(pill)
        let outlined = view(124, 60, 100, 44, nil)
        outlined.cornerRadius = 8
        outlined.borderWidth = 2
        outlined.borderColor = Color(rgb: 0xFF3B30)
        scene.window.addSubview(outlined)
        let circle = view(20, 84, 28, 28, Color(rgb: 0x34C759))
        circle.cornerRadius = 14
        circle.borderWidth = 1.5
        circle.borderColor = .black
        scene.window.addSubview(circle)
        let square = view(60, 84, 40, 28, Color(red: 0xFF, green: 0x9F, blue: 0x0A, alpha: 0x80))
        square.borderWidth = 3
        square.borderColor = Color(rgb: 0x1C1C1E)
        scene.window.addSubview(square)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "decoration")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("a rounded corner: transparent outside the curve, partial on it, solid inside") func cornerPixels() {
        let scene = Scene(width: 40, height: 40, background: .black)
        let v = view(0, 0, 40, 40, .white)
        v.cornerRadius = 10
        scene.window.addSubview(v)
        scene.render()
        #expect(scene.pixel(0, 0) == 0xFF00_0000)          // far outside the curve
        #expect(scene.pixel(20, 0) == 0xFFFF_FFFF)         // along a straight edge: sharp
        #expect(scene.pixel(39, 20) == 0xFFFF_FFFF)
        #expect(scene.pixel(5, 5) == 0xFFFF_FFFF)          // inside the curve
        let edge = scene.pixel(1, 4) & 0xFF                // on the curve: a partial grey
        #expect(edge > 0 && edge < 0xFF)
        #expect(scene.pixel(39, 39) == 0xFF00_0000)
    }

    @Test("RoundedRect's signed distance: negative inside, zero on the outline, radius clamped") func distance() {
        let r = RoundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 8)
        #expect(r.radius == 5)
        #expect(r.distance(10, 5) == -5)
        #expect(r.distance(10, 0) == 0)
        #expect(r.distance(25, 5) == 5)
        #expect(r.distance(0, 0) == (50.0).squareRoot() - 5)
        #expect(r.coverage(10, 0.5) == 1 && r.coverage(10, -0.5) == 0)
    }

    @Test("a shadow widens the raster and the damage by 3σ + 1 beyond the offset; moving redraws nothing") func shadowExtent() {
        let scene = Scene(width: 100, height: 100, background: .white)
        let v = view(30, 30, 20, 20, .white)
        v.shadowOpacity = 1
        v.shadowRadius = 4      // σ = 2: reach 6 + 1 = 7
        v.shadowOffset = Size(width: 2, height: 0)
        scene.window.addSubview(v)
        scene.render()
        #expect(v.raster?.width == 20 + 5 + 9 && v.raster?.height == 20 + 7 + 7)
        #expect(scene.damageIs([PixelRect(x: 0, y: 0, width: 100, height: 100)]))
        #expect(scene.pixel(30 - 5, 40) == 0xFFFF_FFFF)            // the last pixel of the reach is empty
        // Half a pixel outside the shadow's edge (x 52.5 vs 52): 0.5·erfc(0.5 / (2·√2)) = 0.401
        // black, so 255 · (1 − 102/255) = 153 left of white.
        #expect(scene.pixel(52, 40) == 0xFF99_9999)
        v.frame.origin = Point(x: 40, y: 30)
        scene.render()
        #expect(v.rasterCount == 1)
        #expect(scene.damageIs([PixelRect(x: 25, y: 23, width: 34 + 10, height: 34)]))
    }

    @Test("changing a decoration or the background of a decorated view redraws it once") func redraws() {
        let scene = Scene(width: 50, height: 50)
        let v = view(5, 5, 20, 20, .white)
        v.cornerRadius = 4
        scene.window.addSubview(v)
        scene.render()
        #expect(v.rasterCount == 1)
        v.cornerRadius = 4
        scene.render()
        #expect(v.rasterCount == 1)
        v.borderWidth = 1
        scene.render()
        #expect(v.rasterCount == 2)
        v.backgroundColor = .red
        scene.render()
        #expect(v.rasterCount == 3 && scene.pixel(15, 15) == 0xFFFF_0000)
        v.cornerRadius = 0
        v.borderWidth = 0
        scene.render()
        #expect(scene.pixel(5, 5) == 0xFFFF_0000, "undecorated again: the compositor fills the corner")
    }

    @Test("UIKit's defaults: no radius, no border, black, shadow off with offset (0, -3) and radius 3") func defaults() {
        let v = View()
        #expect(v.cornerRadius == 0 && v.borderWidth == 0 && v.borderColor == .black)
        #expect(v.shadowOpacity == 0 && v.shadowOffset == Size(width: 0, height: -3) && v.shadowRadius == 3)
        v.shadowOpacity = 2
        v.cornerRadius = -1
        #expect(v.shadowOpacity == 1 && v.cornerRadius == 0)
    }

    @Test("an image view shares its image until decorated; then it draws it into its raster") func imageView() {
        let iv = ImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let image = solid(0xFF00_FF00, width: 4, height: 4)
        iv.image = image
        #expect(!iv.drawsContent && iv.contentImage()?.image === image)
        iv.cornerRadius = 3
        #expect(iv.drawsContent && iv.contentImage()?.image !== image && iv.rasterCount == 1)
        iv.contentMode = .center
        _ = iv.contentImage()
        #expect(iv.rasterCount == 2)
    }

    @Test("rounded photos: clipsToBounds rounds the image's corners, with a border (golden)") func roundedImages() {
        let scene = Scene(width: 160, height: 80, background: .white)
        let photo = Surface(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 { photo.pixels[x, y] = ((x / 5 + y / 5) % 2 == 0) ? 0xFF30_6090 : 0xFFE0_A040 }
        }
        let image = Image(photo)
        let rounded = ImageView(image: image)
        rounded.frame = Rect(x: 10, y: 10, width: 60, height: 60)
        rounded.contentMode = .aspectFill
        rounded.clipsToBounds = true
        rounded.cornerRadius = 14
        scene.window.addSubview(rounded)
        let bordered = ImageView(image: image)
        bordered.frame = Rect(x: 90, y: 10, width: 60, height: 60)
        bordered.contentMode = .aspectFit
        bordered.backgroundColor = Color(rgb: 0xF2F2F7)
        bordered.cornerRadius = 8
        bordered.borderWidth = 2
        bordered.borderColor = Color(rgb: 0x007AFF)
        bordered.clipsToBounds = true
        scene.window.addSubview(bordered)
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "rounded-images")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
