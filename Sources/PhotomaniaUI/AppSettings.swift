import Adaptive
import Foundation
import GtkKit

/// The app's remembered state, in GSettings (schema `io.github.photomania.Photomania`).
@MainActor
public final class AppSettings {
    private let settings: Settings

    /// Opens the settings stored under `configDirectory`; nil (with a warning on standard
    /// error) when the schema is not installed and not in the data directory.
    public static func open(configDirectory: URL = AppPaths.configDirectory,
                            dataDirectory: URL = AppPaths.dataDirectory) -> AppSettings? {
        try? FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        guard let settings = Settings.open(schemaID: AppInfo.id, path: "/io/github/photomania/Photomania/",
                                           keyFile: configDirectory.appendingPathComponent("settings.ini").path,
                                           group: AppInfo.executable,
                                           schemaDirectories: AppPaths.schemaDirectories(dataDirectory: dataDirectory)) else {
            FileHandle.standardError.write(Data("photomania: settings schema \(AppInfo.id) not found; window size will not be remembered (run glib-compile-schemas on data/)\n".utf8))
            return nil
        }
        return AppSettings(settings: settings)
    }

    private init(settings: Settings) { self.settings = settings }

    public var windowSize: (width: Int, height: Int) {
        get { (settings.int("window-width"), settings.int("window-height")) }
        set {
            settings.set("window-width", int: newValue.width)
            settings.set("window-height", int: newValue.height)
        }
    }

    public var isMaximized: Bool {
        get { settings.bool("window-maximized") }
        set { settings.set("window-maximized", bool: newValue) }
    }

    /// The state of the window's controllers, restored on the next launch.
    public var navigationState: NavigationState {
        get {
            NavigationState(primaryWidth: settings.int("primary-width") >= 0 ? settings.int("primary-width") : nil,
                            displayMode: DisplayMode(rawValue: settings.string("display-mode")) ?? .automatic,
                            selectedTab: settings.int("selected-tab"),
                            photographer: settings.string("photographer"),
                            photoID: settings.string("photo-id"))
        }
        set {
            settings.set("primary-width", int: newValue.primaryWidth ?? -1)
            settings.set("display-mode", string: newValue.displayMode.rawValue)
            settings.set("selected-tab", int: newValue.selectedTab)
            settings.set("photographer", string: newValue.photographer)
            settings.set("photo-id", string: newValue.photoID)
        }
    }

    /// The key of the app's colors: "default" (as the desktop prefers), "light" or "dark".
    public static let colorSchemeKey = "color-scheme"

    /// The app's colors.
    public var colorScheme: ColorScheme { ColorScheme(rawValue: settings.string(AppSettings.colorSchemeKey)) ?? .followSystem }

    /// Draws the app in the colors this setting names, now and whenever it changes, and adds
    /// to `application` the action (`app.color-scheme`) the main menu's radio items set it
    /// through. Keep the returned connection for as long as the app runs.
    public func applyColorScheme(to application: Application) -> SignalConnection? {
        guard let desktop = DesktopSettings.current() else { return nil }
        desktop.colorScheme = colorScheme
        application.addAction(settings.action(for: AppSettings.colorSchemeKey))
        return settings.onChanged(AppSettings.colorSchemeKey) { [weak self] in
            if let self { desktop.colorScheme = self.colorScheme }
        }
    }

    /// How the master column is put together; an unknown name is the default layout.
    public var masterLayout: MasterLayoutName { MasterLayoutName(rawValue: settings.string("master-layout")) ?? .tabs }

    /// Minutes between background fetches.
    public var fetchInterval: Int { settings.int("fetch-interval") }

    /// The Flickr API key from settings ("" when not set).
    public var flickrAPIKey: String { settings.string("flickr-api-key") }

    /// The feed chosen in settings; empty means the sample feed.
    public var feedURL: String { settings.string("feed-url") }

    /// Keeps `key` and a control's `property` equal (the Preferences window).
    func bind(_ key: String, to control: Object, property: String) {
        settings.bind(key, to: control, property: property)
    }

    public func sync() { Settings.sync() }
}
