import Testing
@testable import PaneText

@Suite struct ByteBoundedCacheTests {
    @Test func keepsAtMostItsCapacity() {
        let cache = ByteBoundedCache<Int, String>(capacity: 1000)
        for i in 0..<500 {
            cache.insert("v\(i)", for: i, cost: 30)
            #expect(cache.totalCost <= 1000)
        }
        #expect(cache[499] == "v499")
        #expect(cache[0] == nil)
    }

    @Test func whatIsUsedStays() {
        let cache = ByteBoundedCache<Int, Int>(capacity: 100)
        cache.insert(7, for: 7, cost: 10)
        for i in 100..<200 {
            cache.insert(i, for: i, cost: 10)
            #expect(cache[7] == 7)
        }
    }

    @Test func anEntryOverHalfTheCapacityIsNotKept() {
        let cache = ByteBoundedCache<String, Int>(capacity: 100)
        cache.insert(1, for: "big", cost: 51)
        #expect(cache["big"] == nil)
        #expect(cache.totalCost == 0)
        cache.insert(2, for: "a", cost: 50)
        cache.insert(3, for: "a", cost: 20)
        #expect(cache["a"] == 3)
        #expect(cache.totalCost == 20)
    }
}
