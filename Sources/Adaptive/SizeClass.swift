/// How much room a dimension offers, in UIKit's two coarse classes.
///
/// Layout decisions are made on the class rather than on pixels, so every container that
/// shares one `TraitCollection` agrees on what kind of screen it is on.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact
    case regular
}
