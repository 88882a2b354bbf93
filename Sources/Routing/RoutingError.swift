/// Why a navigation did not reach its destination: a value the caller shows or acts on, never
/// a silent no-op.
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No step of the chain exists on screen, not even the first.
    case notFound(step: String)
    /// The screen of `step` is not there and the step has no factory to build it.
    case noFactory(step: String)
    /// The screen of `step` was built but the step says nothing about how to attach it.
    case noAction(step: String)
    /// An interceptor stopped the navigation before anything was built.
    case cancelled(reason: String)
    /// The context names nothing the app has (an unknown photo), or a step refused it.
    case invalidContext(String)
    /// A step met a screen of another kind than it works on.
    case wrongScreen(step: String, expected: String)
    /// Building or attaching failed for a reason of its own.
    case failed(String)

    public var description: String {
        switch self {
        case .notFound(let step): return "Nothing on screen to start from (\(step))."
        case .noFactory(let step): return "The screen “\(step)” is not open and cannot be built."
        case .noAction(let step): return "The screen “\(step)” has no place to be shown."
        case .cancelled(let reason): return reason
        case .invalidContext(let message): return message
        case .wrongScreen(let step, let expected): return "The step “\(step)” needs a \(expected)."
        case .failed(let message): return message
        }
    }
}

/// What a navigation ended in: the destination screen, or why not.
public typealias RoutingResult = Result<RoutingNode, RoutingError>
