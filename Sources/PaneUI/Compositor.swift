internal import PaneGeometry
public import PanePixels

/// Turns a view tree into pixels, repainting only what changed.
///
/// Each `render(_:)` lays the window out, walks the tree back to front, compares every view with
/// what it drew last frame, and collects damage: the old and new screen rectangles of every view
/// whose geometry, alpha, visibility, order or content changed, less the parts hidden behind
/// opaque views in front that did not change. Then it repaints exactly the damaged region of
/// `frame`, skipping whatever lies behind opaque views, and leaves that region in `damage` for
/// the display to copy out.
///
/// A view that draws its own content is rasterized once into a cached image and only placed
/// afterwards: moving or scrolling it costs a copy, never a redraw. A steady frame (a scroll
/// view moving its bounds) allocates nothing.
public final class Compositor {
    public let width: Int
    public let height: Int
    /// The shadow frame in normal memory; displays copy the damaged part of it.
    public let frame: Surface
    /// The pixels the last `render` repainted.
    public let damage = Region()
    /// How many frames rendered something.
    public private(set) var frameCount = 0

    var items: [DrawItem] = []
    var pieces: [PixelRect] = []
    let scratch = Region()
    var needsFullRepaint = true

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        frame = Surface(width: width, height: height, fill: .black)
        items.reserveCapacity(256)
        pieces.reserveCapacity(Compositor.pieceCapacity)
    }

    var screen: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Repaints everything on the next render (the display lost its picture).
    public func setNeedsFullRepaint() {
        needsFullRepaint = true
    }

    /// Lays out and composites `window` into `frame`. Returns whether any pixel was repainted;
    /// `damage` then says which.
    @discardableResult
    public func render(_ window: Window) -> Bool {
        window.clearNeedsFrame()
        window.layoutIfNeeded()
        damage.removeAll()
        items.removeAll(keepingCapacity: true)
        collect(window, toScreen: .identity, clip: screen, alpha: 1)
        collectDamage()
        damage.formUnion(window.pendingDamage)
        window.pendingDamage.removeAll()
        if needsFullRepaint {
            needsFullRepaint = false
            damage.formUnion(screen)
        }
        damage.formIntersection(screen)
        for i in items.indices { items[i].view.composited = items[i].state }
        guard !damage.isEmpty else { return false }
        paint()
        frameCount += 1
        return true
    }
}

extension Compositor {
    /// Appends `view` and its visible subtree to `items`, in painting order.
    func collect(_ view: View, toScreen parent: Transform, clip: PixelRect, alpha: Double) {
        let effectiveAlpha = alpha * view.alpha
        guard !view.isHidden, effectiveAlpha >= 0.002 else {
            vanish(view)
            return
        }
        let toScreen = view.transformToSuperview.concatenating(parent)
        let boundsPixels = toScreen.apply(to: view.bounds).roundedPixels
        var state = CompositedState(paintRect: .zero, toScreen: toScreen, alpha: effectiveAlpha,
                                    contentVersion: view.contentVersion, boundsOrigin: view.bounds.origin,
                                    screenRect: boundsPixels)
        // A decorated view (rounded, bordered, shadowed) carries its background in its raster.
        let background = view.rastersDecoration ? nil : view.backgroundColor.flatMap { $0.argb == 0 ? nil : $0 }
        // Rasterize only what shows: an off-screen view that draws itself costs nothing.
        let content = (view.drawsContent || view.rastersDecoration) && boundsPixels.intersection(clip).isEmpty ? nil : view.contentImage()
        let contentPixels = content.map { toScreen.apply(to: $0.rect).roundedPixels } ?? .zero
        let contentClip = view.clipsToBounds ? clip.intersection(boundsPixels) : clip
        var paint = background == nil ? PixelRect.zero : boundsPixels.intersection(clip)
        let contentPaint = contentPixels.intersection(contentClip)
        paint = paint.isEmpty ? contentPaint : (contentPaint.isEmpty ? paint : paint.union(contentPaint))
        state.paintRect = paint

        var opaque = PixelRect.zero
        if effectiveAlpha >= 1 {
            if view.isOpaque || background?.isOpaque == true {
                opaque = boundsPixels.intersection(clip)
            }
            if let content, content.image.isOpaque, contentPaint.area > opaque.area {
                opaque = contentPaint
            }
        }
        let old = view.composited
        // A scrolled clipping view moves every subview inside its clip: damage the clip once, so
        // the subviews' own damage falls inside it and the region stays one rectangle.
        if view.clipsToBounds, old.boundsOrigin != state.boundsOrigin, old.screenRect == state.screenRect {
            damage.formUnion(contentClip)
        }
        let changed = old != state && !(old.paintRect.isEmpty && paint.isEmpty)
        items.append(DrawItem(view: view, state: state, clip: clip, boundsPixels: boundsPixels,
                              background: background, content: content?.image, contentPixels: contentPixels,
                              contentClip: contentClip, opaquePixels: opaque, changed: changed,
                              oldPaintRect: old.paintRect))
        let childClip = view.clipsToBounds ? clip.intersection(boundsPixels) : clip
        for sub in view.subviews {
            collect(sub, toScreen: toScreen, clip: childClip, alpha: effectiveAlpha)
        }
    }

    /// A view that stopped showing (hidden, transparent): damage what its subtree painted.
    func vanish(_ view: View) {
        if !view.composited.paintRect.isEmpty {
            damage.formUnion(view.composited.paintRect)
        }
        view.composited.paintRect = .zero
        view.composited.alpha = 0
        for s in view.subviews { vanish(s) }
    }

    /// Adds the old and new pixels of every changed item, less what unchanged opaque items in
    /// front of it hide.
    func collectDamage() {
        for i in items.indices where items[i].changed {
            let item = items[i]
            // Already damaged (a scrolled clip covers its subviews): nothing to add, no region work.
            if damage.contains(item.oldPaintRect) && damage.contains(item.state.paintRect) { continue }
            scratch.removeAll()
            scratch.formUnion(item.oldPaintRect)
            scratch.formUnion(item.state.paintRect)
            var j = i + 1
            while j < items.count && !scratch.isEmpty {
                let front = items[j]
                if !front.changed, !front.opaquePixels.isEmpty,
                   !front.opaquePixels.intersection(scratch.extents).isEmpty {
                    scratch.subtract(front.opaquePixels)
                }
                j += 1
            }
            damage.formUnion(scratch)
        }
    }
}

extension PixelRect {
    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}
