import Foundation

/// Random numbers for randomized tests, from a seed the test prints, so a failure can be
/// repeated: run again with `TEST_SEED=<seed>`.
public struct SeededGenerator: RandomNumberGenerator {
    public let seed: UInt64
    private var state: UInt64

    /// `name` labels the printed seed.
    public init(_ name: String) {
        var system = SystemRandomNumberGenerator()
        seed = ProcessInfo.processInfo.environment["TEST_SEED"].flatMap(UInt64.init) ?? system.next()
        state = seed
        print("\(name): seed \(seed) (TEST_SEED=\(seed) repeats it)")
    }

    /// SplitMix64.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
