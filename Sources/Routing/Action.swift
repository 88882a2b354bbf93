/// Attaches a built screen to the screen of the step before (push onto a stack, show as a
/// split view's secondary, present as a popover…).
@MainActor
public protocol Action {
    /// Attaches `screen` to `existing` and calls `completion` once it is on screen, or with why
    /// not. May finish later (an animation), but calls `completion` exactly once.
    func perform(_ screen: RoutingNode, on existing: RoutingNode, animated: Bool,
                 completion: @escaping (Result<Void, RoutingError>) -> Void)
}

/// An action written as a closure that finishes at once.
@MainActor
public struct ClosureAction: Action {
    private let attach: (RoutingNode, RoutingNode, Bool) throws(RoutingError) -> Void

    /// `attach(screen, existing, animated)`.
    public init(_ attach: @escaping (RoutingNode, RoutingNode, Bool) throws(RoutingError) -> Void) { self.attach = attach }

    public func perform(_ screen: RoutingNode, on existing: RoutingNode, animated: Bool,
                        completion: @escaping (Result<Void, RoutingError>) -> Void) {
        do throws(RoutingError) {
            try attach(screen, existing, animated)
            completion(.success(()))
        } catch {
            completion(.failure(error))
        }
    }
}

/// Casts the screens an action works on, failing with `.wrongScreen` instead of crashing.
public func screen<Screen>(_ node: RoutingNode, as type: Screen.Type, step: String) throws(RoutingError) -> Screen {
    guard let typed = node as? Screen else { throw .wrongScreen(step: step, expected: String(describing: Screen.self)) }
    return typed
}
