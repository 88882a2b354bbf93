/// Gives a screen its context, whether the router found it or built it (shows the photo).
@MainActor
public protocol ContextTask<Context> {
    associatedtype Context
    func apply(to screen: RoutingNode, with context: Context) throws(RoutingError)
}

/// A context task written as a closure on a screen of class `Screen`.
@MainActor
public struct ClosureContextTask<Screen, Context>: ContextTask {
    private let body: (Screen, Context) throws(RoutingError) -> Void

    public init(_ type: Screen.Type = Screen.self, _ body: @escaping (Screen, Context) throws(RoutingError) -> Void) {
        self.body = body
    }

    public func apply(to node: RoutingNode, with context: Context) throws(RoutingError) {
        try body(try screen(node, as: Screen.self, step: "context task"), context)
    }
}

/// Runs once a navigation has succeeded, with the screen of its step and every screen the
/// navigation touched (recording a photo in the recents).
@MainActor
public protocol PostRoutingTask<Context> {
    associatedtype Context
    func execute(on screen: RoutingNode, with context: Context, chain: [RoutingNode])
}

/// A post-routing task written as a closure.
@MainActor
public struct ClosurePostRoutingTask<Context>: PostRoutingTask {
    private let body: (RoutingNode, Context) -> Void

    public init(_ body: @escaping (RoutingNode, Context) -> Void) { self.body = body }

    public func execute(on screen: RoutingNode, with context: Context, chain: [RoutingNode]) { body(screen, context) }
}
