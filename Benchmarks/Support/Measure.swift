import Foundation

/// The repository the benchmarks were built from (for the sample data and the test server).
public let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The wall-clock seconds `body` takes.
public func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `values` (the mean of the middle two for an even count).
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The median seconds of `runs` runs of `body`.
public func measure(runs: Int, _ body: () -> Void) -> Double {
    median((0..<runs).map { _ in seconds(body) })
}

/// The median seconds of `first` and of `second` over `runs` alternating runs, so both see
/// the same machine (caches, allocator, other load).
public func measure(runs: Int, _ first: () -> Void, against second: () -> Void) -> (Double, Double) {
    let times = (0..<runs).map { _ in (seconds(first), seconds(second)) }
    return (median(times.map(\.0)), median(times.map(\.1)))
}
