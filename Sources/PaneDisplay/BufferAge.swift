public import PaneGeometry
public import PanePixels

/// The damage of the last few presented frames and the age of each scan-out buffer: what must
/// be copied into a buffer before it is shown again, so that it matches the shadow frame.
///
/// A buffer's age is 0 when its contents are unknown (never drawn, or lost with a modeset or a
/// VT switch), 1 when it holds the frame presented last, 2 when it holds the one before, and so
/// on (kernel.md A9; Slint `dumbbuffer.rs`, wlroots `types/wlr_damage_ring.c`). A buffer of age
/// `a` lacks the damage of the `a - 1` frames presented after it, plus the new frame's own.
///
/// Costs nothing per frame once warm: the history is a ring of reused regions.
public final class BufferAge {
    /// How many buffers rotate (2 for double buffering, 1 for a single front buffer).
    public let bufferCount: Int
    /// Each buffer's age, by index.
    public private(set) var ages: [Int]
    /// Frame damage, most recent first; `history[i]` is the damage of the frame presented
    /// `i + 1` presents ago. Boxes so the regions can be rotated without reallocating.
    private var history: [RegionBox]
    /// How many entries of `history` are valid.
    private var known = 0

    final class RegionBox {
        let region = Region()
    }

    /// Tracks `bufferCount` buffers (at least 1), every one of age 0: the first present to each copies the
    /// whole frame.
    public init(bufferCount: Int) {
        self.bufferCount = max(1, bufferCount)
        ages = Array(repeating: 0, count: self.bufferCount)
        history = (0..<self.bufferCount).map { _ in RegionBox() }
    }

    /// Forgets every buffer's contents: the next frame into each one is a full copy.
    public func invalidateAll() {
        for i in ages.indices { ages[i] = 0 }
        known = 0
    }

    /// Sets `region` to what must be copied into buffer `index` to show a frame whose own
    /// damage is `damage`, within `bounds` (the whole picture when the buffer's age is unknown).
    public func regionToCopy(into index: Int, damage: borrowing Region, bounds: PixelRect, result region: borrowing Region) {
        region.removeAll()
        let age = index >= 0 && index < ages.count ? ages[index] : 0
        if age == 0 || age - 1 > known {
            region.formUnion(bounds)
            return
        }
        region.formUnion(damage)
        for i in 0..<(age - 1) { region.formUnion(history[i].region) }
        region.formIntersection(bounds)
    }

    /// Records that buffer `index` was presented showing a frame with damage `damage`: it
    /// becomes age 1, every other known buffer one older.
    public func didPresent(_ index: Int, damage: borrowing Region) {
        guard index >= 0 && index < ages.count else { return }
        // Rotate the ring: the oldest box becomes the newest.
        let oldest = history.removeLast()
        oldest.region.removeAll()
        oldest.region.formUnion(damage)
        history.insert(oldest, at: 0)
        known = min(known + 1, history.count)
        for i in ages.indices where ages[i] > 0 { ages[i] += 1 }
        ages[index] = 1
    }
}
