/// A cache bounded in bytes: each entry has a cost, and the entries kept never cost more than
/// `capacity` in all. Two generations: entries go into the young one; when it has used half the
/// capacity it becomes the old one (the previous old one is dropped); a hit in the old generation
/// moves the entry back to the young one. So what is used stays, lookups and inserts are O(1), and
/// nothing is scanned to evict.
final class ByteBoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var young: [Key: (value: Value, cost: Int)] = [:]
    private var old: [Key: (value: Value, cost: Int)] = [:]
    private var youngCost = 0
    private var oldCost = 0

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// What the entries kept cost in all (at most `capacity`).
    var totalCost: Int { youngCost + oldCost }
    var count: Int { young.count + old.count }

    subscript(key: Key) -> Value? {
        if let entry = young[key] { return entry.value }
        guard let entry = old.removeValue(forKey: key) else { return nil }
        oldCost -= entry.cost
        insert(entry.value, for: key, cost: entry.cost)
        return entry.value
    }

    /// Keeps `value` unless it alone costs more than half the capacity (then it is not cached).
    func insert(_ value: Value, for key: Key, cost: Int) {
        guard cost <= capacity / 2 else { return }
        if let previous = young.removeValue(forKey: key) { youngCost -= previous.cost }
        if let previous = old.removeValue(forKey: key) { oldCost -= previous.cost }
        if youngCost + cost > capacity / 2 {
            old = young
            oldCost = youngCost
            young = [:]
            youngCost = 0
        }
        young[key] = (value, cost)
        youngCost += cost
    }

    func removeAll() {
        young = [:]
        old = [:]
        youngCost = 0
        oldCost = 0
    }
}
