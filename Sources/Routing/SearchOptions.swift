/// Where a finder looks for an existing screen, after RouteComposer's search options.
public struct SearchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The screen the user works in (the deepest visible one).
    public static let current = SearchOptions(rawValue: 1 << 0)
    /// The containers above the current screen, nearest first.
    public static let up = SearchOptions(rawValue: 1 << 1)
    /// The screens below the current one.
    public static let down = SearchOptions(rawValue: 1 << 2)
    /// Every screen on screen, from the root down.
    public static let visible = SearchOptions(rawValue: 1 << 3)
    /// Every screen the hierarchy holds, on screen or not, from the root down.
    public static let contained = SearchOptions(rawValue: 1 << 4)

    /// Everywhere, nearest to the user first.
    public static let everywhere: SearchOptions = [.current, .up, .down, .visible, .contained]

    /// The screens to try under `root`, in this order: current, up, down, visible, contained;
    /// each screen once.
    @MainActor public func candidates(under root: RoutingNode) -> [RoutingNode] {
        let current = root.deepestVisible
        var ordered: [RoutingNode] = []
        if contains(.current) { ordered.append(current) }
        if contains(.up) { ordered += current.ancestors }
        if contains(.down) { ordered += current.descendants }
        if contains(.visible) { ordered += [root] + root.visibleDescendants }
        if contains(.contained) { ordered += [root] + root.descendants }
        var seen = Set<ObjectIdentifier>()
        return ordered.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
