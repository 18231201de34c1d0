public import Pane

/// One photo in the grid: a square that shows a grey placeholder until its thumbnail is
/// decoded, then the thumbnail filling the square (aspect fill, clipped), or a broken-image
/// mark when the file could not be decoded.
public final class ThumbnailCell: TileView {
    public static let kind = "thumbnail"

    public enum Content: Equatable {
        case loading
        case loaded
        case broken
    }

    public let imageView = ImageView()
    let brokenMark = BrokenImageMark()
    public private(set) var content = Content.loading
    /// The path of the photo it shows, to drop late results meant for a previous item.
    public var photoPath: FilePath?
    /// The thumbnail request still in flight, to cancel when the cell scrolls away.
    public var ticket: ImageService.Ticket?
    /// What a screen reader's activate does: opens the photo, as a tap does (set by the grid).
    public var onActivate: (() -> Void)?

    /// A screen reader stops on each photo: its name, an image that opens as a button.
    public override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    /// `image` and `button`.
    public override var accessibilityTraits: AccessibilityTraits {
        get { [.image, .button] }
        set {}
    }
    /// Opens the photo (`onActivate`); `false` before the grid set it.
    public override func accessibilityActivate() -> Bool {
        guard let onActivate else { return false }
        onActivate()
        return true
    }

    public init() {
        super.init(reuseKind: Self.kind)
        backgroundColor = Color(rgb: 0x3A3A3C)
        clipsToBounds = true
        imageView.contentMode = .aspectFill
        addSubview(imageView)
        brokenMark.isHidden = true
        addSubview(brokenMark)
    }

    public override func layoutSubviews() {
        imageView.frame = bounds
        let side = min(bounds.width, bounds.height) * 0.4
        brokenMark.frame = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    public func show(_ image: Image) {
        imageView.image = image
        brokenMark.isHidden = true
        content = .loaded
    }

    public func showBroken() {
        imageView.image = nil
        brokenMark.isHidden = false
        content = .broken
    }

    public override func prepareForReuse() {
        imageView.image = nil
        brokenMark.isHidden = true
        content = .loading
        photoPath = nil
        ticket = nil
        onActivate = nil
        accessibilityLabel = nil
    }
}

/// A picture frame with a diagonal slash: "this image could not be shown".
final class BrokenImageMark: View {
    override var drawsContent: Bool { true }

    override func draw(in canvas: Canvas) {
        let color = Color(rgb: 0x8E8E93)
        let w = max(2, (bounds.width / 16).rounded())
        canvas.stroke(bounds, with: color, width: w)
        // The slash, as a run of small squares from the top-right to the bottom-left corner.
        let steps = Int(bounds.width)
        for i in 0..<steps {
            let t = Double(i) / Double(max(1, steps - 1))
            let x = bounds.maxX - w - t * (bounds.width - 2 * w), y = bounds.minY + t * (bounds.height - w)
            canvas.fill(Rect(x: x, y: y, width: w, height: w), with: color)
        }
    }
}
