/// Where tabs put their switcher, after UIKit's tab bar and libadwaita's view switchers: a bar
/// along the bottom of a narrow, tall window (a phone held upright), within the thumb's reach;
/// at the top of a wide window, and of a short one (a phone on its side, UIKit's compact
/// height), whose height is scarcer than its width.
public enum TabSwitcherPlacement: Equatable, Sendable {
    /// At the top of the window, as libadwaita's view switcher in a header bar.
    case top
    /// A bar along the bottom of the window, as UIKit's tab bar.
    case bottom

    /// The placement for a window of `traits`.
    public init(_ traits: TraitCollection) {
        self = traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular ? .bottom : .top
    }
}
