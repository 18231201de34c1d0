public import PaneGeometry
public import PanePixels

/// Shows an `Image`, shared with every other view showing it (never copied), placed in the
/// bounds by `contentMode`.
///
/// Content that overflows the bounds (`.aspectFill`, `.center` with a large image) is cut off
/// only when `clipsToBounds` is on, as in UIKit.
open class ImageView: View {
    /// How the image is placed in the bounds when their sizes differ (UIKit's `UIView.ContentMode` for
    /// images).
    public enum ContentMode: Sendable {
        /// Stretched to the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// As large as fits inside the bounds, aspect ratio kept, centred (letterboxed).
        case aspectFit
        /// As small as covers the bounds, aspect ratio kept, centred (overflows).
        case aspectFill
        /// At its own size, centred.
        case center
    }

    /// An image view is an accessibility element only once it has an `accessibilityLabel`
    /// (a picture with nothing to say is skipped, as UIKit's is), unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (accessibility.label.map { !$0.isEmpty } ?? false) }
        set { accessibility.isElement = newValue }
    }
    /// `image` unless set otherwise.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? .image }
        set { accessibility.traits = newValue }
    }

    /// The image shown, shared with any other view showing it; `nil` shows only the background.
    public var image: Image? {
        get { layer.pointee.contents }
        set {
            guard newValue !== layer.pointee.contents else { return }
            layer.pointee.contents = newValue
            imageDidChange()
        }
    }
    /// How the image fits the bounds; overflow is cut only with `clipsToBounds`.
    public var contentMode: ContentMode {
        get { layer.pointee.contentMode }
        set {
            guard newValue != layer.pointee.contentMode else { return }
            layer.pointee.contentMode = newValue
            imageDidChange()
        }
    }

    /// How the image is sampled when drawn larger than its pixels (as CALayer's, `.linear` by
    /// default); `.nearest` keeps pixel art sharp.
    public var magnificationFilter: ContentsFilter {
        get { layer.pointee.magnificationFilter }
        set {
            guard newValue != layer.pointee.magnificationFilter else { return }
            layer.pointee.magnificationFilter = newValue
            imageDidChange()
        }
    }
    /// How the image is sampled when drawn smaller than its pixels along either axis (as
    /// CALayer's, `.linear` by default).
    public var minificationFilter: ContentsFilter {
        get { layer.pointee.minificationFilter }
        set {
            guard newValue != layer.pointee.minificationFilter else { return }
            layer.pointee.minificationFilter = newValue
            imageDidChange()
        }
    }

    /// A decorated image view (corner radius, border, shadow) draws its image into its raster.
    private func imageDidChange() {
        if decoration.isActive { setNeedsDisplay() } else { setNeedsContentComposite() }
    }

    /// An image view with no image and an empty frame.
    public override init() { super.init() }
    /// An image view with no image in `frame`.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// An image view at the origin, as large as `image` (empty for `nil`).
    public init(image: Image?) {
        super.init(frame: Rect(x: 0, y: 0, width: Double(image?.width ?? 0), height: Double(image?.height ?? 0)))
        layer.pointee.contents = image
    }

    /// Where the image lands in bounds coordinates under the current `contentMode`.
    public var imageRect: Rect {
        guard let image else { return .zero }
        return ImageView.rect(for: Size(width: Double(image.width), height: Double(image.height)),
                              in: bounds, mode: contentMode)
    }

    /// Where an image of `size` lands in `bounds` under `mode`.
    public static func rect(for size: Size, in bounds: Rect, mode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return .zero }
        switch mode {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        }
    }

    /// The image's size in points (one pixel each); none without an image.
    open override var intrinsicContentSize: Size {
        guard let image else { return super.intrinsicContentSize }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    /// Without a corner radius, border or shadow the image is shared and placed as it is. With
    /// one, it is drawn into the view's raster together with them (a copy at the view's size,
    /// cut to the bounds, its corners rounded when `clipsToBounds` is on, as UIKit's
    /// `masksToBounds`): a rounded thumbnail costs one raster, drawn once.
    open override var drawsContent: Bool { image != nil && decoration.isActive }

    open override func draw(in canvas: Canvas) {
        if let image { canvas.draw(image, in: imageRect) }
    }

    override func contentImage() -> (image: Image, rect: Rect)? {
        guard let image, !drawsContent else { return super.contentImage() }
        return (image, imageRect)
    }
}
