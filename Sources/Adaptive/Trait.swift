/// One trait of a `TraitCollection`, as `registerForTraitChanges` names what a controller
/// follows (after UIKit's trait types).
public enum Trait: String, Sendable, CaseIterable {
    /// The horizontal size class (UIKit's `UITraitHorizontalSizeClass`).
    case horizontalSizeClass
    /// The vertical size class (UIKit's `UITraitVerticalSizeClass`).
    case verticalSizeClass
    /// Light or dark (UIKit's `UITraitUserInterfaceStyle`).
    case interfaceStyle
    /// The text scale (after UIKit's `UITraitPreferredContentSizeCategory`).
    case textScale

    /// The traits that differ between `old` (nil before the first traits) and `new`: all of
    /// them the first time.
    public static func changes(from old: TraitCollection?, to new: TraitCollection) -> Set<Trait> {
        guard let old else { return Set(allCases) }
        var changed: Set<Trait> = []
        if old.horizontalSizeClass != new.horizontalSizeClass { changed.insert(.horizontalSizeClass) }
        if old.verticalSizeClass != new.verticalSizeClass { changed.insert(.verticalSizeClass) }
        if old.interfaceStyle != new.interfaceStyle { changed.insert(.interfaceStyle) }
        if old.textScale != new.textScale { changed.insert(.textScale) }
        return changed
    }
}
