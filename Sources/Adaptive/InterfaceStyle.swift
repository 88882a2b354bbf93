/// Light or dark, after `UIUserInterfaceStyle`.
public enum InterfaceStyle: String, Equatable, Sendable {
    /// Dark text on light backgrounds (UIKit's `.light`).
    case light
    /// Light text on dark backgrounds (UIKit's `.dark`): the desktop prefers a dark colour
    /// scheme.
    case dark
}
