/// Where a scroll indicator sits along its track (spec §10, UIKit indicator layout; S1
/// `_UIScrollViewScrollIndicatorVisualStyle_iOS`, min length 36 also S7).
///
/// Pure layout along one axis; the scroll view turns it into a rectangle `thickness` wide,
/// `inset` from the edge, and handles the fade timing.
public struct ScrollIndicatorGeometry: Hashable, Sendable {
    /// Start of the indicator along the axis, in the scroll view's visible coordinates.
    public var start: Double
    /// The indicator's length along the axis, at least `minimumOverscrolledLength`.
    public var length: Double

    /// 3 pt (8 pt while scrubbing), spec §10.
    public static let thickness = 3.0
    /// The indicator's width while the user drags it to scrub, spec §10.
    public static let scrubbingThickness = 8.0
    /// Distance from the scroll view's edges, spec §10.
    public static let inset = 3.0
    /// The shortest indicator while the content rests in its limits, spec §10.
    public static let minimumLength = 36.0
    /// Shortest length while over-scrolled, spec §10.
    public static let minimumOverscrolledLength = 7.0
    /// Hidden when visible/content exceeds this, spec §10.
    public static let hiddenRatio = 0.99
    /// Fade-out after scrolling stops, and `flashScrollIndicators` timing (spec §10), in ms.
    public static let fadeDurationMs = 250.0
    /// How long `flashScrollIndicators` keeps the indicators fully visible before they fade, in ms.
    public static let flashDurationMs = 1000.0
    /// How long the indicators take to fade out after a flash, in ms.
    public static let flashFadeDurationMs = 500.0

    /// An indicator placed at `start` with `length`, as given; `layout` computes both.
    public init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }

    /// The indicator for one axis, or `nil` when hidden (`visible/content > 0.99`, T10d).
    ///
    /// - Parameters:
    ///   - trackStart: where the track begins (usually `inset` plus any indicator inset).
    ///   - trackLength: the track's length (bounds minus both insets, shortened at the corner
    ///     when both indicators show; T10a: 800 − 2·3 = 794).
    ///   - visibleLength: the bounds dimension.
    ///   - contentLength: the content extent (content size plus adjusted insets).
    ///   - offset: the content offset on this axis.
    ///   - minimum: the smallest resting offset on this axis (spec §1.4).
    ///   - maximum: the largest resting offset on this axis (spec §1.4).
    ///
    /// `L = max(36, track·visible/content)`, shortened by the over-scroll `o` to `max(7, L − o)`;
    /// position `trackStart + (offset − min)/(max − min)·(track − L)`, clamped to the track.
    public static func layout(trackStart: Double, trackLength: Double, visibleLength: Double,
                              contentLength: Double, offset: Double, minimum: Double, maximum: Double) -> ScrollIndicatorGeometry? {
        guard contentLength > 0, visibleLength > 0, trackLength > 0,
              visibleLength / contentLength <= hiddenRatio else { return nil }
        var length = Swift.max(minimumLength, trackLength * visibleLength / contentLength)
        let hi = Swift.max(maximum, minimum)
        let over = offset < minimum ? minimum - offset : (offset > hi ? offset - hi : 0)
        if over > 0 { length = Swift.max(minimumOverscrolledLength, length - over) }
        length = Swift.min(length, trackLength)
        let fraction = hi > minimum ? (offset - minimum) / (hi - minimum) : 0
        let unclamped = trackStart + fraction * (trackLength - length)
        let start = Swift.min(Swift.max(unclamped, trackStart), trackStart + trackLength - length)
        return ScrollIndicatorGeometry(start: start, length: length)
    }
}
