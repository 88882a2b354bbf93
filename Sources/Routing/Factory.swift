/// Builds a screen for a context when no existing one was found, in two phases, after
/// RouteComposer's: `prepare(with:)` checks everything building needs before anything of the
/// navigation moves on screen; `build(with:)` then fails only for reasons `prepare` could not
/// see (a disk that filled in between).
@MainActor
public protocol Factory<Context> {
    associatedtype Context
    /// Throws why the screen cannot be built for `context`; the default checks nothing.
    func prepare(with context: Context) throws(RoutingError)
    func build(with context: Context) throws(RoutingError) -> RoutingNode
}

extension Factory {
    public func prepare(with context: Context) throws(RoutingError) {}
}

/// A factory written as closures.
@MainActor
public struct ClosureFactory<Context>: Factory {
    private let check: ((Context) throws(RoutingError) -> Void)?
    private let make: (Context) throws(RoutingError) -> RoutingNode

    /// `prepare`, if given, checks the context before anything moves; `make` builds.
    public init(prepare: ((Context) throws(RoutingError) -> Void)? = nil,
                _ make: @escaping (Context) throws(RoutingError) -> RoutingNode) {
        check = prepare
        self.make = make
    }

    public func prepare(with context: Context) throws(RoutingError) { try check?(context) }

    public func build(with context: Context) throws(RoutingError) -> RoutingNode { try make(context) }
}

/// Hands out one screen the app keeps (a popover's content), instead of building a new one.
@MainActor
public struct InstanceFactory<Context>: Factory {
    private let instance: () -> RoutingNode

    public init(_ instance: @escaping () -> RoutingNode) { self.instance = instance }

    public func build(with context: Context) throws(RoutingError) -> RoutingNode { instance() }
}
