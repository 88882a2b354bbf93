import CGtk
import Foundation
import GtkKit
import PhotoFeed
import Routing

/// Preferences (AdwPreferencesWindow): the feed as a choice, the Flickr API key (kept in the
/// keyring by `APIKeyStore`), how often to fetch, the image cache and the master's layout.
/// Each change is stored in settings at once, and the window applies it at once
/// (`MainWindowController.followSettings`), the layout included.
@MainActor
public final class PreferencesWindow {
    public let window = Window(adopting: raw(adw_preferences_window_new())!)
    public let feedRow = ComboRow(title: "Photos From", items: FeedChoice.allCases.map(\.title))
    /// The words of a Flickr search, or the address of a custom feed, as the feed row asks.
    public let feedTextRow = EntryRow(title: "")
    public let apiKeyRow = EntryRow(title: "Flickr API Key", password: true)
    public let intervalButton = Widget(adopting: raw(gtk_spin_button_new_with_range(1, 1440, 1))!)
    public let cacheSizeButton = Widget(adopting: raw(gtk_spin_button_new_with_range(10, 10_000, 10))!)
    public let clearCacheButton = Button(label: "Clear Cache")
    public let layoutRow = ComboRow(title: "Layout", items: PreferencesWindow.layouts.map(\.title))
    private let cacheRow: ActionRow
    private let keyGroup = Widget(adopting: raw(adw_preferences_group_new())!)
    private let settings: AppSettings
    private let apiKeys: APIKeyStore
    private let cache: DiskCache

    public init(settings: AppSettings, apiKeys: APIKeyStore, cache: DiskCache, parent: Window) {
        self.settings = settings
        self.apiKeys = apiKeys
        self.cache = cache
        cacheRow = ActionRow(title: "Image Cache", suffix: clearCacheButton)
        window.title = "Preferences"
        window.makeModal(for: parent)
        window.defaultSize = (560, 640)
        let page = Widget(adopting: raw(adw_preferences_page_new())!)
        for group in [feedGroup(), keyGroupFilled(), updatesGroup(), storageGroup(), layoutGroup()] {
            adw_preferences_page_add(cast(page.pointer), cast(group.pointer))
        }
        adw_preferences_window_add(cast(window.pointer), cast(page.pointer))
        for (key, control) in [(AppSettings.fetchIntervalKey, intervalButton), (AppSettings.imageCacheKey, cacheSizeButton)] {
            settings.bind(key, to: control, property: "value")
        }
        window.onUnmapped { [weak self] in
            guard let self else { return }
            [intervalButton, cacheSizeButton].forEach { Settings.unbind($0, property: "value") }
            apiKeys.save(apiKeyRow.text) // a key typed and not applied still counts
        }
    }

    public func present() { window.present() }

    /// Puts the keyboard in the API key row (the way a missing key is asked for).
    public func focusAPIKey() { apiKeyRow.grabFocus() }

    // MARK: Groups

    private func feedGroup() -> Widget {
        let setting = settings.feedSetting
        feedRow.selected = FeedChoice(setting: setting).rawValue
        feedTextRow.text = FeedChoice.text(of: setting)
        showFeedText()
        feedRow.onSelected { [weak self] in
            self?.showFeedText()
            self?.storeFeed()
        }
        feedTextRow.onApply { [weak self] in self?.storeFeed() }
        return group("Feed", rows: [feedRow, feedTextRow])
    }

    /// The chosen feed, written to settings once it has the text it needs.
    public var feedChoice: FeedChoice { FeedChoice(rawValue: feedRow.selected) ?? .flickrPublic }

    private func showFeedText() {
        adw_preferences_row_set_title(cast(feedTextRow.pointer), feedChoice == .flickrSearch ? "Search For" : "Address")
        feedTextRow.isVisible = feedChoice.needsText
        adw_action_row_set_subtitle(cast(feedRow.pointer), feedChoice.subtitle)
    }

    private func storeFeed() {
        if let setting = feedChoice.setting(text: feedTextRow.text) { settings.feedSetting = setting }
    }

    private func keyGroupFilled() -> Widget {
        adw_preferences_group_set_title(cast(keyGroup.pointer), "Flickr")
        adw_preferences_group_add(cast(keyGroup.pointer), apiKeyRow.widget)
        apiKeyRow.onApply { [weak self] in
            guard let self else { return }
            apiKeys.save(apiKeyRow.text)
        }
        apiKeys.onStatusChange = { [weak self] _ in self?.showKeyStatus() }
        apiKeys.fetch { [weak self] key in
            guard let self, apiKeyRow.text.isEmpty else { return }
            apiKeyRow.text = key ?? ""
        }
        showKeyStatus()
        return keyGroup
    }

    /// What the group under the key says about where the key is.
    public var keyStatus: String {
        switch apiKeys.status {
        case .unknown: "Reading the keyring…"
        case .none: "For Flickr Recent Photos and Flickr Search. Kept in the keyring."
        case .inKeyring: "Kept in the keyring."
        case .saving: "Saving in the keyring…"
        case .unsaved(let reason): "No keyring could keep the key (\(reason)): it is used until Photomania quits."
        }
    }

    private func showKeyStatus() {
        adw_preferences_group_set_description(cast(keyGroup.pointer), keyStatus)
    }

    private func updatesGroup() -> Widget {
        group("Updates", rows: [ActionRow(title: "Fetch New Photos Every", subtitle: "Minutes, while Photomania runs", suffix: intervalButton)])
    }

    private func storageGroup() -> Widget {
        showCacheSize()
        clearCacheButton.onClicked { [weak self] in self?.clearCache() }
        let sizeRow = ActionRow(title: "Keep Up To", subtitle: "Megabytes of downloaded images", suffix: cacheSizeButton)
        return group("Storage", rows: [cacheRow, sizeRow])
    }

    private func showCacheSize() {
        cacheRow.subtitle = "\(Self.megabytes(cache.size)) of downloaded images"
    }

    private func clearCache() {
        let freed = cache.removeAll()
        showCacheSize()
        adw_preferences_window_add_toast(cast(window.pointer), adw_toast_new("Cache cleared: \(Self.megabytes(freed)) freed"))
    }

    /// "12.3 MB".
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    private func layoutGroup() -> Widget {
        layoutRow.selected = Self.layouts.firstIndex { $0.name == settings.masterLayout } ?? 0
        layoutRow.onSelected { [weak self] in
            guard let self else { return }
            settings.masterLayout = Self.layouts[layoutRow.selected].name
        }
        return group("Layout", rows: [layoutRow])
    }

    static let layouts: [(name: MasterLayoutName, title: String)] = [
        (.tabs, "Photographers and Recents as Tabs"), (.stack, "Photographers, Recents in the Header"), (.allPhotos, "All Photos in One List"),
    ]

    private func group(_ title: String, rows: [Widget]) -> Widget {
        let group = Widget(adopting: raw(adw_preferences_group_new())!)
        adw_preferences_group_set_title(cast(group.pointer), title)
        rows.forEach { adw_preferences_group_add(cast(group.pointer), $0.widget) }
        return group
    }
}

/// A window of its own: a screen the router finds or builds, contained by nothing.
extension PreferencesWindow: RoutingNode {
    public var routingParent: RoutingNode? { nil }
    public var routingChildren: [RoutingNode] { [] }
    public var routingVisibleChildren: [RoutingNode] { [] }
    public func makeVisible(_ child: RoutingNode, animated: Bool) {}
}
