public import PaneGestures
public import PaneGeometry
public import PanePixels
public import PaneInput
public import PaneUI

/// A row of segments, one of them selected (UIKit's `UISegmentedControl`, iOS 13 look: a pale
/// rounded track with a raised rounded tile under the selected segment).
///
/// A tap selects the segment under the finger at the lift and sends `.valueChanged` when the
/// selection changed; setting `selectedSegmentIndex` from code sends nothing. Segments share
/// the width equally.
open class SegmentedControl: Control {
    /// UISegmentedControl's `noSegment`: nothing selected.
    public static let noSegment = -1
    /// The control's natural height (Pane's choice, close to UIKit's 32 pt).
    public static let height = 32.0

    /// The selected segment, or `noSegment`; setting it from code sends nothing.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet { if selectedSegmentIndex != oldValue { stateDidChange(); setNeedsLayout() } }
    }
    /// How many segments there are.
    public var numberOfSegments: Int { labels.count }
    /// The control's colours and segment font; a change restyles it.
    public var theme: Theme { didSet { for l in labels { l.font = theme.footnoteFont }; stateDidChange() } }

    let tile = View()
    var labels: [Label] = []
    /// The segment the finger is on, shown pressed.
    var pressedIndex: Int?

    /// Segments titled `items`, none selected.
    public init(items: [String], theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: .zero)
        tile.isUserInteractionEnabled = false
        tile.shadowOpacity = 0.12
        tile.shadowRadius = 4
        tile.shadowOffset = Size(width: 0, height: 2)
        addSubview(tile)
        for item in items { insertSegment(withTitle: item, at: labels.count) }
        stateDidChange()
    }

    /// A control with no segments in `frame`.
    public override convenience init(frame: Rect) {
        self.init(items: [])
        self.frame = frame
    }

    /// Adds a segment titled `title` at `index` (clamped to the segments there are).
    public func insertSegment(withTitle title: String, at index: Int) {
        let label = Label(text: title)
        label.font = theme.footnoteFont
        label.isUserInteractionEnabled = false
        labels.insert(label, at: min(max(0, index), labels.count))
        addSubview(label)
        if selectedSegmentIndex >= index, selectedSegmentIndex != SegmentedControl.noSegment { selectedSegmentIndex += 1 }
        stateDidChange()
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `index`; an index out of range is ignored.
    public func removeSegment(at index: Int) {
        guard labels.indices.contains(index) else { return }
        labels.remove(at: index).removeFromSuperview()
        if selectedSegmentIndex == index { selectedSegmentIndex = SegmentedControl.noSegment }
        else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `index`; `nil` out of range.
    public func titleForSegment(at index: Int) -> String? {
        labels.indices.contains(index) ? labels[index].text : nil
    }

    /// Retitles the segment at `index`; an index out of range is ignored.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard labels.indices.contains(index) else { return }
        labels[index].text = title
        invalidateIntrinsicContentSize()
    }

    /// The widest title plus 12 pt on each side, times the number of segments; 32 pt tall.
    open override var intrinsicContentSize: Size {
        let widest = labels.map { Double($0.font?.width(of: $0.text) ?? 0) }.max() ?? 0
        return Size(width: (widest + 24) * Double(labels.count), height: SegmentedControl.height)
    }

    /// Segment `index`'s rectangle in bounds coordinates.
    public func segmentFrame(at index: Int) -> Rect {
        let w = labels.isEmpty ? 0 : bounds.width / Double(labels.count)
        return flippedForLayoutDirection(Rect(x: bounds.minX + w * Double(index), y: bounds.minY, width: w, height: bounds.height))
    }

    /// The segment under `point` (bounds coordinates), if any.
    public func segmentIndex(at point: Point) -> Int? {
        guard bounds.contains(point), !labels.isEmpty else { return nil }
        let fromLeading = isRightToLeft ? bounds.maxX - point.x : point.x - bounds.minX
        return min(labels.count - 1, Int(fromLeading / (bounds.width / Double(labels.count))))
    }

    open override func layoutSubviews() {
        for (i, label) in labels.enumerated() {
            let cell = segmentFrame(at: i)
            let w = Double(label.font?.width(of: label.text) ?? 0), h = Double(label.font?.lineHeight ?? 0)
            label.frame = Rect(x: (cell.midX - min(w, cell.width) / 2).rounded(), y: (cell.midY - h / 2).rounded(),
                               width: min(w, cell.width), height: h)
        }
        tile.isHidden = !labels.indices.contains(selectedSegmentIndex)
        if !tile.isHidden { tile.frame = segmentFrame(at: selectedSegmentIndex).insetBy(dx: 2, dy: 2) }
        tile.cornerRadius = max(0, theme.cornerRadius - 2)
    }

    open override func stateDidChange() {
        backgroundColor = theme.fillColor
        cornerRadius = theme.cornerRadius
        tile.backgroundColor = theme.raisedColor
        for (i, label) in labels.enumerated() {
            let pressed = isHighlighted && i == pressedIndex && i != selectedSegmentIndex
            label.textColor = !isEnabled ? theme.disabledTextColor : (pressed ? theme.secondaryTextColor : theme.textColor)
        }
    }

    /// A superview's single-finger single tap does not take a tap on a segment (UIKit).
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    open override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool {
        pressedIndex = segmentIndex(at: touch.location(in: self))
        stateDidChange()
        return true
    }

    open override func continueTracking(_ touch: Touch, at time: InputTime) -> Bool {
        let index = segmentIndex(at: touch.location(in: self))
        if index != pressedIndex {
            pressedIndex = index
            stateDidChange()
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, at time: InputTime) {
        defer { pressedIndex = nil; stateDidChange() }
        guard let touch, let index = segmentIndex(at: touch.location(in: self)), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    /// The selected segment's title and place ("Medium, 2 of 3") unless set otherwise; `nil`
    /// with none selected.
    open override var accessibilityValue: String? {
        get {
            if let v = accessibility.value { return v }
            guard selectedSegmentIndex >= 0, selectedSegmentIndex < numberOfSegments else { return nil }
            return "\(titleForSegment(at: selectedSegmentIndex) ?? ""), \(selectedSegmentIndex + 1) of \(numberOfSegments)"
        }
        set { accessibility.value = newValue }
    }
    /// `adjustable`: up and down select the next and previous segment.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// Selects the next segment (none selected: the first) and sends `.valueChanged`.
    open override func accessibilityIncrement() { select(selectedSegmentIndex < 0 ? 0 : selectedSegmentIndex + 1) }
    /// Selects the previous segment and sends `.valueChanged`.
    open override func accessibilityDecrement() { select(selectedSegmentIndex - 1) }
    /// Enter or space selects the next segment, as increment does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled, numberOfSegments > 0 else { return false }
        select(selectedSegmentIndex + 1 < numberOfSegments ? selectedSegmentIndex + 1 : 0)
        return true
    }

    private func select(_ index: Int) {
        guard isEnabled, index >= 0, index < numberOfSegments, index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(at time: InputTime) {
        pressedIndex = nil
        stateDidChange()
    }
}
