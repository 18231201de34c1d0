import Benchmark
import Pane

/// The inputs of issue 28, item 2, each laid out with nothing cached but the open fonts and
/// fontconfig's answers (an engine whose layout cache keeps nothing): one grapheme of 10,000 and
/// of 100,000 combining marks; a tap in a text field of 1,000 and of 4,000 characters just after
/// its text changed (the caret's boundaries made again); 20,000 characters no font has; a label
/// of 100,000 characters on one line and in a 300 × 400 label with `numberOfLines = 0`.
func registerLongTextBenchmarks() {
    func engineAndFont() -> Font? {
        Font.named("sans-serif", size: 18, engine: TextEngine(layoutCacheBytes: 0))
    }
    func lorem(_ n: Int) -> String { String(String(repeating: "lorem ipsum ", count: n / 12 + 1).prefix(n)) }

    for marks in [10_000, 100_000] {
        let text = "a" + String(repeating: "\u{301}", count: marks)
        Benchmark("text layout one base + \(marks) combining marks, 300 px") { benchmark in
            guard let font = engineAndFont() else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(TextLayout.make(text, font: font, width: 300, options: TextLayoutOptions()))
            }
            benchmark.stopMeasurement()
        }
    }

    for count in [1_000, 4_000] {
        Benchmark("text field tap after a text change, \(count) characters") { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            let texts = [lorem(count), "x" + lorem(count - 1)]
            await MainActor.run {
                guard let font = engineAndFont() else { return }
                let window = Window(size: Size(width: 800, height: 480))
                let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
                field.font = font
                window.addSubview(field)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    field.text = texts[i % 2]
                    blackHole(field.caretOffset(nearestX: 150))
                }
                benchmark.stopMeasurement()
            }
        }
    }

    var unassigned = ""
    for i in 0..<20_000 { unassigned.unicodeScalars.append(Unicode.Scalar(0xE1000 + UInt32(i))!) }
    Benchmark("text layout 20,000 characters no font has, 300 px") { benchmark in
        guard let font = engineAndFont() else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(TextLayout.make(unassigned, font: font, width: 300, options: TextLayoutOptions()))
        }
        benchmark.stopMeasurement()
    }

    let long = lorem(100_000)
    for (name, lines, height) in [("one line", 1, 40.0), ("numberOfLines 0, 300 × 400", 0, 400.0)] {
        Benchmark("label of 100,000 characters, \(name)") { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard let font = engineAndFont() else { return }
                let label = Label(text: long, frame: Rect(x: 0, y: 0, width: 300, height: height), font: font)
                label.numberOfLines = lines
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(label.layout)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
