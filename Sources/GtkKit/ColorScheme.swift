import CGtk
import Localization

/// Light, dark, or as the desktop prefers: the choice the primary menu offers.
public enum ColorScheme: String, CaseIterable, Sendable {
    /// Light or dark as the desktop prefers (libadwaita's default).
    case followSystem = "default"
    /// Light, whatever the desktop prefers.
    case light
    /// Dark, whatever the desktop prefers.
    case dark

    init(_ scheme: AdwColorScheme) {
        switch scheme {
        case ADW_COLOR_SCHEME_FORCE_LIGHT: self = .light
        case ADW_COLOR_SCHEME_FORCE_DARK: self = .dark
        default: self = .followSystem
        }
    }

    var adwaita: AdwColorScheme {
        switch self {
        case .followSystem: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }

    /// What the menu calls it.
    public var title: String {
        switch self {
        // Translators: a color scheme (menu item): the desktop's light or dark style.
        case .followSystem: tr("Follow System")
        // Translators: a color scheme (menu item).
        case .light: tr("Light")
        // Translators: a color scheme (menu item).
        case .dark: tr("Dark")
        }
    }
}
