/// Where a screen's own actions go, after Loupe and iOS's toolbars: in its header bar in a
/// wide window; in a bar along the bottom of a narrow, tall one (a phone held upright), so
/// the header keeps room for the title; in the header's menu of a window short as well as
/// narrow (a phone on its side), where a bar would take the height the content needs.
public enum ToolbarPlacement: Equatable, Sendable {
    /// In the screen's header bar (a wide window).
    case header
    /// In a bar along the bottom of the window (a narrow, tall one), as iOS's toolbar.
    case bottomBar
    /// In the header's menu (a window narrow and short).
    case menu

    /// The placement for a window of `traits`.
    public init(_ traits: TraitCollection) {
        switch (traits.horizontalSizeClass, traits.verticalSizeClass) {
        case (.regular, _): self = .header
        case (.compact, .regular): self = .bottomBar
        case (.compact, .compact): self = .menu
        }
    }
}
