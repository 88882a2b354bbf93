/// Builds a screen for a context, when no existing one was found.
@MainActor
public protocol Factory<Context> {
    associatedtype Context
    func build(with context: Context) throws(RoutingError) -> RoutingNode
}

/// A factory written as a closure.
@MainActor
public struct ClosureFactory<Context>: Factory {
    private let make: (Context) throws(RoutingError) -> RoutingNode

    public init(_ make: @escaping (Context) throws(RoutingError) -> RoutingNode) { self.make = make }

    public func build(with context: Context) throws(RoutingError) -> RoutingNode { try make(context) }
}

/// Hands out one screen the app keeps (a popover's content), instead of building a new one.
@MainActor
public struct InstanceFactory<Context>: Factory {
    private let instance: () -> RoutingNode

    public init(_ instance: @escaping () -> RoutingNode) { self.instance = instance }

    public func build(with context: Context) throws(RoutingError) -> RoutingNode { instance() }
}
