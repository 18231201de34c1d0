import Benchmark
import Pane

/// A 1,000-character paragraph of nine scripts and emoji, at 18 px in the system font, 600 px wide:
/// shaping and laying it out (nothing cached but the open fonts and fontconfig's answers), and
/// drawing the laid-out lines (glyphs from the warm glyph cache).
func registerTextBenchmarks() {
    let pieces = ["Welcome to the kiosk, tap anywhere to start.", "欢迎光临，请触摸屏幕开始。",
                  "ようこそ、画面に触れて始めてください。", "환영합니다, 화면을 눌러 시작하세요.",
                  "أهلا وسهلا، المس الشاشة للبدء 123.", "ברוכים הבאים, גע במסך כדי להתחיל.",
                  "ยินดีต้อนรับ แตะหน้าจอเพื่อเริ่ม", "स्वागत है, शुरू करने के लिए स्क्रीन छुएँ।", "👋😀👍🏽🇫🇷"]
    var text = ""
    var i = 0
    while text.unicodeScalars.count < 1000 {
        text += pieces[i % pieces.count] + " "
        i += 1
    }
    let paragraph = String(String.UnicodeScalarView(text.unicodeScalars.prefix(1000)))
    let options = TextLayoutOptions(numberOfLines: 0, lineBreakMode: .byWordWrapping)

    Benchmark("text shape+layout 1,000 mixed-script characters, 600 px") { benchmark in
        let engine = TextEngine(layoutCacheBytes: 0)   // nothing kept: every iteration shapes
        guard let font = Font.named("sans-serif", size: 18, engine: engine) else { return }
        blackHole(TextLayout.make(paragraph, font: font, width: 600, options: options))   // opens the fonts
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(TextLayout.make(paragraph, font: font, width: 600, options: options))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("text draw 1,000 mixed-script characters, 600 px") { benchmark in
        guard let font = Font.system(size: 18) else { return }
        let layout = TextLayout.make(paragraph, font: font, width: 600, options: options)
        let surface = Surface(width: 600, height: layout.height, fill: .white)
        layout.draw(in: surface.pixels, at: (0, 0), color: .black)   // rasterizes the glyphs
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            layout.draw(in: surface.pixels, at: (0, 0), color: .black)
        }
        benchmark.stopMeasurement()
        blackHole(surface.pixels.base)
    }
}
