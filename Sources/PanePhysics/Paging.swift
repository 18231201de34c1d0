import PaneGeometry

/// Page selection at release for `isPagingEnabled` (spec §5.1, UIKit
/// `_prepareToPageWithHorizontalVelocity:verticalVelocity:`). Per axis; the stride is the bounds
/// dimension plus the inter-page spacing (0 in UIKit).
public enum Paging {
    /// Release speed (pt/ms) above which the page turns in the flick's direction (spec §5.1).
    public static let velocityThreshold = 0.3

    /// The page index to settle on: `v > 0.3 → ceil(p)`, `v < −0.3 → floor(p)`, else
    /// `floor(p + 0.5)`, with `p = (offset − origin)/stride`. With `startPage`, the result is
    /// kept within one page of it (UIKit limits a flick to the neighbouring page).
    public static func targetPage(offset: Double, velocity v: Double, stride: Double, origin: Double = 0,
                                  startPage: Int? = nil) -> Int {
        let p = (offset - origin) / stride
        guard stride > 0, p.isFinite else { return startPage ?? 0 }
        let raw: Double = v > velocityThreshold ? p.rounded(.up)
            : (v < -velocityThreshold ? p.rounded(.down) : (p + 0.5).rounded(.down))
        var page = Int(Swift.max(Swift.min(raw, Double(Int32.max)), Double(Int32.min)))
        if let startPage { page = Swift.min(Swift.max(page, startPage - 1), startPage + 1) }
        return page
    }

    /// The target offset on one axis: `pixelRound(origin + page·stride)` clamped to
    /// `[minimum, maximum]` (spec §5.1, T5a–c).
    public static func targetOffset(offset: Double, velocity: Double, stride: Double, origin: Double = 0,
                                    minimum: Double, maximum: Double, scale: Double = 1, startPage: Int? = nil) -> Double {
        let page = targetPage(offset: offset, velocity: velocity, stride: stride, origin: origin, startPage: startPage)
        let o = pixelRound(origin + Double(page) * stride, scale: scale)
        return Swift.min(Swift.max(o, minimum), Swift.max(maximum, minimum))
    }

    /// Both axes of `targetOffset`; `stride` is usually the bounds size.
    public static func targetContentOffset(offset: Point, velocity: Point, stride: Size, origin: Point = .zero,
                                           limits: ContentOffsetLimits, scale: Double = 1,
                                           startPage: (x: Int, y: Int)? = nil) -> Point {
        Point(x: targetOffset(offset: offset.x, velocity: velocity.x, stride: stride.width, origin: origin.x,
                              minimum: limits.minimum.x, maximum: limits.maximum.x, scale: scale, startPage: startPage?.x),
              y: targetOffset(offset: offset.y, velocity: velocity.y, stride: stride.height, origin: origin.y,
                              minimum: limits.minimum.y, maximum: limits.maximum.y, scale: scale, startPage: startPage?.y))
    }

    /// A delegate-modified target re-snapped to the nearest page: `floor((t − origin)/stride + 0.5)`
    /// pages from `origin` (spec §5.1), pixel-rounded.
    public static func resnap(_ target: Double, stride: Double, origin: Double = 0, scale: Double = 1) -> Double {
        guard stride > 0, stride.isFinite, target.isFinite else { return target }
        let page = ((target - origin) / stride + 0.5).rounded(.down)
        return pixelRound(origin + page * stride, scale: scale)
    }
}
