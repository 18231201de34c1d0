internal import PanePixels

/// How an image view samples its image when it is drawn at another size: CALayer's
/// `CALayerContentsFilter` (`.linear`, `.nearest`; `.trilinear` has no mipmaps to use here).
public enum ContentsFilter: Sendable {
    /// The four source pixels around each drawn pixel, weighted (pixman's bilinear): smooth.
    case linear
    /// The source pixel under each drawn pixel's centre: sharp, blocky when enlarged (pixel
    /// art, QR codes), and about half the cost of `.linear`.
    case nearest

    var scaleFilter: ScaleFilter { self == .linear ? .bilinear : .nearest }
}
