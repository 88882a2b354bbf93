import Adaptive
import Foundation
import GtkKit
import PhotoFeed

/// The app's remembered state, in GSettings (schema `io.github.photomania.Photomania`).
@MainActor
public final class AppSettings {
    private let settings: Settings

    /// Opens the settings stored under `configDirectory`; nil (with a warning on standard
    /// error) when the schema is not installed and not in the data directory.
    public static func open(
        configDirectory: URL = AppPaths.configDirectory,
        dataDirectory: URL = AppPaths.dataDirectory
    ) -> AppSettings? {
        try? FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        guard
            let settings = Settings.open(
                schemaID: AppInfo.id, path: AppInfo.settingsPath,
                keyFile: configDirectory.appendingPathComponent("settings.ini").path,
                group: AppInfo.executable,
                schemaDirectories: AppPaths.schemaDirectories(dataDirectory: dataDirectory))
        else {
            FileHandle.standardError.write(
                Data("photomania: settings schema \(AppInfo.id) not found; window size will not be remembered (run glib-compile-schemas on data/)\n".utf8))
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
    public var masterLayout: MasterLayoutName {
        get { MasterLayoutName(rawValue: settings.string(Self.masterLayoutKey)) ?? .tabs }
        set { settings.set(Self.masterLayoutKey, string: newValue.rawValue) }
    }

    /// Minutes between background fetches.
    public var fetchInterval: Int { settings.int(Self.fetchIntervalKey) }

    /// Seconds each photo shows in a slideshow.
    public var slideshowInterval: Int {
        get { settings.int(Self.slideshowIntervalKey) }
        set { settings.set(Self.slideshowIntervalKey, int: newValue) }
    }

    /// Whether a slideshow starts over after the last photo.
    public var slideshowLoops: Bool {
        get { settings.bool(Self.slideshowLoopsKey) }
        set { settings.set(Self.slideshowLoopsKey, bool: newValue) }
    }

    /// Whether the mouse wheel over a photo zooms it, rather than stepping to another.
    public var wheelZooms: Bool {
        get { settings.bool(Self.wheelZoomsKey) }
        set { settings.set(Self.wheelZoomsKey, bool: newValue) }
    }

    /// The most bytes of downloaded images kept on disk.
    public var imageCacheBytes: Int { settings.int(Self.imageCacheKey) * 1_000_000 }

    /// The feed, as `FeedChoice` reads and writes it: `flickr:public` (the default),
    /// `flickr:recent`, `flickr:search=TEXT`, `sample` (or empty), or an address.
    public var feedSetting: String {
        get { settings.string(Self.feedKey) }
        set { settings.set(Self.feedKey, string: newValue) }
    }

    /// The feed `feedSetting` names; nil when it names none (a bad address typed in `gsettings`).
    public var feed: FeedSource? {
        switch FeedChoice(setting: feedSetting) {
        case .sample: .url(AppPaths.sampleFeedURL)
        default: try? LaunchOptions.feed(feedSetting).get()
        }
    }

    public static let feedKey = "feed-url"
    public static let fetchIntervalKey = "fetch-interval"
    public static let imageCacheKey = "image-cache-megabytes"
    public static let masterLayoutKey = "master-layout"
    public static let slideshowIntervalKey = "slideshow-interval"
    public static let slideshowLoopsKey = "slideshow-loops"
    public static let wheelZoomsKey = "wheel-zooms"

    /// Calls `handler` whenever `key` changes (in Preferences, or through `gsettings`), for as
    /// long as the connection is kept.
    public func observe(_ key: String, _ handler: @escaping () -> Void) -> SignalConnection {
        settings.onChanged(key, handler)
    }

    /// A Flickr API key an older version kept in settings, to move into the keyring; nil when none.
    var legacyAPIKey: String? {
        let key = settings.string(Self.legacyAPIKeyKey)
        return key.isEmpty ? nil : key
    }

    /// Forgets the key an older version kept in settings, once it is in the keyring.
    func removeLegacyAPIKey() {
        settings.reset(Self.legacyAPIKeyKey)
        Settings.sync()
    }

    private static let legacyAPIKeyKey = "flickr-api-key"

    /// Keeps `key` and a control's `property` equal (the Preferences window).
    func bind(_ key: String, to control: Object, property: String) {
        settings.bind(key, to: control, property: property)
    }

    public func sync() { Settings.sync() }
}
