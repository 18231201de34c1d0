import Testing
import PaneGeometry
import PaneInput
import PaneText
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

/// An engine with as many candidates as it is told, logging each it is asked for.
final class ManyCandidates: InputMethod {
    var candidateCount: Int
    var asked: [Int] = []
    var chosen: [Int] = []
    init(_ count: Int) { candidateCount = count }
    var name: String { "many" }
    func process(_ key: String) -> InputMethodEdit { InputMethodEdit(handled: false) }
    func candidate(at index: Int) -> String {
        asked.append(index)
        return "候选\(index)"
    }
    func chooseCandidate(at index: Int) -> InputMethodEdit {
        chosen.append(index)
        candidateCount = 3
        return InputMethodEdit(committed: "候选\(index)", marked: "rest")
    }
    func flush() -> InputMethodEdit { InputMethodEdit() }
}

/// An engine with a fixed list of candidates.
final class FixedCandidates: InputMethod {
    let words: [String]
    init(_ words: [String]) { self.words = words }
    var name: String { "fixed" }
    var candidateCount: Int { words.count }
    func process(_ key: String) -> InputMethodEdit { InputMethodEdit(handled: false) }
    func candidate(at index: Int) -> String { words[index] }
    func chooseCandidate(at index: Int) -> InputMethodEdit { InputMethodEdit(committed: words[index]) }
    func flush() -> InputMethodEdit { InputMethodEdit() }
}

@MainActor
@Suite(.serialized) struct CandidateBarTests {
    /// A 320 pt bar at the top of a window, over `engine`.
    private func bar(_ engine: ManyCandidates) -> (Window, CandidateBar) {
        let window = Window(size: Size(width: 320, height: 200))
        let bar = CandidateBar(frame: Rect(x: 0, y: 0, width: 320, height: 44), theme: ownTheme())
        window.addSubview(bar)
        bar.inputMethod = engine
        window.layoutIfNeeded()
        return (window, bar)
    }

    @Test("ten thousand candidates: only those in view and a bar's width beyond are asked for, once each, in order")
    func asksOnlyForWhatShows() {
        let engine = ManyCandidates(10_000)
        let (_, bar) = bar(engine)
        // Every candidate is at least 44 pt wide, so 640 pt (the bar and one more width) hold at
        // most 15 of them.
        #expect(!engine.asked.isEmpty && engine.asked.count <= 15)
        #expect(engine.asked == Array(0..<engine.asked.count))
        #expect(bar.candidateCount == 10_000)
        let measured = bar.contentFrame(ofCandidate: engine.asked.count - 1)!.maxX
        #expect(measured >= 640)
        #expect(bar.scrollView.contentSize == Size(width: measured + 320, height: 44))
        // Labels exist for the candidates in view only, showing their own text.
        let shown = bar.visibleCandidates
        #expect(shown.first == 0 && shown.count < engine.asked.count)
        #expect(shown.allSatisfy { bar.labels[$0]?.text == "候选\($0)" })
        #expect(bar.contentFrame(ofCandidate: shown.last!)!.minX < 320)
        #expect(bar.contentFrame(ofCandidate: shown.last! + 1)!.minX >= 320)
    }

    @Test("scrolling measures a few more each frame, never all; labels are reused")
    func scrolls() {
        let engine = ManyCandidates(10_000)
        let (window, bar) = bar(engine)
        var x = 0.0
        for _ in 0..<40 {
            let before = engine.asked.count
            x += 300
            bar.scrollView.setContentOffset(Point(x: x, y: 0), animated: false)
            window.layoutIfNeeded()
            #expect(bar.scrollView.contentOffset.x == x)
            #expect(engine.asked.count - before <= 8)   // 300 pt of candidates ≥ 44 pt wide
        }
        #expect(engine.asked == Array(0..<engine.asked.count))
        #expect(engine.asked.count < 300)
        let first = bar.visibleCandidates.first!
        #expect(bar.contentFrame(ofCandidate: first)!.maxX > 12_000)
        #expect(bar.contentFrame(ofCandidate: first)!.minX <= 12_000)
        #expect(bar.labels[first]?.text == "候选\(first)")
        // As many labels as ever were in view at once, not one per candidate passed.
        #expect(bar.scrollView.subviews.filter { $0 is Label }.count <= 10)
    }

    @Test("a tap chooses the candidate under it, hands on the edit and shows what is left")
    func tapChooses() throws {
        let engine = ManyCandidates(10_000)
        let (window, bar) = bar(engine)
        var edits: [InputMethodEdit] = []
        bar.onChoose = { edits.append($0) }
        let second = try #require(bar.contentFrame(ofCandidate: 1))
        let touches = TouchFrames(window)
        var t = 10.0
        touches.send(t, .down(1, second.midX, 22))
        t += 0.1
        window.stepAnimations(to: InputTime(seconds: t))
        touches.send(t, .up(1))
        window.stepAnimations(to: InputTime(seconds: t + 0.5))
        window.layoutIfNeeded()
        #expect(engine.chosen == [1])
        #expect(edits == [InputMethodEdit(committed: "候选1", marked: "rest")])
        #expect(bar.candidateCount == 3)
        #expect(bar.visibleCandidates == [0, 1, 2])
        #expect(bar.scrollView.contentSize.width == bar.contentFrame(ofCandidate: 2)!.maxX)
    }

    @Test("the candidates of \"nihao\" in a strip above the keys (golden)") func golden() {
        let scene = Scene(width: 320, height: 44, background: .black)
        let bar = CandidateBar(frame: Rect(x: 0, y: 0, width: 320, height: 44), theme: ownTheme())
        bar.language = "zh-Hans"
        scene.window.addSubview(bar)
        let words = ["你好", "你", "尼", "呢", "泥", "妮", "拟", "逆", "倪", "腻"]
        bar.inputMethod = FixedCandidates(words)
        scene.window.layoutIfNeeded()
        #expect(bar.visibleCandidates.map { bar.labels[$0]?.text } == ["你好", "你", "尼", "呢", "泥", "妮", "拟"])   // 拟 cut by the edge
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "candidate-bar")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("no engine, or nothing composing: an empty bar") func empty() {
        let (_, bar) = bar(ManyCandidates(0))
        #expect(bar.visibleCandidates.isEmpty && bar.scrollView.contentSize.width == 0)
        bar.inputMethod = nil
        #expect(bar.candidateCount == 0)
    }
}
