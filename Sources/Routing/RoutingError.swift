import Foundation
import Localization

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
        // Translators: %@ names a step of a navigation (a screen of the app).
        case .notFound(let step): return String(format: tr("Nothing on screen to start from (%@)."), step)
        case .noFactory(let step): return String(format: tr("The screen “%@” is not open and cannot be built."), step)
        case .noAction(let step): return String(format: tr("The screen “%@” has no place to be shown."), step)
        case .cancelled(let reason): return reason
        case .invalidContext(let message): return message
        case .wrongScreen(let step, let expected):
            // Translators: %1$@ names a step of a navigation, %2$@ the kind of screen it needs.
            return String(format: tr("The step “%1$@” needs a %2$@."), step, expected)
        case .failed(let message): return message
        }
    }
}

/// What a navigation ended in: the destination screen, or why not.
public typealias RoutingResult = Result<RoutingNode, RoutingError>
