/// Turns a stream of allocated sizes into trait collections, reporting only real changes.
///
/// Feed it every allocation; it answers with the new traits when a class changed and nil
/// otherwise, so callers can schedule work only when there is something to apply.
public struct TraitTracker: Sendable {
    public let widthBreakpoint: Breakpoint
    public let heightBreakpoint: Breakpoint
    public private(set) var current: TraitCollection?

    public init(width: Breakpoint = .width, height: Breakpoint = .height) {
        self.widthBreakpoint = width
        self.heightBreakpoint = height
    }

    /// Records a measured size; returns the traits if they differ from the ones held before.
    public mutating func update(width: Int, height: Int) -> TraitCollection? {
        let next = TraitCollection(
            horizontalSizeClass: widthBreakpoint.sizeClass(for: width, previous: current?.horizontalSizeClass),
            verticalSizeClass: heightBreakpoint.sizeClass(for: height, previous: current?.verticalSizeClass))
        guard next != current else { return nil }
        current = next
        return next
    }
}
