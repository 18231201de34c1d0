public import PaneGestures
public import PaneGeometry
public import PanePixels
public import PaneInput
public import PaneUI

/// A row of dots, one per page, the current one highlighted: the pager's position, as
/// `UIPageControl`.
///
/// A tap on the left of the current dot goes back one page, on the right forward one, and
/// calls `onPageChange` with the new page; setting `currentPage` from code calls nothing. The
/// dots are centred in the bounds, `dotSize` wide and `spacing` apart.
open class PageControl: View {
    /// How many dots to show; `currentPage` is kept below it.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages != oldValue {
                currentPage = min(currentPage, max(0, numberOfPages - 1))
                setNeedsDisplay()
            }
        }
    }
    /// Which dot is lit, from 0; clamped to the pages there are. Setting it sends nothing.
    public var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped; return }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Hides the dots when there is only one page.
    public var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the dots of other pages (translucent white by default).
    public var pageIndicatorTintColor = Color(red: 255, green: 255, blue: 255, alpha: 90) { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot (white by default).
    public var currentPageIndicatorTintColor = Color.white { didSet { setNeedsDisplay() } }
    /// Each dot's diameter, in points.
    public var dotSize = 7.0 { didSet { setNeedsDisplay() } }
    /// The gap between neighbouring dots, in points.
    public var spacing = 9.0 { didSet { setNeedsDisplay() } }
    /// Called with the new page after a tap changed it.
    public var onPageChange: ((Int) -> Void)?

    open override var drawsContent: Bool { true }

    /// The row of dots with `spacing` around it (UIKit's `size(forNumberOfPages:)`); for a stack.
    open override var intrinsicContentSize: Size {
        let dots = Double(numberOfPages) * dotSize + Double(max(0, numberOfPages - 1)) * spacing
        return Size(width: dots + 2 * spacing, height: dotSize + 2 * spacing)
    }

    /// The rectangle of dot `page`, in bounds coordinates: the first page's dot on the left, or
    /// on the right in a right-to-left layout.
    public func dotRect(forPage page: Int) -> Rect {
        let total = Double(numberOfPages) * dotSize + Double(max(0, numberOfPages - 1)) * spacing
        let x = bounds.midX - total / 2 + Double(page) * (dotSize + spacing)
        return flippedForLayoutDirection(Rect(x: x, y: bounds.midY - dotSize / 2, width: dotSize, height: dotSize))
    }

    open override func draw(in canvas: Canvas) {
        guard numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) else { return }
        for page in 0..<numberOfPages {
            let color = page == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
            drawDot(in: canvas, rect: dotRect(forPage: page), color: color)
        }
    }

    /// A filled circle, its edge anti-aliased by coverage sampled 4x4 per pixel.
    func drawDot(in canvas: Canvas, rect: Rect, color: Color) {
        let area = canvas.pixelRect(rect.insetBy(dx: -1, dy: -1))
        let cx = rect.midX + canvas.origin.x, cy = rect.midY + canvas.origin.y, r = rect.width / 2
        for y in max(0, area.y)..<min(canvas.pixels.height, area.maxY) {
            for x in max(0, area.x)..<min(canvas.pixels.width, area.maxX) {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4 - cx, py = Double(y) + (Double(sy) + 0.5) / 4 - cy
                        if px * px + py * py <= r * r { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let coverage = UInt8((inside * 255 + 8) / 16)
                canvas.pixels.blend(PixelRect(x: x, y: y, width: 1, height: 1), with: color.multiplied(byAlpha: coverage))
            }
        }
    }

    /// A superview's single-finger single tap does not take a tap on the dots (UIKit's rule for
    /// `UIPageControl`, see `Control.gestureRecognizerShouldBegin(_:)`), unless hidden or with
    /// a single page, where a tap does nothing here.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer.view !== self, numberOfPages > 1, recognizer.isSingleFingerSingleTap { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {}
    /// Ignored: the page changes only at the lift.
    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {}
    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {}

    /// A page control with pages is an accessibility element unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (numberOfPages > 0) }
        set { accessibility.isElement = newValue }
    }
    /// "page 2 of 5" unless set otherwise.
    open override var accessibilityValue: String? {
        get { accessibility.value ?? "page \(currentPage + 1) of \(numberOfPages)" }
        set { accessibility.value = newValue }
    }
    /// `adjustable` unless set otherwise.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? .adjustable }
        set { accessibility.traits = newValue }
    }
    /// The next page, calling `onPageChange`, as a tap right of the current dot does.
    open override func accessibilityIncrement() { turn(to: currentPage + 1) }
    /// The previous page, calling `onPageChange`.
    open override func accessibilityDecrement() { turn(to: currentPage - 1) }

    private func turn(to page: Int) {
        guard page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        onPageChange?(page)
    }

    /// A lift on the dots moves one page toward the side of the current dot it landed on, and calls
    /// `onPageChange`.
    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        guard let touch = touches.first, numberOfPages > 1 else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let current = dotRect(forPage: currentPage)
        let before = isRightToLeft ? point.x > current.midX : point.x < current.midX
        let page = before ? currentPage - 1 : currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        onPageChange?(page)
    }
}
