/// Which columns an expanded split view shows, after `UISplitViewController.DisplayMode`.
public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
    /// Let the split view choose for the width it has.
    case automatic
    /// The primary beside the secondary.
    case oneBesideSecondary
    /// The primary sliding over the secondary, which dims; a click outside or Escape closes it.
    case oneOverSecondary
    /// Only the secondary.
    case secondaryOnly

    /// Whether the display-mode button can change anything in `layout`: a collapsed split view
    /// shows one column whatever the mode.
    public static func canToggle(in layout: SplitLayout) -> Bool {
        layout == .expanded
    }

    /// The mode actually shown when this one is preferred: best effort for the width there is.
    /// Side by side needs room for both columns; without it, automatic shows the secondary
    /// alone and an explicit side-by-side preference slides the primary over it.
    public func resolved(besideFits: Bool) -> DisplayMode {
        switch self {
        case .automatic: return besideFits ? .oneBesideSecondary : .secondaryOnly
        case .oneBesideSecondary: return besideFits ? .oneBesideSecondary : .oneOverSecondary
        case .oneOverSecondary, .secondaryOnly: return self
        }
    }

    /// The mode the display-mode button switches a shown mode to: the primary goes away when
    /// it is shown, and comes back beside the secondary when it fits, over it when not.
    public func toggled(besideFits: Bool) -> DisplayMode {
        switch self {
        case .oneBesideSecondary, .oneOverSecondary: return .secondaryOnly
        case .secondaryOnly, .automatic: return besideFits ? .oneBesideSecondary : .oneOverSecondary
        }
    }

    /// Whether the primary column is on screen in this (shown) mode.
    public var showsPrimary: Bool { self == .oneBesideSecondary || self == .oneOverSecondary }
}
