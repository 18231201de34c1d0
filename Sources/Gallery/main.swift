import Pane
#if canImport(Glibc)
import Glibc
#endif

// For now the gallery is a small headless scene: a title bar, a photo and a caption strip,
// composited and written as ./out/demo.png. The kiosk gallery replaces it (issue 7).

let size = PixelSize(width: 800, height: 480)
let window = Window(size: Size(width: Double(size.width), height: Double(size.height)))
window.backgroundColor = Color(rgb: 0x1C1C1E)

let bar = View(frame: Rect(x: 0, y: 0, width: 800, height: 44))
bar.backgroundColor = Color(rgb: 0x2C2C2E)
window.addSubview(bar)

let photo = ImageView(frame: Rect(x: 40, y: 64, width: 480, height: 360))
photo.contentMode = .aspectFill
photo.clipsToBounds = true
do {
    photo.image = Image(try PNG.decode(contentsOf: "photos/landscape-2.png"))
} catch {
    print("gallery: \(error); showing an empty frame")
    photo.backgroundColor = .gray
}
window.addSubview(photo)

let caption = View(frame: Rect(x: 40, y: 384, width: 480, height: 40))
caption.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 140)
window.addSubview(caption)

for i in 0..<3 {
    let swatch = View(frame: Rect(x: 560, y: 64 + Double(i) * 124, width: 200, height: 110))
    swatch.backgroundColor = [Color(rgb: 0xFF9F0A), Color(rgb: 0x30D158), Color(rgb: 0x0A84FF)][i]
    swatch.alpha = 1 - Double(i) * 0.3
    window.addSubview(swatch)
}

let compositor = Compositor(width: size.width, height: size.height)
let display = HeadlessDisplay(size: size)
compositor.render(window)
do {
    try display.present(compositor.frame, damage: compositor.damage)
    mkdir("out", 0o755)
    try display.writePNG(to: "out/demo.png")
    print("gallery: rendered \(size) headless; wrote out/demo.png")
} catch {
    print("gallery: \(error)")
    exit(1)
}
