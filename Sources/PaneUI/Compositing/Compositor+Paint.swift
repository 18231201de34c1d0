internal import PaneGeometry
internal import PanePixels

extension Compositor {
    /// Past this many pieces a view's visible part is painted whole: still correct, since the
    /// views in front are painted after it, only slower.
    static let pieceCapacity = 64

    /// Repaints the damaged region back to front, each view only where it shows.
    func paint() {
        let target = frame.pixels
        damage.forEachRect { rect in
            for i in work.pointee.items.indices {
                let area = rect.intersection(work.pointee.items[i].state.paintRect)
                guard !area.isEmpty else { continue }
                visiblePieces(of: area, behind: i)
                for k in work.pointee.pieces.indices {
                    paint(work.pointee.items[i], in: work.pointee.pieces[k], target: target)
                }
            }
        }
    }

    /// Fills `pieces` with `area` less the opaque pixels of the items in front of item `index`.
    func visiblePieces(of area: PixelRect, behind index: Int) {
        work.pointee.pieces.removeAll(keepingCapacity: true)
        work.pointee.pieces.append(area)
        var j = index + 1
        while j < work.pointee.items.count && !work.pointee.pieces.isEmpty {
            let cover = work.pointee.items[j].opaquePixels
            j += 1
            guard !cover.isEmpty, !cover.intersection(area).isEmpty else { continue }
            var k = 0
            while k < work.pointee.pieces.count {
                let p = work.pointee.pieces[k]
                let cut = p.intersection(cover)
                if cut.isEmpty { k += 1; continue }
                if work.pointee.pieces.count + 3 > Compositor.pieceCapacity { return }
                work.pointee.pieces.remove(at: k)
                // What is left of p around the cut: bands above and below, then left and right.
                if cut.y > p.y { work.pointee.pieces.append(PixelRect(x: p.x, y: p.y, width: p.width, height: cut.y - p.y)) }
                if cut.maxY < p.maxY {
                    work.pointee.pieces.append(PixelRect(x: p.x, y: cut.maxY, width: p.width, height: p.maxY - cut.maxY))
                }
                if cut.x > p.x { work.pointee.pieces.append(PixelRect(x: p.x, y: cut.y, width: cut.x - p.x, height: cut.height)) }
                if cut.maxX < p.maxX {
                    work.pointee.pieces.append(PixelRect(x: cut.maxX, y: cut.y, width: p.maxX - cut.maxX, height: cut.height))
                }
            }
        }
    }

    /// Paints one item's background and content inside `clip`.
    func paint(_ item: DrawItem, in clip: PixelRect, target: PixelBuffer) {
        let alpha = item.alpha8
        if let background = item.background {
            let color = alpha == 255 ? background : background.multiplied(byAlpha: alpha)
            target.blend(item.boundsPixels.intersection(clip), with: color)
        }
        if let image = item.content {
            ImageBlit.draw(image, into: target, at: item.contentPixels, clip: clip.intersection(item.contentClip),
                           alpha: alpha, filter: item.filter, cache: pixmanImages)
        }
    }
}
