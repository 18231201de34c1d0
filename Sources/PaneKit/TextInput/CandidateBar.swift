public import PaneGeometry
import PaneGestures
public import PaneInput
public import PanePixels
public import PaneText
public import PaneUI

/// The strip of an input method's candidates above the keys (iOS's candidate bar on its Chinese
/// keyboards): the best first at the left, scrolled sideways for more, a tap choosing one.
///
/// A composition can have thousands of candidates (libpinyin has some 2,400 for `xxx`), so the
/// bar asks the engine only for the ones it is about to show: each is asked for once, measured
/// once, and kept (their right edges in `ends`), and the content reaches one bar's width past the
/// last measured candidate, so scrolling on measures a few more each frame and nothing is ever
/// converted or laid out in bulk. Only the candidates in view have a label, reused as they
/// scroll. The keyboard puts the bar in its slot, sets `inputMethod`, calls `reload()` after
/// each key, and applies the edit `onChoose` hands it.
///
/// ```swift
/// let bar = CandidateBar(frame: Rect(x: 0, y: 0, width: 800, height: 44))
/// bar.inputMethod = pinyin
/// bar.onChoose = { edit in field.applyInputMethodEdit(edit) }
/// ```
public final class CandidateBar: View {
    /// The engine whose candidates show; setting it reloads.
    public var inputMethod: (any InputMethod)? { didSet { reload() } }
    /// Told the edit a tapped candidate made (`InputMethod.chooseCandidate(at:)`), after which
    /// the bar shows the candidates of what is still composing.
    public var onChoose: ((InputMethodEdit) -> Void)?
    /// The candidates' font: `theme.font` unless set.
    public var font: Font? { didSet { applyLook(); reload() } }
    /// The language the candidates are shown in (a font's CJK variants: `zh-Hans`, `ko`).
    public var language: String? { didSet { for label in labels.values { label.language = language } } }
    /// Colours; `Theme.current` when the bar was made.
    public var theme: Theme { didSet { applyLook() } }

    /// Space either side of a candidate's text, and the least width a candidate gets (a finger's).
    public static let padding = 12.0
    /// The narrowest a candidate is, so one character is still a touch target.
    public static let minimumCandidateWidth = 44.0

    let scrollView = CandidateScrollView()
    /// The texts asked for so far, in order: candidates 0..<texts.count.
    private(set) var texts: [String] = []
    /// The right edge of each measured candidate, in content coordinates.
    private(set) var ends: [Double] = []
    /// The labels in view, by candidate index, and spare ones.
    private(set) var labels: [Int: Label] = [:]
    private var spare: [Label] = []
    /// How many candidates the engine had at the last reload.
    public private(set) var candidateCount = 0

    /// An empty bar in `frame`, in `theme`'s colours.
    public init(frame: Rect = .zero, theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: frame)
        scrollView.bar = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceHorizontal = true
        addSubview(scrollView)
        scrollView.addGestureRecognizer(TapGestureRecognizer { [unowned self] tap in
            self.tapped(at: tap.location(in: self.scrollView).x)
        })
        applyLook()
    }

    /// An empty bar in `frame`, in the current theme.
    public convenience override init(frame: Rect) { self.init(frame: frame, theme: Theme.current) }
    /// An empty bar with an empty frame.
    public convenience override init() { self.init(frame: .zero, theme: Theme.current) }

    /// Forgets the candidates and shows the engine's current ones from the first, scrolled to
    /// the start. Asks only for those in view.
    public func reload() {
        texts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        for (_, label) in labels { label.isHidden = true; spare.append(label) }
        labels.removeAll(keepingCapacity: true)
        candidateCount = max(0, inputMethod?.candidateCount ?? 0)
        scrollView.setContentOffset(.zero, animated: false)
        tile()
    }

    /// The candidate under content x, or `nil` past the measured ones.
    public func candidateIndex(atContentX x: Double) -> Int? {
        let i = firstEnd(after: x)
        return i < ends.count ? i : nil
    }

    /// The frame of candidate `index` in the bar's scroll content, once measured.
    public func contentFrame(ofCandidate index: Int) -> Rect? {
        guard index >= 0, index < ends.count else { return nil }
        let start = index == 0 ? 0 : ends[index - 1]
        return Rect(x: start, y: 0, width: ends[index] - start, height: bounds.height)
    }

    /// The candidates with a label now (those in view), in order.
    public var visibleCandidates: [Int] { labels.keys.sorted() }

    public override func layoutSubviews() {
        if scrollView.frame != bounds { scrollView.frame = bounds }
        tile()
    }

    private var effectiveFont: Font? { font ?? theme.font }

    /// Measures candidates until they reach `x` (or run out).
    private func measure(through x: Double) {
        guard let engine = inputMethod else { return }
        let font = effectiveFont
        while ends.count < candidateCount, (ends.last ?? 0) < x {
            let text = engine.candidate(at: ends.count)
            let width = Double(font?.width(of: text) ?? 0) + 2 * CandidateBar.padding
            texts.append(text)
            ends.append((ends.last ?? 0) + max(CandidateBar.minimumCandidateWidth, width.rounded(.up)))
        }
    }

    /// The first candidate whose right edge is past `x` (binary search over `ends`).
    private func firstEnd(after x: Double) -> Int {
        var lo = 0, hi = ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Measures what is in view and a bar's width beyond, sizes the content, and gives the
    /// candidates in view their labels.
    func tile() {
        let width = bounds.width
        let visible = scrollView.bounds
        measure(through: visible.maxX + width)
        let measuredEnd = ends.last ?? 0
        let more = ends.count < candidateCount ? width : 0
        let content = Size(width: measuredEnd + more, height: bounds.height)
        if scrollView.contentSize != content { scrollView.contentSize = content }
        var wanted = Set<Int>()
        var i = firstEnd(after: visible.minX)
        while i < ends.count, (i == 0 ? 0 : ends[i - 1]) < visible.maxX {
            wanted.insert(i)
            i += 1
        }
        for (index, label) in labels where !wanted.contains(index) {
            label.isHidden = true
            spare.append(label)
            labels[index] = nil
        }
        for index in wanted {
            let label = labels[index] ?? dequeueLabel()
            labels[index] = label
            label.text = texts[index]
            label.frame = contentFrame(ofCandidate: index) ?? .zero
            label.isHidden = false
        }
    }

    private func dequeueLabel() -> Label {
        if let label = spare.popLast() { return label }
        let label = Label()
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.font = effectiveFont
        label.textColor = theme.textColor
        label.language = language
        scrollView.addSubview(label)
        return label
    }

    private func tapped(at x: Double) {
        guard let engine = inputMethod, let index = candidateIndex(atContentX: x) else { return }
        let edit = engine.chooseCandidate(at: index)
        onChoose?(edit)
        reload()
    }

    private func applyLook() {
        backgroundColor = theme.secondaryBackgroundColor
        for label in labels.values + spare {
            label.textColor = theme.textColor
            label.font = effectiveFont
        }
    }

    /// The bar's scroll view: tiles the bar's candidates each time what is in view changes.
    final class CandidateScrollView: ScrollView {
        weak var bar: CandidateBar?
        override func visibleRectDidChange() {
            super.visibleRectDidChange()
            bar?.tile()
        }
    }
}
