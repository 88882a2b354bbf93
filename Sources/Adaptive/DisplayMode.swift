/// Which columns an expanded split view shows, after UIKit's `UISplitViewController.DisplayMode`.
public enum DisplayMode: String, Equatable, Sendable {
    /// Primary beside the secondary.
    case oneBesideSecondary
    /// Only the secondary; the primary is hidden until toggled back.
    case secondaryOnly

    /// The mode the display-mode button switches to.
    public var toggled: DisplayMode {
        self == .oneBesideSecondary ? .secondaryOnly : .oneBesideSecondary
    }

    /// Whether the display-mode button can change anything in `layout`: collapsed split views
    /// show one column whatever the mode.
    public static func canToggle(in layout: SplitLayout) -> Bool {
        layout == .expanded
    }
}
