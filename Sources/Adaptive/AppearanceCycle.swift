/// The appearance callbacks of a view controller, after UIKit's.
public enum AppearanceEvent: String, Equatable, Sendable {
    /// UIKit's `viewWillAppear(_:)`: the controller is about to come on screen.
    case viewWillAppear
    /// UIKit's `viewIsAppearing(_:)`: right after `viewWillAppear`, with the view in the
    /// hierarchy and its traits known.
    case viewIsAppearing
    /// UIKit's `viewDidAppear(_:)`: the controller is on screen.
    case viewDidAppear
    /// UIKit's `viewWillDisappear(_:)`: the controller is about to go off screen.
    case viewWillDisappear
    /// UIKit's `viewDidDisappear(_:)`: the controller is off screen.
    case viewDidDisappear
}

/// Where a controller is between hidden and shown.
public enum AppearanceState: Equatable, Sendable {
    /// Off screen, with no transition running: where every controller starts.
    case disappeared
    /// Coming on screen: `viewWillAppear` delivered, `viewDidAppear` not yet.
    case appearing
    /// On screen, with no transition running.
    case appeared
    /// Going off screen: `viewWillDisappear` delivered, `viewDidDisappear` not yet.
    case disappearing
}

/// UIKit's `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` contract as a
/// state machine: every call answers the callbacks to deliver, so a controller sees each event
/// exactly once and in order however containers nest, repeat or interrupt transitions.
public struct AppearanceCycle: Equatable, Sendable {
    /// Where the controller is now.
    public private(set) var state: AppearanceState = .disappeared

    /// A cycle for a controller that is off screen.
    public init() {}

    /// Starts appearing or disappearing. Redundant calls answer nothing; reversing a
    /// transition midway answers the opposite "will" callback, as UIKit does.
    public mutating func begin(appearing: Bool) -> [AppearanceEvent] {
        switch (state, appearing) {
        case (.disappeared, true), (.disappearing, true):
            state = .appearing
            return [.viewWillAppear, .viewIsAppearing]
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            return [.viewWillDisappear]
        default:
            return []
        }
    }

    /// Finishes the transition begun last; answers nothing when none is running.
    public mutating func end() -> [AppearanceEvent] {
        switch state {
        case .appearing:
            state = .appeared
            return [.viewDidAppear]
        case .disappearing:
            state = .disappeared
            return [.viewDidDisappear]
        default:
            return []
        }
    }

    /// Whether the controller is on screen or on its way there.
    public var isVisible: Bool { state == .appearing || state == .appeared }
}
