/// Attaches a built screen to the screen of the step before (push onto a stack, show as a
/// split view's secondary, present as a popover…).
@MainActor
public protocol Action {
    /// Attaches `screen` to `existing` and calls `completion` once it is on screen, or with why
    /// not. May finish later (an animation), but calls `completion` exactly once.
    func perform(
        _ screen: RoutingNode, on existing: RoutingNode, animated: Bool,
        completion: @escaping (Result<Void, RoutingError>) -> Void)

    /// Takes `screen` off `existing` again, at once: a navigation whose later step fails
    /// undoes the steps it attached, last first. The default leaves it (an action that cannot
    /// be undone says so).
    func undo(_ screen: RoutingNode, on existing: RoutingNode)

    /// Puts `screen` into `container`, a container this navigation has just built and not yet
    /// attached, so that the container comes on screen holding it (RouteComposer's container
    /// steps: a new navigation stack presented with the product already on it). Returns false
    /// where the action cannot (the default); it is then performed once the container is on
    /// screen.
    func embed(_ screen: RoutingNode, in container: RoutingNode) throws(RoutingError) -> Bool
}

extension Action {
    public func undo(_ screen: RoutingNode, on existing: RoutingNode) {}

    public func embed(_ screen: RoutingNode, in container: RoutingNode) throws(RoutingError) -> Bool { false }
}

/// An action written as closures that finish at once.
@MainActor
public struct ClosureAction: Action {
    private let attach: (RoutingNode, RoutingNode, Bool) throws(RoutingError) -> Void
    private let detach: ((RoutingNode, RoutingNode) -> Void)?
    private let put: ((RoutingNode, RoutingNode) throws(RoutingError) -> Bool)?

    /// `attach(screen, existing, animated)`; `undo(screen, existing)` takes it off again;
    /// `embed(screen, container)` puts it into a container not yet on screen, if it can.
    public init(
        _ attach: @escaping (RoutingNode, RoutingNode, Bool) throws(RoutingError) -> Void,
        undo: ((RoutingNode, RoutingNode) -> Void)? = nil,
        embed: ((RoutingNode, RoutingNode) throws(RoutingError) -> Bool)? = nil
    ) {
        self.attach = attach
        detach = undo
        put = embed
    }

    public func undo(_ screen: RoutingNode, on existing: RoutingNode) { detach?(screen, existing) }

    public func embed(_ screen: RoutingNode, in container: RoutingNode) throws(RoutingError) -> Bool {
        try put?(screen, container) ?? false
    }

    public func perform(
        _ screen: RoutingNode, on existing: RoutingNode, animated: Bool,
        completion: @escaping (Result<Void, RoutingError>) -> Void
    ) {
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
