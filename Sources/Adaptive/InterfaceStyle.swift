/// Light or dark, after `UIUserInterfaceStyle`.
public enum InterfaceStyle: String, Equatable, Sendable {
    case light
    case dark
}
