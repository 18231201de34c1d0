/// What tiled content asks of the app: how many items, and a view for each one that shows.
///
/// Only `numberOfItems` and `view(forItem:in:)` are required; the rest default to nothing.
@MainActor
public protocol TiledContentDataSource: AnyObject {
    /// How many items there are; asked again on `reloadData()`.
    func numberOfItems(in content: TiledContent) -> Int
    /// A view for `index`: take one from `content.dequeueView(kind:make:)` and configure it.
    func view(forItem index: Int, in content: TiledContent) -> TileView
    /// The item is about to show (after configuration, before compositing).
    func willDisplay(_ view: TileView, forItem index: Int, in content: TiledContent)
    /// The item left the visible area (plus overscan) and its view went to the pool.
    func didEndDisplaying(_ view: TileView, forItem index: Int, in content: TiledContent)
    /// Items about to show, nearest first: start decoding their images.
    func prefetchItems(_ indexes: [Int], in content: TiledContent)
    /// Items no longer about to show: cancel what `prefetchItems` started.
    func cancelPrefetching(_ indexes: [Int], in content: TiledContent)
}

extension TiledContentDataSource {
    public func willDisplay(_ view: TileView, forItem index: Int, in content: TiledContent) {}
    public func didEndDisplaying(_ view: TileView, forItem index: Int, in content: TiledContent) {}
    public func prefetchItems(_ indexes: [Int], in content: TiledContent) {}
    public func cancelPrefetching(_ indexes: [Int], in content: TiledContent) {}
}
