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
@MainActor
public final class Compositor {
    /// The frame's width in pixels, fixed at init (the display's size).
    public let width: Int
    /// The frame's height in pixels, fixed at init.
    public let height: Int
    /// The shadow frame in normal memory; displays copy the damaged part of it.
    public let frame: Surface
    /// The pixels the last `render` repainted.
    public let damage = Region()
    /// How many frames rendered something.
    public private(set) var frameCount = 0

    /// The frame's working arrays, behind a `let` pointer (as `View.layer`): the frame path
    /// touches them for every view, and memory behind a pointer needs no exclusivity check.
    // nonisolated(unsafe): the main actor owns it; only deinit (nonisolated in Swift 6.0) reads it
    // elsewhere, when nothing else holds the object.
    nonisolated(unsafe) let work: UnsafeMutablePointer<CompositorWork> = {
        let storage = UnsafeMutablePointer<CompositorWork>.allocate(capacity: 1)
        storage.initialize(to: CompositorWork())
        return storage
    }()
    /// The items of the last frame, in painting order (for tests).
    var items: [DrawItem] { work.pointee.items }
    /// The visible pieces of the last item painted (for tests).
    var pieces: [PixelRect] { work.pointee.pieces }
    let scratch = Region()
    /// pixman's images of the frame and of the scaled images, kept between frames.
    let pixmanImages = PixmanImageCache()
    var needsFullRepaint = true
    /// Whether subviews off screen that did not change are skipped (the default). Off, every
    /// view is visited every frame: tests compare the two.
    var cullsSubviews: Bool {
        get { work.pointee.cullsSubviews }
        set { work.pointee.cullsSubviews = newValue }
    }

    /// A compositor whose shadow frame is `width` x `height` pixels, black until the first render.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        frame = Surface(width: width, height: height, fill: .black)
        work.pointee.items.reserveCapacity(256)
        work.pointee.pieces.reserveCapacity(Compositor.pieceCapacity)
    }

    deinit {
        work.deinitialize(count: 1)
        work.deallocate()
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
        work.pointee.items.removeAll(keepingCapacity: true)
        collect(window, toScreen: .identity, clip: screen, alpha: 1)
        collectDamage()
        damage.formUnion(window.pendingDamage)
        window.pendingDamage.removeAll()
        if needsFullRepaint {
            needsFullRepaint = false
            damage.formUnion(screen)
        }
        damage.formIntersection(screen)
        guard !damage.isEmpty else { return false }
        paint()
        frameCount += 1
        return true
    }
}

extension Compositor {
    /// Appends `view` and the visible part of its subtree to `items`, in painting order, and
    /// brings its `CompositeNode` up to date (state, extent, painted flag; no longer dirty).
    /// Subviews off screen that did not change and painted nothing are not visited.
    func collect(_ view: View, toScreen parent: Transform, clip: PixelRect, alpha: Double) {
        let layer = view.layer   // read field by field: copying the struct would retain its image
        view.composite.pointee.isDirty = false
        let effectiveAlpha = alpha * layer.pointee.alpha
        guard !layer.pointee.isHidden, effectiveAlpha >= 0.002 else {
            erase(view)
            view.composite.pointee.extent = .zero
            return
        }
        let toSuperview = layer.pointee.transformToSuperview
        let toScreen = toSuperview.concatenating(parent)
        let boundsPixels = toScreen.apply(to: layer.pointee.bounds).roundedPixels
        var state = CompositedState(paintRect: .zero, toScreen: toScreen, alpha: effectiveAlpha,
                                    contentVersion: layer.pointee.contentVersion, boundsOrigin: layer.pointee.bounds.origin,
                                    screenRect: boundsPixels)
        // A decorated view (rounded, bordered, shadowed) carries its background in its raster.
        let background = view.rastersDecoration ? nil : layer.pointee.backgroundColor.flatMap { $0.argb == 0 ? nil : $0 }
        let onScreen = !boundsPixels.intersection(clip).isEmpty
        // Rasterize only what shows: an off-screen view that draws itself costs nothing.
        let content = (view.drawsContent || view.rastersDecoration) && !onScreen ? nil : view.contentImage()
        let contentPixels = content.map { toScreen.apply(to: $0.rect).roundedPixels } ?? .zero
        let contentClip = layer.pointee.clipsToBounds ? clip.intersection(boundsPixels) : clip
        var paint = background == nil ? PixelRect.zero : boundsPixels.intersection(clip)
        let contentPaint = contentPixels.intersection(contentClip)
        paint = paint.isEmpty ? contentPaint : (contentPaint.isEmpty ? paint : paint.union(contentPaint))
        state.paintRect = paint

        var opaque = PixelRect.zero
        if effectiveAlpha >= 1 {
            if layer.pointee.isOpaque || background?.isOpaque == true {
                opaque = boundsPixels.intersection(clip)
            }
            if let content, content.image.isOpaque, contentPaint.area > opaque.area {
                opaque = contentPaint
            }
        }
        let old = view.composite.pointee.state
        // A scrolled clipping view moves every subview inside its clip: damage the clip once, so
        // the subviews' own damage falls inside it and the region stays one rectangle.
        if layer.pointee.clipsToBounds, old.boundsOrigin != state.boundsOrigin, old.screenRect == state.screenRect {
            damage.formUnion(contentClip)
        }
        let changed = old != state && !(old.paintRect.isEmpty && paint.isEmpty)
        var filter = ScaleFilter.bilinear
        if let content {
            let shrinks = contentPixels.width < content.image.width || contentPixels.height < content.image.height
            filter = (shrinks ? layer.pointee.minificationFilter : layer.pointee.magnificationFilter).scaleFilter
        }
        work.pointee.items.append(DrawItem(view: view, state: state, clip: clip, boundsPixels: boundsPixels,
                              background: background, content: content?.image, contentPixels: contentPixels, filter: filter,
                              contentClip: contentClip, opaquePixels: opaque, changed: changed,
                              oldPaintRect: old.paintRect))
        view.composite.pointee.state = state

        // Where the subtree may paint, in bounds coordinates: the bounds, the content, and
        // (unless clipped to the bounds) the subviews' extents.
        var extent = layer.pointee.bounds
        if let content { extent = extent.union(content.rect) }
        var painted = !paint.isEmpty
        if !view.composite.pointee.subviews.isEmpty {
            let childClip = layer.pointee.clipsToBounds ? clip.intersection(boundsPixels) : clip
            painted = collectSubviews(of: view, toScreen: toScreen, clip: childClip, alpha: effectiveAlpha) || painted
            extent = layer.pointee.clipsToBounds ? layer.pointee.bounds : extent.union(view.composite.pointee.subviewsExtent)
        }
        view.composite.pointee.paintedSubtree = painted
        view.composite.pointee.extent = toSuperview.apply(to: extent)
    }

    /// A view that stopped showing (hidden, transparent): damage what its subtree painted.
    /// Subtrees that painted nothing are not visited.
    func erase(_ view: View) {
        guard view.composite.pointee.paintedSubtree || !view.composite.pointee.state.paintRect.isEmpty else { return }
        if !view.composite.pointee.state.paintRect.isEmpty {
            damage.formUnion(view.composite.pointee.state.paintRect)
        }
        view.composite.pointee.state.paintRect = .zero
        view.composite.pointee.state.alpha = 0
        view.composite.pointee.paintedSubtree = false
        view.composite.pointee.index?.painted.removeAll(keepingCapacity: true)
        let subviews = view.composite.pointee.subviews
        for i in 0..<subviews.count { erase(subviews[i]) }
    }

    /// Adds the old and new pixels of every changed item, less what unchanged opaque items in
    /// front of it hide.
    func collectDamage() {
        for i in work.pointee.items.indices where work.pointee.items[i].changed {
            let item = work.pointee.items[i]
            // Already damaged (a scrolled clip covers its subviews): nothing to add, no region work.
            if damage.contains(item.oldPaintRect) && damage.contains(item.state.paintRect) { continue }
            scratch.removeAll()
            scratch.formUnion(item.oldPaintRect)
            scratch.formUnion(item.state.paintRect)
            var j = i + 1
            while j < work.pointee.items.count && !scratch.isEmpty {
                let front = work.pointee.items[j]
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

/// What `Compositor` rebuilds every frame, kept between frames so that it allocates once.
struct CompositorWork {
    var items: [DrawItem] = []
    var pieces: [PixelRect] = []
    var cullsSubviews = true
}
