import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

/// Culling: subviews off screen that did not change are not visited, and the damage and the
/// pixels stay exactly what visiting every view gives.
@MainActor
@Suite struct CompositorSubviewsTests {
    /// A clipping view at (4, 4, 56, 40) holding `count` 12x10 views in 4 columns, 2 px apart.
    @MainActor
    final class Grid {
        let scene = Scene()
        let clip = view(4, 4, 56, 40, .gray)
        var cells: [View] = []

        init(count: Int, culls: Bool = true) {
            scene.compositor.cullsSubviews = culls
            clip.clipsToBounds = true
            scene.window.addSubview(clip)
            for i in 0..<count {
                let c = view(Double(2 + (i % 4) * 14), Double(2 + (i / 4) * 12), 12, 10,
                             Color(red: UInt8(i * 37 % 256), green: UInt8(i * 91 % 256), blue: 200))
                cells.append(c)
                clip.addSubview(c)
            }
        }
    }

    @Test func scrollingVisitsOnlyTheViewsNearTheClip() {
        let grid = Grid(count: 4_000)
        grid.scene.render()
        #expect(grid.scene.compositor.items.count == 4_002)   // the first frame looks at every view
        for step in 1...20 {
            grid.clip.bounds.origin.y = Double(step * 7)
            grid.scene.render()
            // The window, the clip, and the cells of the four or five rows that show.
            #expect(grid.scene.compositor.items.count <= 2 + 4 * 6)
        }
        #expect(grid.scene.damageIs([PixelRect(x: 4, y: 4, width: 56, height: 40)]))
    }

    @Test func aViewChangedOffScreenShowsItsChangeWhenScrolledIn() {
        let grid = Grid(count: 200)
        grid.scene.render()
        let far = grid.cells[100]   // row 25, at y = 302: far below the clip
        far.backgroundColor = .red
        #expect(!grid.scene.render())   // nothing on screen changed
        #expect(grid.scene.damageArea == 0)
        grid.clip.bounds.origin.y = 300
        #expect(grid.scene.render())
        #expect(grid.scene.pixel(4 + 2 + 1, 4 + 2 + 1) == Color.red.argb)
        #expect(grid.scene.damageIs([PixelRect(x: 4, y: 4, width: 56, height: 40)]))
    }

    @Test func aViewMovingIntoTheClipDamagesExactlyWhereItLands() {
        let grid = Grid(count: 200)
        grid.scene.render()
        let far = grid.cells[150]
        far.frame.origin = Point(x: 20, y: 30)   // into the clip, at (24, 34) on screen
        grid.scene.render()
        #expect(grid.scene.damageIs([PixelRect(x: 24, y: 34, width: 12, height: 10)]))
        #expect(grid.scene.pixel(24, 34) == far.backgroundColor!.argb)
        far.frame.origin = Point(x: 20, y: 300)   // and out again
        grid.scene.render()
        #expect(grid.scene.damageIs([PixelRect(x: 24, y: 34, width: 12, height: 10)]))
        #expect(grid.scene.pixel(24, 34) != far.backgroundColor!.argb)
    }

    @Test func aViewLeavingTheClipIsErased() {
        let grid = Grid(count: 200)
        grid.scene.render()
        let first = grid.cells[0]   // at (6, 6) on screen
        first.frame.origin.y = 1_000
        grid.scene.render()
        #expect(grid.scene.damageIs([PixelRect(x: 6, y: 6, width: 12, height: 10)]))
        #expect(grid.scene.pixel(6, 6) == Color.gray.argb)
    }

    @Test func aSubviewStickingOutOfAnOffScreenViewStillShows() {
        let grid = Grid(count: 200)
        let far = grid.cells[120]   // at y = 362 in the clip's bounds
        let sticker = view(0, -350, 5, 5, .white)   // drawn at y = 12, inside the clip
        far.addSubview(sticker)
        grid.scene.render()
        #expect(grid.scene.pixel(4 + 2, 4 + 12) == Color.white.argb)
        grid.clip.bounds.origin.y = 1
        grid.scene.render()
        #expect(grid.scene.pixel(4 + 2, 4 + 11) == Color.white.argb)
        sticker.frame.origin.y = -340   // moves it 10 down: the only change on screen
        grid.scene.render()
        #expect(grid.scene.damageIs([PixelRect(x: 6, y: 15, width: 5, height: 5), PixelRect(x: 6, y: 25, width: 5, height: 5)]))
    }

    /// Random changes (scrolling, colours, moves, hiding, alpha, adding, removing, reordering,
    /// off screen and on) to two equal trees, one composited with culling and one visiting every
    /// view: the damage and the pixels must be the same after every frame.
    @Test(arguments: [40, 300]) func cullingChangesNeitherDamageNorPixels(count: Int) {
        let culled = Grid(count: count), full = Grid(count: count, culls: false)
        for grid in [culled, full] {
            for (i, c) in grid.cells.enumerated() where i % 7 == 3 {
                c.addSubview(view(-4, 6, 6, 6, Color(red: 255, green: 255, blue: 0, alpha: 128)))   // sticks out
            }
        }
        var random = SplitMix(seed: UInt64(count))
        var culledVisits = 0, fullVisits = 0
        for step in 0..<400 {
            let op = random.next(13), target = random.next(culled.cells.count)
            let a = random.next(400), b = random.next(60)
            for grid in [culled, full] {
                let cell = grid.cells[target]
                switch op {
                case 0...4: grid.clip.bounds.origin = Point(x: Double(b) - 30, y: Double(a) * 1.5 - 40)
                case 5: cell.backgroundColor = Color(red: UInt8(a % 256), green: UInt8(b), blue: 9, alpha: a % 3 == 0 ? 128 : 255)
                case 6: cell.frame.origin = Point(x: Double(b), y: Double(a))
                case 7: cell.isHidden.toggle()
                case 8: cell.alpha = [0, 0.5, 1][a % 3]
                case 9: grid.clip.bringSubviewToFront(cell)
                case 10:
                    cell.removeFromSuperview()
                    grid.clip.insertSubview(cell, at: b % grid.clip.subviews.count)
                case 11: cell.subviews.first?.frame.origin.x = Double(b) - 30
                default: cell.frame.size = Size(width: Double(b % 20 + 1), height: Double(a % 20 + 1))
                }
            }
            let a1 = culled.scene.render(), a2 = full.scene.render()
            #expect(a1 == a2, "step \(step)")
            let sameDamage = culled.scene.compositor.damage.hasSamePixels(as: full.scene.compositor.damage)
            let samePixels = culled.scene.compositor.frame.hasSamePixels(as: full.scene.compositor.frame)
            #expect(sameDamage, "step \(step)")
            #expect(samePixels, "step \(step)")
            culledVisits += culled.scene.compositor.items.count
            fullVisits += full.scene.compositor.items.count
        }
        #expect(culledVisits * 2 < fullVisits)
    }
}

/// A small deterministic random source (SplitMix64, Steele, Lea and Flood 2014).
@MainActor
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
