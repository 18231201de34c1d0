import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PaneTestSupport
@testable import PaneUI

/// Scroll views as pictures: the indicators while scrolling, and a zoomed photo.
@MainActor
@Suite(.serialized) struct ScrollViewGoldenTests {
    func checker(_ w: Int, _ h: Int, cell: Int) -> Image {
        let s = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let on = (x / cell + y / cell) % 2 == 0
                s.pixels[x, y] = on ? 0xFFF2_F2F7 : 0xFF8E_8E93
            }
        }
        return Image(s)
    }

    @Test("spec §10 indicators while scrolled, over-scrolled at the bottom") func indicators() {
        let h = ScrollHarness(bounds: Size(width: 160, height: 120), content: Size(width: 480, height: 600))
        h.scroll.backgroundColor = .white
        let content = ImageView(image: checker(480, 600, cell: 20))
        h.scroll.addSubview(content)
        h.scroll.showIndicators()
        h.scroll.contentOffset = Point(x: 100, y: 200)
        h.scroll.layoutIfNeeded()
        let compositor = Compositor(width: 160, height: 120)
        compositor.render(h.window)
        let a = Golden.compare(compositor.frame, named: "scroll-indicators")
        #expect(a == nil, "\(a?.description ?? "")")
        h.scroll.contentOffset = Point(x: 320, y: 530)   // 50 pt past the bottom: the bar shrinks
        compositor.render(h.window)
        let b = Golden.compare(compositor.frame, named: "scroll-indicators-overscrolled")
        #expect(b == nil, "\(b?.description ?? "")")
    }

    @Test("spec §10 white indicators (indicatorStyle .white) on dark content") func whiteIndicators() {
        let h = ScrollHarness(bounds: Size(width: 160, height: 120), content: Size(width: 480, height: 600))
        h.scroll.backgroundColor = Color(rgb: 0x1C1C1E)
        h.scroll.indicatorStyle = .white
        let s = Surface(width: 480, height: 600)
        for y in 0..<600 {
            for x in 0..<480 { s.pixels[x, y] = (x / 40 + y / 40) % 2 == 0 ? 0xFF2C_2C2E : 0xFF00_0000 }
        }
        h.scroll.addSubview(ImageView(image: Image(s)))
        h.scroll.showIndicators()
        h.scroll.contentOffset = Point(x: 100, y: 200)
        h.scroll.layoutIfNeeded()
        let compositor = Compositor(width: 160, height: 120)
        compositor.render(h.window)
        let g = Golden.compare(compositor.frame, named: "scroll-indicators-white")
        #expect(g == nil, "\(g?.description ?? "")")
    }

    @Test("spec §6 a photo zoomed 2x around its centre") func zoomed() {
        let h = ScrollHarness(bounds: Size(width: 160, height: 120), content: Size(width: 160, height: 120))
        let photo = ImageView(image: checker(160, 120, cell: 10))
        photo.frame = Rect(x: 0, y: 0, width: 160, height: 120)
        h.scroll.addSubview(photo)
        h.zoomView = photo
        h.scroll.maximumZoomScale = 3
        h.scroll.delegate = h
        h.scroll.setZoomScale(2, animated: false)
        let compositor = Compositor(width: 160, height: 120)
        compositor.render(h.window)
        let g = Golden.compare(compositor.frame, named: "scroll-zoomed-2x")
        #expect(g == nil, "\(g?.description ?? "")")
    }
}
