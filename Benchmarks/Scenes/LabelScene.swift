public import Pane

/// A 40-word label redrawn every frame from the caches (its text laid out once, its glyphs
/// rasterized once): what a label costs when something asks it to draw again, the cost issue 27's
/// item 6 compares with LVGL's bitmap-font label. `arabic` uses Arabic words, which the system
/// font lacks (they come from a fallback face), else English ones. 800x480, wrapped at 760 px,
/// the label as tall as its lines.
public final class LabelScene: Scene {
    let stage = SceneStage(width: 800, height: 480)
    let label: Label

    public init(arabic: Bool) {
        let words = arabic ? ["مرحبا", "بالعالم", "كتاب", "مدينة", "شمس", "قهوة", "تذكرة", "متحف"]
                           : ["welcome", "to", "the", "museum", "tap", "here", "for", "tickets"]
        let text = (0..<40).map { words[$0 % words.count] }.joined(separator: " ")
        label = Label(text: text, frame: Rect(x: 20, y: 20, width: 760, height: 0))
        label.numberOfLines = 0
        label.frame.size = label.sizeThatFits(Size(width: 760, height: 0))   // as an app sizes it
        label.textColor = .black
        stage.window.backgroundColor = .white
        stage.window.addSubview(label)
        _ = stage.renderAndPresent()   // lays the text out and rasterizes the glyphs
    }

    public func nextFrame() -> Int {
        label.setNeedsDisplay()
        return stage.renderAndPresent()
    }
}
