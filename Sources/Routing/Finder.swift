/// Finds a screen that already shows a context, so navigating to what is open reuses it.
@MainActor
public protocol Finder<Context> {
    /// The context the finder looks for a screen of: its step's.
    associatedtype Context
    /// The existing screen for `context` in the hierarchy under `root`, or nil.
    func find(with context: Context, under root: RoutingNode) -> RoutingNode?
}

/// Finds the first screen of class `Screen` among `options` that `matches` the context.
@MainActor
public struct ClassFinder<Screen: AnyObject, Context>: Finder {
    private let options: SearchOptions
    private let matches: (Screen, Context) -> Bool

    /// A finder of the screens of class `type` where `options` says (everywhere unless given),
    /// taking the first that `matches` the context (any unless given).
    public init(
        _ type: Screen.Type = Screen.self, options: SearchOptions = .everywhere,
        matching matches: @escaping (Screen, Context) -> Bool = { _, _ in true }
    ) {
        self.options = options
        self.matches = matches
    }

    public func find(with context: Context, under root: RoutingNode) -> RoutingNode? {
        options.candidates(under: root).first { node in (node as? Screen).map { matches($0, context) } ?? false }
    }
}

/// Finds the root of the hierarchy: where every chain can start.
@MainActor
public struct RootFinder<Context>: Finder {
    /// A finder of the hierarchy's root.
    public init() {}
    public func find(with context: Context, under root: RoutingNode) -> RoutingNode? { root }
}

/// Finds the screen the user works in now.
@MainActor
public struct CurrentFinder<Context>: Finder {
    /// A finder of the deepest visible screen.
    public init() {}
    public func find(with context: Context, under root: RoutingNode) -> RoutingNode? { root.deepestVisible }
}

/// A finder written as a closure, for screens that live outside the hierarchy (a window of
/// their own).
@MainActor
public struct ClosureFinder<Context>: Finder {
    private let body: (Context, RoutingNode) -> RoutingNode?

    /// A finder asking `body`, with the context and the hierarchy's root, for the screen.
    public init(_ body: @escaping (Context, RoutingNode) -> RoutingNode?) { self.body = body }

    public func find(with context: Context, under root: RoutingNode) -> RoutingNode? { body(context, root) }
}
