/// A view that tiled content can reuse: when it scrolls out of sight it goes to a pool keyed by
/// `reuseKind`, and `prepareForReuse()` runs before it shows another item.
open class TileView: View {
    /// Views of one kind are interchangeable: a thumbnail, a header.
    public let reuseKind: String
    /// The item it shows now; `nil` while in the pool.
    public internal(set) var itemIndex: Int?

    public init(reuseKind: String) {
        self.reuseKind = reuseKind
        super.init()
    }

    /// Resets per-item state (an image, a selection) before the view shows another item.
    open func prepareForReuse() {}
}
