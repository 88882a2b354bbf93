/// Runs before anything of a navigation is built and may stop it: a missing sign-in, a key
/// the user has to enter first. It may take its time (a dialog); the router waits.
@MainActor
public protocol Interceptor<Context> {
    associatedtype Context
    /// Calls `completion` exactly once: `.proceed`, or `.cancel` with the reason to show.
    func perform(with context: Context, completion: @escaping (InterceptorResult) -> Void)
}

/// An interceptor's answer.
public enum InterceptorResult: Equatable, Sendable {
    case proceed
    case cancel(reason: String)
}

/// An interceptor written as a closure.
@MainActor
public struct ClosureInterceptor<Context>: Interceptor {
    private let body: (Context, @escaping (InterceptorResult) -> Void) -> Void

    public init(_ body: @escaping (Context, @escaping (InterceptorResult) -> Void) -> Void) { self.body = body }

    public func perform(with context: Context, completion: @escaping (InterceptorResult) -> Void) { body(context, completion) }
}
