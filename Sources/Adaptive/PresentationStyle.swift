/// How a presented controller appears, after `UIModalPresentationStyle`.
public enum PresentationStyle: Equatable, Sendable {
    /// Anchored to the control that presented it.
    case popover
    /// Covering the window, with a Done button.
    case sheet

    /// The adaptive choice: a popover becomes a sheet in compact width unless the presenter
    /// asked to keep it (UIKit's delegate returning `.none`).
    public static func adaptive(for traits: TraitCollection, keepsPopoverWhenCompact: Bool) -> PresentationStyle {
        if traits.horizontalSizeClass == .compact && !keepsPopoverWhenCompact { return .sheet }
        return .popover
    }
}
