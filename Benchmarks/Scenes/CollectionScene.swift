public import Pane

/// A `CollectionView` of 10,000 image cells (4 columns of 300x300, 16 px apart), reusing its
/// cells as it scrolls down `speed` pixels a frame, wrapped at the end.
public final class CollectionScene: Scene, TiledContentDataSource {
    public let stage: SceneStage
    public let collectionView: CollectionView
    let photo: Image
    let speed: Double
    let count: Int

    public init(count: Int = 10_000, width: Int = 1280, height: Int = 800, speed: Double = 8) {
        self.count = count
        self.speed = speed
        photo = makePhoto(width: 300, height: 300)
        stage = SceneStage(width: width, height: height)
        let layout = TileLayout(itemSize: Size(width: 300, height: 300), spacing: 16,
                                insets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), columns: 4)
        collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), layout: layout)
        collectionView.backgroundColor = Color(rgb: 0x202020)
        collectionView.tiledContent.overscan = 100
        stage.window.addSubview(collectionView)
        collectionView.dataSource = self
        _ = stage.renderAndPresent()
    }

    public func numberOfItems(in content: TiledContent) -> Int { count }

    public func view(forItem index: Int, in content: TiledContent) -> TileView {
        let cell = content.dequeueView(kind: "photo") { PhotoCell(photo: photo) }
        return cell
    }

    public func nextFrame() -> Int {
        var y = collectionView.contentOffset.y + speed
        if y > collectionView.contentSize.height - collectionView.bounds.height { y = 0 }
        collectionView.contentOffset = Point(x: 0, y: y)
        return stage.renderAndPresent()
    }
}

/// A reusable cell showing one photo edge to edge.
final class PhotoCell: TileView {
    let imageView: ImageView

    init(photo: Image) {
        imageView = ImageView(image: photo)
        imageView.isOpaque = true
        super.init(reuseKind: "photo")
        addSubview(imageView)
    }

    override func layoutSubviews() {
        imageView.frame = bounds
    }
}
