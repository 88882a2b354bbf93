/// The environment a controller lays itself out for: its size classes, light or dark, and
/// the text scale.
///
/// One value drives the split view and the popover alike, as `UITraitCollection` does.
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// How much room the width offers.
    public var horizontalSizeClass: SizeClass
    /// How much room the height offers.
    public var verticalSizeClass: SizeClass
    /// Light or dark, as the desktop prefers.
    public var interfaceStyle: InterfaceStyle
    /// The desktop's text size relative to the default (1.0 at 96 dpi).
    public var textScale: Double

    /// Traits of these size classes; light and at the default text size unless given.
    public init(
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
        interfaceStyle: InterfaceStyle = .light, textScale: Double = 1
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.interfaceStyle = interfaceStyle
        self.textScale = textScale
    }

    /// The same traits with other size classes (what a container hands a narrower child).
    public func with(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) -> TraitCollection {
        var copy = self
        copy.horizontalSizeClass = horizontal ?? horizontalSizeClass
        copy.verticalSizeClass = vertical ?? verticalSizeClass
        return copy
    }

    public var description: String { "(\(horizontalSizeClass), \(verticalSizeClass), \(interfaceStyle), ×\(textScale))" }
}
