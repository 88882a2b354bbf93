/// Which columns an expanded split view shows, after `UISplitViewController.DisplayMode`.
///
/// In two columns the "one" modes concern the primary's column; in three columns (a
/// triple-column split view, wide enough) "one" is the supplementary and "two" the primary and
/// the supplementary.
public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
    /// Let the split view choose for the width it has.
    case automatic
    /// The primary beside the secondary; in three columns, the supplementary beside it.
    case oneBesideSecondary
    /// The primary sliding over the secondary, which dims; a click outside or Escape closes it.
    /// In three columns, the supplementary.
    case oneOverSecondary
    /// Only the secondary.
    case secondaryOnly
    /// Three columns: the primary, the supplementary and the secondary side by side.
    case twoBesideSecondary
    /// Three columns: the primary and the supplementary sliding over the secondary.
    case twoOverSecondary
    /// Three columns: the primary and the supplementary side by side, pushing the secondary
    /// (at its width without them) partly off the trailing edge.
    case twoDisplaceSecondary

    /// Whether the display-mode button can change anything in `layout`: a collapsed split view
    /// shows one column whatever the mode.
    public static func canToggle(in layout: SplitLayout) -> Bool {
        layout == .expanded
    }

    /// The mode shown in `arrangement` when this one is preferred: best effort for the width.
    /// Two columns: side by side needs room for both; without it, automatic shows the secondary
    /// alone and an explicit side-by-side preference slides the primary over it; the
    /// three-column modes ask for the primary's column beside (or over) the secondary.
    /// Three columns always have room: automatic shows all three.
    public func resolved(in arrangement: ColumnArrangement, besideFits: Bool) -> DisplayMode {
        switch (arrangement, self) {
        case (.collapsed, _): return .oneBesideSecondary
        case (.threeColumns, .automatic): return .twoBesideSecondary
        case (.threeColumns, _): return self
        case (.twoColumns, .automatic): return besideFits ? .oneBesideSecondary : .secondaryOnly
        case (.twoColumns, .oneBesideSecondary), (.twoColumns, .twoBesideSecondary), (.twoColumns, .twoDisplaceSecondary):
            return besideFits ? .oneBesideSecondary : .oneOverSecondary
        case (.twoColumns, .twoOverSecondary): return .oneOverSecondary
        case (.twoColumns, .oneOverSecondary), (.twoColumns, .secondaryOnly): return self
        }
    }

    /// The mode the display-mode button switches a shown mode to in `arrangement`.
    /// Two columns: the primary goes away when shown, and comes back beside the secondary when
    /// it fits, over it when not. Three columns cycle as UIKit's triple style does: all three
    /// → the supplementary beside (or over) the secondary → the secondary alone → all three
    /// side by side again.
    public func toggled(in arrangement: ColumnArrangement, besideFits: Bool) -> DisplayMode {
        switch (arrangement, self) {
        case (.threeColumns, .twoBesideSecondary), (.threeColumns, .twoDisplaceSecondary): return .oneBesideSecondary
        case (.threeColumns, .twoOverSecondary): return .oneOverSecondary
        case (.threeColumns, .oneBesideSecondary), (.threeColumns, .oneOverSecondary): return .secondaryOnly
        case (.threeColumns, _): return .twoBesideSecondary
        case (_, .oneBesideSecondary), (_, .oneOverSecondary): return .secondaryOnly
        case (_, _): return besideFits ? .oneBesideSecondary : .oneOverSecondary
        }
    }

    /// Whether the primary column is on screen in this (shown) mode of `arrangement`.
    public func showsPrimary(in arrangement: ColumnArrangement) -> Bool {
        switch arrangement {
        case .collapsed: return true
        case .twoColumns: return self == .oneBesideSecondary || self == .oneOverSecondary
        case .threeColumns: return isTwo
        }
    }

    /// Whether the supplementary column is on screen in this (shown) mode of three columns.
    public var showsSupplementary: Bool { isTwo || self == .oneBesideSecondary || self == .oneOverSecondary }

    /// Whether the side columns slide over the secondary.
    public var isOverlay: Bool { self == .oneOverSecondary || self == .twoOverSecondary }

    private var isTwo: Bool { self == .twoBesideSecondary || self == .twoOverSecondary || self == .twoDisplaceSecondary }
}
