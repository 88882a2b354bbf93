/// Gives a screen its context, whether the router found it or built it (shows the photo).
@MainActor
public protocol ContextTask<Context> {
    /// The context the task gives a screen: its step's.
    associatedtype Context
    /// Gives `screen`, the step's screen whether found or built, the `context`; throws to end
    /// the navigation (a photo that does not exist) before anything moves on screen.
    func apply(to screen: RoutingNode, with context: Context) throws(RoutingError)
}

/// A context task written as a closure on a screen of class `Screen`.
@MainActor
public struct ClosureContextTask<Screen, Context>: ContextTask {
    private let body: (Screen, Context) throws(RoutingError) -> Void

    /// A task running `body` on the step's screen as a `Screen`; a screen of another class
    /// fails the navigation with `.wrongScreen`.
    public init(_ type: Screen.Type = Screen.self, _ body: @escaping (Screen, Context) throws(RoutingError) -> Void) {
        self.body = body
    }

    /// Runs the closure on `node` as a `Screen`, or fails with `.wrongScreen`.
    public func apply(to node: RoutingNode, with context: Context) throws(RoutingError) {
        try body(try screen(node, as: Screen.self, step: "context task"), context)
    }
}

/// Runs once a navigation has succeeded, with the screen of its step and every screen the
/// navigation touched (recording a photo in the recents).
@MainActor
public protocol PostRoutingTask<Context> {
    /// The context of the navigation: its step's.
    associatedtype Context
    /// Runs once the navigation has reached its destination, never when it failed: `screen` is
    /// the step's screen, `chain` every screen from where the navigation started to its
    /// destination, in order. It cannot fail the navigation.
    func execute(on screen: RoutingNode, with context: Context, chain: [RoutingNode])
}

/// A post-routing task written as a closure.
@MainActor
public struct ClosurePostRoutingTask<Context>: PostRoutingTask {
    private let body: (RoutingNode, Context) -> Void

    /// A task running `body` with the step's screen and the context (not the chain).
    public init(_ body: @escaping (RoutingNode, Context) -> Void) { self.body = body }

    /// Runs the closure with `screen` and `context`.
    public func execute(on screen: RoutingNode, with context: Context, chain: [RoutingNode]) { body(screen, context) }
}
