/// The environment a controller lays itself out for: its horizontal and vertical size classes.
///
/// One value drives the split view and the popover alike, as `UITraitCollection` does.
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    public var description: String { "(\(horizontalSizeClass), \(verticalSizeClass))" }
}
