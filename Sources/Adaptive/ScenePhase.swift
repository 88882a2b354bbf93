/// Where a window is in its life on screen, after UIKit's scene activation states: what a
/// controller may keep running (a slideshow's timer, an animation) depends on it.
public enum ScenePhase: Int, Comparable, Sendable, CustomStringConvertible {
    /// Not on screen: the window is unmapped (hidden, or not shown yet).
    case background
    /// On screen without the keyboard focus: another window or another app has it.
    case inactive
    /// On screen with the keyboard focus.
    case active

    /// The phase of a window that is mapped or not and has the keyboard focus or not (a window
    /// off screen is in the background whatever its focus).
    public init(isMapped: Bool, isActive: Bool) {
        self = !isMapped ? .background : isActive ? .active : .inactive
    }

    /// The phases a window passes through from this one to `target`, one step at a time and
    /// `target` last: a window coming back with the focus enters the foreground (inactive)
    /// before it becomes active, and one going away resigns active before it enters the
    /// background, as UIKit's scenes do. Empty when they are the same.
    public func steps(to target: ScenePhase) -> [ScenePhase] {
        let range = target > self ? Array(rawValue + 1...target.rawValue) : Array((target.rawValue..<rawValue).reversed())
        return range.compactMap(ScenePhase.init(rawValue:))
    }

    public static func < (lhs: ScenePhase, rhs: ScenePhase) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .background: "background"
        case .inactive: "inactive"
        case .active: "active"
        }
    }
}
