import Testing
import PaneGeometry
import PanePixels
import PaneTestSupport
@testable import PaneUI

/// DESIGN.md §7: a steady frame allocates nothing. Each scene warms up (pools, pixman's region
/// storage and cached images grow once), then every allocation of the next frames is counted
/// on this thread by the test binary's counting allocator (not under a sanitizer: skipped there).
@MainActor
@Suite(.countsAllocations) struct FrameAllocationTests {
    @Test func theCounterCountsThisThreadsAllocations() {
        let n = countAllocations {
            let p = UnsafeMutablePointer<Int>.allocate(capacity: 3)
            p.deallocate()
            let q = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
            q.deallocate()
        }
        #expect(n == 2)
        #expect(countAllocations {} == 0)
    }

    @Test func scrollingManyImageViewsAllocatesNothing() {
        let scene = Scene(width: 320, height: 200)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        scroll.backgroundColor = .gray
        let photo = gradient(width: 70, height: 70)
        for i in 0..<400 {
            let v = ImageView(frame: Rect(x: Double(8 + (i % 4) * 78), y: Double(8 + (i / 4) * 78), width: 70, height: 70))
            v.image = photo
            scroll.addSubview(v)
        }
        scroll.contentSize = Size(width: 320, height: 100 * 78 + 8)
        scene.window.addSubview(scroll)
        let frames = steadyFrames(scene, warmUp: 40, counted: 120) {
            scroll.contentOffset = Point(x: 0, y: scroll.contentOffset.y + 8)
        }
        #expect(frames.rendered == 120)
        #expect(frames.allocations == 0)
    }

    @Test func zoomedPhotoPanningAllocatesNothing() {
        @MainActor
        final class Zoomer: ScrollViewDelegate {
            let view: View
            init(_ view: View) { self.view = view }
            func viewForZooming(in scrollView: ScrollView) -> View? { view }
        }
        let scene = Scene(width: 320, height: 200)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let photo = ImageView(image: gradient(width: 400, height: 250))
        scroll.addSubview(photo)
        scene.window.addSubview(scroll)
        let zoomer = Zoomer(photo)
        scroll.delegate = zoomer
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(1.5, animated: false)
        scroll.contentOffset = .zero
        let frames = steadyFrames(scene, warmUp: 10, counted: 30) {
            scroll.contentOffset = Point(x: scroll.contentOffset.x + 3, y: scroll.contentOffset.y + 2)
        }
        #expect(frames.rendered == 30)
        #expect(frames.allocations == 0)
        withExtendedLifetime(zoomer) {}
    }

    @Test func collectionViewReusingCellsAllocatesNothing() {
        @MainActor
        final class Source: TiledContentDataSource {
            let photo = gradient(width: 70, height: 70)
            var prefetched = 0
            func numberOfItems(in content: TiledContent) -> Int { 10_000 }
            func view(forItem index: Int, in content: TiledContent) -> TileView {
                let cell = content.dequeueView(kind: "photo") {
                    let cell = TileView(reuseKind: "photo")
                    cell.addSubview(ImageView(image: photo))
                    return cell
                }
                cell.backgroundColor = index % 2 == 0 ? .white : .gray
                return cell
            }
            func prefetchItems(_ indexes: [Int], in content: TiledContent) { prefetched += indexes.count }
        }
        let scene = Scene(width: 320, height: 200)
        let layout = TileLayout(itemSize: Size(width: 70, height: 70), spacing: 8,
                                insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), columns: 4)
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 200), layout: layout)
        collection.tiledContent.overscan = 40
        let source = Source()
        collection.dataSource = source
        scene.window.addSubview(collection)
        let frames = steadyFrames(scene, warmUp: 60, counted: 240) {
            collection.contentOffset = Point(x: 0, y: collection.contentOffset.y + 5)
        }
        #expect(frames.rendered == 240)
        #expect(frames.allocations == 0)
        #expect(source.prefetched > 0)   // the frames did announce rows ahead
        #expect(collection.tiledContent.reusedViewCount > 50)
    }

    /// Runs `warmUp` frames, then counts the allocations of `counted` more (each `step`, then
    /// a render).
    func steadyFrames(_ scene: Scene, warmUp: Int, counted: Int, step: () -> Void) -> (rendered: Int, allocations: Int) {
        scene.render()
        for _ in 0..<warmUp {
            step()
            scene.render()
        }
        var rendered = 0
        let allocations = countAllocations {
            for _ in 0..<counted {
                step()
                if scene.render() { rendered += 1 }
            }
        }
        return (rendered, allocations)
    }
}

/// An opaque gradient, so that scaled draws have something to interpolate.
@MainActor
func gradient(width: Int, height: Int) -> Image {
    let s = Surface(width: width, height: height)
    for y in 0..<height {
        let row = s.pixels.row(y)
        for x in 0..<width { row[x] = 0xFF00_0000 | UInt32(x * 255 / width) << 16 | UInt32(y * 255 / height) << 8 }
    }
    return Image(s)
}
