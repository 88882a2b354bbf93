/// A swipe that slides a side column over the secondary, or back off it, following the finger
/// (UIKit's `presentsWithGesture`, GNOME's swipe to open a sidebar): how far the column is
/// shown, from 0 (hidden) to 1 (shown), and on release whether it ends shown.
///
/// Offsets are the finger's travel in pixels, positive towards the right; a touchpad scroll is
/// turned into such an offset by its caller. Right to left, the column comes from the right
/// edge and the directions mirror. On release a fling decides (faster than `flingSpeed`, in
/// pixels per millisecond over the last `historyMilliseconds`); without one, whether the
/// column is more than half shown.
public struct RevealSwipe: Equatable, Sendable {
    /// What moves: a finger on the screen, or two on a touchpad (which flings faster).
    public enum Input: Sendable {
        /// A finger dragged across a touch screen.
        case touch
        /// Two fingers on a touchpad: their scroll events fling faster than a finger does.
        case touchpad
    }

    /// How far from the leading edge a touch may start a reveal, in pixels.
    public static let edgeWidth = 24.0
    static let historyMilliseconds = 150.0

    /// The column's width: moving the finger this far shows or hides it all.
    public let width: Double
    /// Whether the layout reads right to left: the column comes from the right edge.
    public let rightToLeft: Bool
    /// What moves, which sets how fast a fling must be.
    public let input: Input
    /// How much of the column is shown.
    public private(set) var progress: Double
    private let initialProgress: Double
    private var history: [Sample] = []

    private struct Sample: Equatable, Sendable {
        let time: Double
        let offset: Double
    }

    /// A swipe showing a hidden column (`opening`) or hiding a shown one.
    public init(width: Double, rightToLeft: Bool, input: Input, opening: Bool) {
        self.width = max(width, 1)
        self.rightToLeft = rightToLeft
        self.input = input
        initialProgress = opening ? 0 : 1
        progress = initialProgress
    }

    /// Whether a touch at `x` of a view `viewWidth` wide is at its leading edge, where a
    /// swipe may reveal the column.
    public static func isAtLeadingEdge(_ x: Double, viewWidth: Double, rightToLeft: Bool) -> Bool {
        rightToLeft ? x >= viewWidth - edgeWidth : x <= edgeWidth
    }

    /// Whether fingers moving right (or left) show the column: towards the trailing edge.
    public static func shows(movingRight: Bool, rightToLeft: Bool) -> Bool { movingRight != rightToLeft }

    /// The finger has travelled `offset` pixels since the swipe began, at `time` (ms).
    public mutating func move(to offset: Double, at time: Double) {
        history.append(Sample(time: time, offset: offset))
        history.removeAll { time - $0.time > Self.historyMilliseconds }
        progress = min(1, max(0, initialProgress + towardsShown(offset) / width))
    }

    /// Whether the column ends shown when the finger lifts at `time` (ms).
    public func endsShown(at time: Double) -> Bool {
        let recent = history.filter { time - $0.time <= Self.historyMilliseconds }
        if let first = recent.first, let last = recent.last, last.time > first.time {
            let speed = towardsShown(last.offset - first.offset) / (last.time - first.time)
            let fling = input == .touch ? 0.3 : 0.6
            if abs(speed) > fling { return speed > 0 }
        }
        return progress >= 0.5
    }

    /// Whether the swipe began with the column hidden.
    public var isOpening: Bool { initialProgress == 0 }

    /// Where the left edge of a column `width` wide goes in a view `viewWidth` wide when
    /// `progress` of it is shown: off the leading edge by the part not shown.
    public static func columnX(progress: Double, width: Double, viewWidth: Double, rightToLeft: Bool) -> Double {
        rightToLeft ? viewWidth - width * progress : -width * (1 - progress)
    }

    /// `offset` measured towards showing the column.
    private func towardsShown(_ offset: Double) -> Double { rightToLeft ? -offset : offset }
}
