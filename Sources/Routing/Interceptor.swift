/// Runs before anything of a navigation is built and may stop it: a missing sign-in, a key
/// the user has to enter first. It may take its time (a dialog); the router waits.
@MainActor
public protocol Interceptor<Context> {
    /// The context of the navigation the interceptor checks: its step's.
    associatedtype Context
    /// Calls `completion` exactly once: `.proceed`, or `.cancel` with the reason to show.
    func perform(with context: Context, completion: @escaping (InterceptorResult) -> Void)
}

/// An interceptor's answer.
public enum InterceptorResult: Equatable, Sendable {
    /// Go on: to the next interceptor, then to building and attaching.
    case proceed
    /// Stop the navigation before anything is built; it fails with `RoutingError.cancelled`,
    /// `reason` the sentence shown.
    case cancel(reason: String)
}

/// An interceptor written as a closure.
@MainActor
public struct ClosureInterceptor<Context>: Interceptor {
    private let body: (Context, @escaping (InterceptorResult) -> Void) -> Void

    /// An interceptor running `body` with the context and the completion it must call exactly
    /// once.
    public init(_ body: @escaping (Context, @escaping (InterceptorResult) -> Void) -> Void) { self.body = body }

    public func perform(with context: Context, completion: @escaping (InterceptorResult) -> Void) { body(context, completion) }
}
