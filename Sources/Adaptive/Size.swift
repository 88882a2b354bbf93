/// A width and a height in pixels.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
