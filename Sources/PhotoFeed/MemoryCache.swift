/// Values kept in memory up to a total cost (bytes of decoded pixels, or a count), evicting
/// the least recently used first. Main-thread only.
public final class MemoryCache<Key: Hashable, Value> {
    public let capacity: Int
    private var entries: [Key: (value: Value, cost: Int, used: Int)] = [:]
    private var clock = 0
    public private(set) var totalCost = 0

    public init(capacity: Int) { self.capacity = capacity }

    public subscript(key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.used = clock
        return entry.value
    }

    /// Keeps `value` at `cost`; a value costing more than the capacity is not kept.
    public func insert(_ value: Value, cost: Int, for key: Key) {
        remove(key)
        guard cost <= capacity else { return }
        clock += 1
        entries[key] = (value, cost, clock)
        totalCost += cost
        while totalCost > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            remove(oldest)
        }
    }

    /// Whether `key` is kept, without counting as a use.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Whether a key kept matches `predicate`, without counting as a use.
    public func containsKey(where predicate: (Key) -> Bool) -> Bool { entries.keys.contains(where: predicate) }

    public func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        totalCost -= entry.cost
    }

    public func removeAll() {
        entries.removeAll()
        totalCost = 0
    }

    public var count: Int { entries.count }
}
