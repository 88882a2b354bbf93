/// Where a popover may stand against the control it points at, after UIKit's
/// `permittedArrowDirections` (a popover to the trailing side points back at its control):
/// leading and trailing follow the reading direction.
public enum PopoverPosition: String, Equatable, Sendable, CaseIterable {
    /// Beside the control where lines begin: its left, or its right in a right-to-left layout.
    case leading
    /// Beside the control where lines end: its right, or its left in a right-to-left layout.
    case trailing
    /// Above the control.
    case top
    /// Below the control.
    case bottom

    /// A side of the control on screen, whatever the reading direction.
    public enum Edge: Equatable, Sendable {
        /// The control's left, right, top or bottom side, as seen on screen.
        case left, right, top, bottom
    }

    /// The side this position is on in a left-to-right or right-to-left layout.
    public func edge(rightToLeft: Bool) -> Edge {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .top: .top
        case .bottom: .bottom
        }
    }

    /// The first of `permitted` with room for a popover of `size` (the room on each side of
    /// the control is `room`), else the one with the most room for it; nil when none is
    /// permitted. Without a size, the first.
    public static func choose(
        from permitted: [PopoverPosition], size: Size?, room: (Edge) -> Int,
        rightToLeft: Bool
    ) -> PopoverPosition? {
        guard let size else { return permitted.first }
        func needed(_ position: PopoverPosition) -> Int {
            switch position.edge(rightToLeft: rightToLeft) {
            case .left, .right: size.width
            case .top, .bottom: size.height
            }
        }
        func spare(_ position: PopoverPosition) -> Int { room(position.edge(rightToLeft: rightToLeft)) - needed(position) }
        return permitted.first { spare($0) >= 0 } ?? permitted.max { spare($0) < spare($1) }
    }
}
