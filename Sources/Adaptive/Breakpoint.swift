/// The thresholds between compact and regular for one dimension, with a dead band between.
///
/// Below `compactBelow` the class is compact; from `regularFrom` on it is regular; inside the
/// band the previous class is kept, so a drag across the threshold never flaps.
public struct Breakpoint: Equatable, Sendable {
    /// Lengths below this, in pixels, are compact.
    public var compactBelow: Int
    /// Lengths from this on, in pixels, are regular.
    public var regularFrom: Int

    /// Thresholds with the band from `compactBelow` up to `regularFrom` between them; equal
    /// thresholds make no band, and `compactBelow` above `regularFrom` is a programming error.
    public init(compactBelow: Int, regularFrom: Int) {
        precondition(compactBelow <= regularFrom, "the band must not be negative")
        self.compactBelow = compactBelow
        self.regularFrom = regularFrom
    }

    /// Width: compact below 600 px, regular from 640 px.
    public static let width = Breakpoint(compactBelow: 600, regularFrom: 640)
    /// Height: compact below 400 px, regular from 440 px.
    public static let height = Breakpoint(compactBelow: 400, regularFrom: 440)

    /// The thresholds for text `scale` times the default size: larger text needs more room
    /// before two columns make sense.
    public func scaled(by scale: Double) -> Breakpoint {
        Breakpoint(
            compactBelow: Int((Double(compactBelow) * scale).rounded()),
            regularFrom: Int((Double(regularFrom) * scale).rounded()))
    }

    /// The class for `length`, given the class held before (nil on the first measurement).
    ///
    /// A first measurement inside the band is compact: regular needs `regularFrom`.
    public func sizeClass(for length: Int, previous: SizeClass?) -> SizeClass {
        if length < compactBelow { return .compact }
        if length >= regularFrom { return .regular }
        return previous ?? .compact
    }
}
