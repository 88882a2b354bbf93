/// Builds a screen for a context when no existing one was found, in two phases, after
/// RouteComposer's: `prepare(with:)` checks everything building needs before anything of the
/// navigation moves on screen; `build(with:)` then fails only for reasons `prepare` could not
/// see (a disk that filled in between). The screen's class is the factory's `Screen`, so a
/// configuration that names it is checked by the compiler (`Step.init(_:finder:factory:configure:)`).
@MainActor
public protocol Factory<Context> {
    /// The class of the screens the factory builds.
    associatedtype Screen: RoutingNode
    /// The context the factory builds a screen for: its step's.
    associatedtype Context
    /// Throws why the screen cannot be built for `context`; the default checks nothing.
    func prepare(with context: Context) throws(RoutingError)
    /// A new screen for `context`, not yet attached; called once every step of the navigation
    /// passed `prepare(with:)`, so it throws only for what that could not see.
    func build(with context: Context) throws(RoutingError) -> Screen
}

extension Factory {
    public func prepare(with context: Context) throws(RoutingError) {}
}

/// A factory written as closures.
@MainActor
public struct ClosureFactory<Screen: RoutingNode, Context>: Factory {
    private let check: ((Context) throws(RoutingError) -> Void)?
    private let make: (Context) throws(RoutingError) -> Screen

    /// `prepare`, if given, checks the context before anything moves; `make` builds.
    public init(
        prepare: ((Context) throws(RoutingError) -> Void)? = nil,
        _ make: @escaping (Context) throws(RoutingError) -> Screen
    ) {
        check = prepare
        self.make = make
    }

    public func prepare(with context: Context) throws(RoutingError) { try check?(context) }

    /// Builds with the closure `make`.
    public func build(with context: Context) throws(RoutingError) -> Screen { try make(context) }
}

/// Hands out one screen the app keeps (a popover's content), instead of building a new one.
@MainActor
public struct InstanceFactory<Screen: RoutingNode, Context>: Factory {
    private let instance: () -> Screen

    /// A factory handing out what `instance` answers, whatever the context.
    public init(_ instance: @escaping () -> Screen) { self.instance = instance }

    /// The screen the app keeps, whatever the context.
    public func build(with context: Context) throws(RoutingError) -> Screen { instance() }
}
