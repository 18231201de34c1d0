public import PaneGeometry
internal import CPixman

/// A set of pixels as a union of non-overlapping rectangles: the damage of a frame, the parts
/// of the screen a view covers. It is a `pixman_region32_t` underneath, as in wlroots and Weston.
///
/// `~Copyable` because it owns pixman's rectangle storage; `copy()` when you need two. Reuse one
/// region across frames (`removeAll()`, then add) and a steady frame allocates nothing once
/// pixman's storage has grown to fit.
public struct Region: ~Copyable {
    let raw: UnsafeMutablePointer<pixman_region32_t>

    /// An empty region.
    public init() {
        raw = .allocate(capacity: 1)
        pixman_region32_init(raw)
    }

    /// The pixels of `rect`; empty when `rect` is.
    public init(_ rect: PixelRect) {
        self.init()
        formUnion(rect)
    }

    deinit {
        pixman_region32_fini(raw)
        raw.deallocate()
    }

    /// A new region with the same rectangles, independent of this one.
    public func copy() -> Region {
        let r = Region()
        pixman_region32_copy(r.raw, raw)
        return r
    }

    /// True when the region covers no pixel.
    public var isEmpty: Bool { pixman_region32_not_empty(raw) == 0 }

    /// The smallest rectangle holding the whole region (`.zero` when empty).
    public var extents: PixelRect {
        guard !isEmpty else { return .zero }
        return PixelRect(pixman_region32_extents(raw).pointee)
    }

    /// The number of pixels in the region.
    public var area: Int {
        var total = 0
        forEachRect { total += $0.area }
        return total
    }

    /// The region's rectangles: disjoint, in y-then-x bands, as pixman keeps them.
    public var rects: [PixelRect] {
        var out: [PixelRect] = []
        forEachRect { out.append($0) }
        return out
    }

    /// Calls `body` with each rectangle, without allocating.
    public func forEachRect(_ body: (PixelRect) throws -> Void) rethrows {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(raw, &count) else { return }
        for i in 0..<Int(count) { try body(PixelRect(boxes[i])) }
    }

    /// Whether every pixel of `rect` is in the region (an empty `rect` is contained).
    public func contains(_ rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return true }
        var box = pixman_box32_t(x1: Int32(rect.x), y1: Int32(rect.y), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        return pixman_region32_contains_rectangle(raw, &box) == PIXMAN_REGION_IN
    }

    /// Whether the pixel at column `x`, row `y` is in the region.
    public func contains(x: Int, y: Int) -> Bool {
        pixman_region32_contains_point(raw, Int32(x), Int32(y), nil) != 0
    }

    /// Empties the region, keeping its memory for reuse.
    public func removeAll() {
        pixman_region32_clear(raw)
    }

    /// Adds `rect`'s pixels; an empty rectangle adds nothing.
    public func formUnion(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        pixman_region32_union_rect(raw, raw, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    /// Adds every pixel of `other`.
    public func formUnion(_ other: borrowing Region) {
        pixman_region32_union(raw, raw, other.raw)
    }

    /// Keeps only the pixels also in `other`.
    public func formIntersection(_ other: borrowing Region) {
        pixman_region32_intersect(raw, raw, other.raw)
    }

    /// Keeps only the pixels inside `rect`; an empty rectangle empties the region.
    public func formIntersection(_ rect: PixelRect) {
        // pixman_region32_intersect_rect takes a zero-width rectangle as a box, leaving a
        // degenerate region that pixman_region32_not_empty calls non-empty: empty it ourselves.
        guard !rect.isEmpty else { return removeAll() }
        pixman_region32_intersect_rect(raw, raw, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    /// Removes every pixel of `other`.
    public func subtract(_ other: borrowing Region) {
        pixman_region32_subtract(raw, raw, other.raw)
    }

    /// Removes `rect`'s pixels; an empty rectangle removes nothing.
    public func subtract(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var r = pixman_region32_t()
        pixman_region32_init_rect(&r, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        pixman_region32_subtract(raw, raw, &r)
        pixman_region32_fini(&r)
    }

    /// Moves every rectangle by `dx` columns and `dy` rows.
    public func translate(dx: Int, dy: Int) {
        pixman_region32_translate(raw, Int32(dx), Int32(dy))
    }

    /// Whether both hold exactly the same pixels.
    public func hasSamePixels(as other: borrowing Region) -> Bool {
        let a = copy()
        a.subtract(other)
        let b = other.copy()
        b.subtract(self)
        return a.isEmpty && b.isEmpty
    }
}

extension PixelRect {
    init(_ box: pixman_box32_t) {
        self.init(x: Int(box.x1), y: Int(box.y1), width: Int(box.x2 - box.x1), height: Int(box.y2 - box.y1))
    }
}
