import Glibc
import PaneGeometry

/// Zoom math of `UIScrollView` (spec §6): scale rubber band, animation durations, the pinch
/// anchor, `zoom(to:animated:)`, centering and the photo-viewer conventions.
public enum Zoom {
    /// The scale shown for a pinch that asks for `s` (spec §6.3, UIKit `_zoomRubberBandScaleForScale:`):
    /// above `maximum` → `max·(2 − max/s)` (tends to 2·max); below `minimum` → `min/(2 − s/min)`
    /// (tends to min/2); inside → `s`.
    public static func rubberBandScale(_ s: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum > 0, maximum >= minimum else { return s }
        guard !s.isNaN else { return minimum }
        if s > maximum { return s == .infinity ? 2 * maximum : maximum * (2 - maximum / s) }
        if s < minimum { return minimum / (2 - Swift.max(s, 0) / minimum) }
        return s
    }

    /// The inverse of `rubberBandScale` (UIKit `_zoomScaleForRubberBandScale:`): above max →
    /// `max·((rb/max − 1)/(2 − rb/max) + 1)`, below min → `min·(2 − min/rb)`. Values at or past
    /// the asymptotes (2·max, min/2) map to +∞ and 0.
    public static func scale(forRubberBandScale rb: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum > 0, maximum >= minimum else { return rb }
        if rb > maximum {
            let q = rb / maximum
            return q >= 2 ? .infinity : maximum * ((q - 1) / (2 - q) + 1)
        }
        if rb < minimum {
            return rb <= minimum / 2 ? 0 : minimum * (2 - minimum / rb)
        }
        return rb
    }

    /// Duration (ms) of an animated zoom from `current` to `target` scale:
    /// `min(|ln current − ln target|·0.3 + 0.1, 0.4)` s (spec §6.3, §6.4, UIKit `_zoomAnimationDurationForScale:`).
    public static func animationDurationMs(from current: Double, to target: Double) -> Double {
        guard current > 0, target > 0 else { return 100 }
        return Swift.min(abs(log(current) - log(target)) * 0.3 + 0.1, 0.4) * 1000
    }

    /// The content offset that keeps zoom-view point `anchor` (unscaled) under `centroid` (in the
    /// scroll view's visible coordinates) at scale `s`: `anchor·s − centroid` (spec §6.2). The
    /// scroll view rubber-bands it (spec §2.1) before applying it.
    public static func anchoredOffset(anchor: Point, scale s: Double, centroid: Point) -> Point {
        Point(x: anchor.x * s - centroid.x, y: anchor.y * s - centroid.y)
    }

    /// The zoom-view point (unscaled) under `centroid` for the current `offset` and scale `s`:
    /// `(centroid + offset)/s`, the anchor stored at pinch began (spec §6.2).
    public static func anchor(centroid: Point, offset: Point, scale s: Double) -> Point {
        guard s > 0 else { return centroid + offset }
        return Point(x: (centroid.x + offset.x) / s, y: (centroid.y + offset.y) / s)
    }

    /// Scale and offset for `zoom(to: rect, animated:)` (spec §6.5): `s = clamp(min(bw/rw, bh/rh),
    /// min, max)`; the rect's centre goes to the visible centre, `offset = centre·s − bounds/2`,
    /// then clamped into the limits for content `zoomViewSize·s`. The limits are computed with
    /// `adjustedContentInset`.
    public static func zoom(to rect: Rect, boundsSize: Size, zoomViewSize: Size, minimumScale: Double,
                            maximumScale: Double, adjustedContentInset: EdgeInsets = .zero,
                            scale pixelScale: Double = 1) -> (scale: Double, offset: Point) {
        var s = maximumScale
        if rect.width > 0 && rect.height > 0 {
            s = Swift.min(boundsSize.width / rect.width, boundsSize.height / rect.height)
        }
        s = Swift.min(Swift.max(s, minimumScale), Swift.max(maximumScale, minimumScale))
        let centre = rect.center
        let proposed = Point(x: centre.x * s - boundsSize.width / 2, y: centre.y * s - boundsSize.height / 2)
        let limits = ContentOffsetLimits(contentSize: zoomViewSize * s, boundsSize: boundsSize,
                                         adjustedContentInset: adjustedContentInset, scale: pixelScale)
        return (s, limits.clamp(proposed))
    }

    /// The rect a double tap zooms to (spec §6.8): `size = bounds/target`, centred on `point`.
    public static func zoomRect(scale target: Double, center point: Point, boundsSize: Size) -> Rect {
        let t = target > 0 ? target : 1
        let size = Size(width: boundsSize.width / t, height: boundsSize.height / t)
        return Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The double-tap target (spec §6.8): `min` when zoomed in past `min + epsilon`, else
    /// `min(max, 2·current)` (pass `toMaximum: true` to go straight to `max`).
    public static func doubleTapScale(current: Double, minimum: Double, maximum: Double,
                                      toMaximum: Bool = false, epsilon: Double = 1e-3) -> Double {
        if current > minimum + epsilon { return minimum }
        return toMaximum ? maximum : Swift.min(maximum, 2 * current)
    }

    /// PhotoScroller's scale range for an image (spec §6.8, S16): `min = min(bw/iw, bh/ih)`,
    /// `max = 1/screenScale`, raised to at least `min`.
    public static func aspectFitScaleRange(imageSize: Size, boundsSize: Size,
                                           screenScale: Double = 1) -> (minimum: Double, maximum: Double) {
        guard imageSize.width > 0, imageSize.height > 0 else { return (1, 1) }
        let minimum = Swift.min(boundsSize.width / imageSize.width, boundsSize.height / imageSize.height)
        let maximum = screenScale > 0 ? 1 / screenScale : 1
        return (minimum, Swift.max(maximum, minimum))
    }

    /// The origin that centres a zoom view of `size` in `boundsSize` when smaller:
    /// `max(0, (bounds − size)/2)` per axis (spec §6.7, T6h).
    public static func centeringOrigin(zoomViewSize size: Size, boundsSize: Size) -> Point {
        Point(x: Swift.max(0, (boundsSize.width - size.width) / 2),
              y: Swift.max(0, (boundsSize.height - size.height) / 2))
    }

    /// `zoomScale = z0·d/d_ref` for a pinch (spec §6.6, §7.3): `z0` the scale when the reference
    /// distance `d_ref` was taken, `d` the current finger distance.
    public static func pinchScale(initialScale z0: Double, referenceDistance dRef: Double, distance d: Double) -> Double {
        guard dRef > 0 else { return z0 }
        return z0 * d / dRef
    }
}
