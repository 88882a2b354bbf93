/// Turns a stream of allocated sizes (and desktop settings) into trait collections, reporting
/// only real changes.
///
/// Feed it every allocation; it answers with the new traits when something changed and nil
/// otherwise, so callers can schedule work only when there is something to apply. The
/// breakpoints scale with the text size.
public struct TraitTracker: Sendable {
    private let widthBreakpoint: Breakpoint
    private let heightBreakpoint: Breakpoint
    /// The traits last reported; nil until a size is recorded.
    public private(set) var current: TraitCollection?
    /// The size last recorded.
    public private(set) var size: Size?
    private var interfaceStyle: InterfaceStyle = .light
    private var textScale: Double = 1

    /// A tracker with these breakpoints for the width and the height, at the default text size
    /// (they scale with it).
    public init(width: Breakpoint = .width, height: Breakpoint = .height) {
        self.widthBreakpoint = width
        self.heightBreakpoint = height
    }

    /// Records a measured size; returns the traits if they differ from the ones held before.
    public mutating func update(width: Int, height: Int) -> TraitCollection? {
        size = Size(width: width, height: height)
        return recompute()
    }

    /// Records the desktop's color scheme and text scale; returns the traits if they changed.
    public mutating func update(interfaceStyle: InterfaceStyle, textScale: Double) -> TraitCollection? {
        self.interfaceStyle = interfaceStyle
        self.textScale = textScale
        return recompute()
    }

    private mutating func recompute() -> TraitCollection? {
        guard let size else { return nil }
        let next = TraitCollection(
            horizontalSizeClass: widthBreakpoint.scaled(by: textScale).sizeClass(for: size.width, previous: current?.horizontalSizeClass),
            verticalSizeClass: heightBreakpoint.scaled(by: textScale).sizeClass(for: size.height, previous: current?.verticalSizeClass),
            interfaceStyle: interfaceStyle,
            textScale: textScale)
        guard next != current else { return nil }
        current = next
        return next
    }
}
