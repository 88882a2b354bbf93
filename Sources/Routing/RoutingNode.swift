/// A screen in the live hierarchy the router walks: a controller and the containment it takes
/// part in. The router never shows anything itself; it asks the screens.
///
/// Threading: the router and every node are used on the main thread only.
@MainActor
public protocol RoutingNode: AnyObject {
    /// The container holding this screen; nil for the root or a screen no one holds.
    var routingParent: RoutingNode? { get }
    /// Every screen this one contains, on screen or not (tabs not selected, pages under the top).
    var routingChildren: [RoutingNode] { get }
    /// The contained screens on screen now, the one the user works in last.
    var routingVisibleChildren: [RoutingNode] { get }
    /// Brings `child`, one of `routingChildren`, on screen: a tab selects it, a stack pops to it.
    func makeVisible(_ child: RoutingNode, animated: Bool)
}

extension RoutingNode {
    /// The screen the user works in: the last visible screen, followed down from here.
    public var deepestVisible: RoutingNode {
        var node: RoutingNode = self
        while let next = node.routingVisibleChildren.last { node = next }
        return node
    }

    /// The containers above this screen, nearest first.
    public var ancestors: [RoutingNode] {
        var result: [RoutingNode] = []
        var node = routingParent
        while let current = node {
            result.append(current)
            node = current.routingParent
        }
        return result
    }

    /// Every screen below this one, parents before their children.
    public var descendants: [RoutingNode] {
        routingChildren.flatMap { [$0] + $0.descendants }
    }

    /// The screens on screen below this one, parents before their children.
    public var visibleDescendants: [RoutingNode] {
        routingVisibleChildren.flatMap { [$0] + $0.visibleDescendants }
    }

    /// This screen, or the nearest container above it, of class `Screen`: where a container's
    /// action applies when the step before ended on a screen inside the container.
    public func nearest<Screen>(_ type: Screen.Type) -> Screen? {
        (self as? Screen) ?? ancestors.lazy.compactMap { $0 as? Screen }.first
    }

    /// Asks each container above this screen to bring it on screen, innermost first.
    public func makeVisibleInContainers(animated: Bool) {
        var child: RoutingNode = self
        while let parent = child.routingParent {
            parent.makeVisible(child, animated: animated)
            child = parent
        }
    }
}
