import PaneGeometry
import Testing
import PanePhysics

@Suite struct PagingTests {
    func target(_ offset: Double, _ v: Double) -> Double {
        Paging.targetOffset(offset: offset, velocity: v, stride: 320, minimum: 0, maximum: 640)
    }

    @Test("spec §5.1 T5a release at 400 (p 1.25): +0.5 → 640, +0.2 → 320, −0.5 → 320, −0.2 → 320")
    func quarterPage() {
        #expect(target(400, 0.5) == 640)
        #expect(target(400, 0.2) == 320)
        #expect(target(400, -0.5) == 320)
        #expect(target(400, -0.2) == 320)
    }

    @Test("spec §5.1 T5b release at 500 (p 1.5625), v 0 → 640")
    func pastHalf() { #expect(target(500, 0) == 640) }

    @Test("spec §5.1 T5c release at 600, v +1 → 640 (last page, clamped)")
    func lastPage() { #expect(target(600, 1) == 640) }

    @Test("spec §5.1 the threshold is strict: exactly 0.3 rounds to the nearest page")
    func threshold() {
        #expect(target(400, 0.3) == 320)
        #expect(target(400, 0.3001) == 640)
    }

    @Test("spec §5.1 a flick stays within one page of the start page; origin shifts the grid")
    func startPageAndOrigin() {
        #expect(Paging.targetPage(offset: 1000, velocity: 2, stride: 320, startPage: 1) == 2)
        #expect(Paging.targetPage(offset: 1000, velocity: 2, stride: 320) == 4)
        #expect(Paging.targetOffset(offset: 350, velocity: 0, stride: 320, origin: 20, minimum: 0, maximum: 2000) == 340)
    }

    @Test("spec §5.1 a delegate target is re-snapped to floor((t − origin)/stride + 0.5)")
    func resnap() {
        #expect(Paging.resnap(470, stride: 320) == 320)
        #expect(Paging.resnap(490, stride: 320) == 640)
    }

    @Test("spec §5.1 both axes at once")
    func twoAxes() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 640, y: 0))
        let t = Paging.targetContentOffset(offset: Point(x: 400, y: 0), velocity: Point(x: 0.5, y: 0),
                                           stride: Size(width: 320, height: 480), limits: limits)
        #expect(t == Point(x: 640, y: 0))
    }

    @Test("bad stride does not crash")
    func badStride() {
        #expect(Paging.targetPage(offset: 100, velocity: 1, stride: 0) == 0)
        #expect(Paging.resnap(100, stride: .nan) == 100)
        #expect(Paging.targetPage(offset: 100, velocity: 1, stride: 320, origin: .nan) == 0)
    }
}
