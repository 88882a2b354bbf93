/// How much room a dimension offers, in UIKit's two coarse classes.
///
/// Layout decisions are made on the class rather than on pixels, so every container that
/// shares one `TraitCollection` agrees on what kind of screen it is on.
public enum SizeClass: String, Sendable, CaseIterable {
    /// Little room (UIKit's `.compact`): a narrow window, or a short one for the vertical
    /// class.
    case compact
    /// Ample room (UIKit's `.regular`): a wide window, or a tall one for the vertical class.
    case regular
}
