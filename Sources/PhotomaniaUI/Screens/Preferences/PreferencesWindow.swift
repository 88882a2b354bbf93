import Foundation
import GtkKit
import Localization
import Observing
import PhotoFeed
import Routing

/// Preferences (AdwPreferencesWindow): the feed as a choice, the Flickr API key (kept in the
/// keyring by `APIKeyStore`), how often to fetch, the image cache, the master's layout and the
/// slideshow's pace.
/// Each change is stored in settings at once, and the window applies it at once
/// (`MainWindowController.followSettings`), the layout included.
@MainActor
public final class PreferencesWindow {
    private let panel = PreferencesPanel()
    public let feedRow = ComboRow(title: tr("Photos From"), items: FeedChoice.allCases.map(\.title))
    /// The words of a Flickr search, or the address of a custom feed, as the feed row asks.
    public let feedTextRow = EntryRow(title: "")
    public let apiKeyRow = EntryRow(title: tr("Flickr API Key"), password: true)
    public let intervalButton = SpinButton(range: 1...1440, step: 1)
    public let cacheSizeButton = SpinButton(range: 10...10_000, step: 10)
    public let slideshowIntervalButton = SpinButton(range: 1...60, step: 1)
    public let slideshowLoopsSwitch = Switch()
    public let wheelZoomsSwitch = Switch()
    public let clearCacheButton = Button(label: tr("Clear Cache"))
    public let layoutRow = ComboRow(title: tr("Layout"), items: PreferencesWindow.layouts.map(\.title))
    let cacheRow: ActionRow
    private let keyGroup: PreferencesGroup
    private let settings: AppSettings
    private let apiKeys: APIKeyStore
    /// The key's status, shown as it changes.
    private var keyStatusObservation: ObserverToken?
    private let cache: DiskCache

    public init(settings: AppSettings, apiKeys: APIKeyStore, cache: DiskCache, parent: Window) {
        self.settings = settings
        self.apiKeys = apiKeys
        self.cache = cache
        cacheRow = ActionRow(title: tr("Image Cache"), suffix: clearCacheButton)
        keyGroup = PreferencesGroup(title: "Flickr", rows: [apiKeyRow])
        window.title = tr("Preferences")
        window.makeModal(for: parent)
        window.defaultSize = (560, 640)
        panel.add(PreferencesPage(groups: [feedGroup(), keyGroupFilled(), updatesGroup(), storageGroup(), layoutGroup(), viewingGroup(), slideshowGroup()]))
        for (key, control) in [
            (AppSettings.fetchIntervalKey, intervalButton), (AppSettings.imageCacheKey, cacheSizeButton),
            (AppSettings.slideshowIntervalKey, slideshowIntervalButton)
        ] {
            settings.bind(key, to: control, property: "value")
        }
        settings.bind(AppSettings.slideshowLoopsKey, to: slideshowLoopsSwitch, property: "active")
        settings.bind(AppSettings.wheelZoomsKey, to: wheelZoomsSwitch, property: "active")
        window.onUnmapped { [weak self] in
            guard let self else { return }
            [intervalButton, cacheSizeButton, slideshowIntervalButton].forEach { Settings.unbind($0, property: "value") }
            [slideshowLoopsSwitch, wheelZoomsSwitch].forEach { Settings.unbind($0, property: "active") }
            apiKeys.save(apiKeyRow.text) // a key typed and not applied still counts
        }
    }

    /// The window the preferences are in.
    public var window: Window { panel.window }

    public func present() { window.present() }

    /// Puts the keyboard in the API key row (the way a missing key is asked for).
    public func focusAPIKey() { apiKeyRow.grabFocus() }

    // MARK: Groups

    private func feedGroup() -> PreferencesGroup {
        let setting = settings.feedSetting
        feedRow.selected = FeedChoice(setting: setting).rawValue
        feedTextRow.text = FeedChoice.text(of: setting)
        showFeedText()
        feedRow.onSelected { [weak self] in
            self?.showFeedText()
            self?.storeFeed()
        }
        feedTextRow.onApply { [weak self] in self?.storeFeed() }
        return group(tr("Feed"), rows: [feedRow, feedTextRow])
    }

    /// The chosen feed, written to settings once it has the text it needs.
    public var feedChoice: FeedChoice { FeedChoice(rawValue: feedRow.selected) ?? .flickrPublic }

    private func showFeedText() {
        feedTextRow.title = feedChoice == .flickrSearch ? tr("Search For") : tr("Address")
        feedTextRow.isVisible = feedChoice.needsText
        feedRow.subtitle = feedChoice.subtitle
    }

    private func storeFeed() {
        if let setting = feedChoice.setting(text: feedTextRow.text) { settings.feedSetting = setting }
    }

    private func keyGroupFilled() -> PreferencesGroup {
        apiKeyRow.onApply { [weak self] in
            guard let self else { return }
            apiKeys.save(apiKeyRow.text)
        }
        keyStatusObservation = apiKeys.observeStatus { [weak self] _ in self?.showKeyStatus() }
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
        case .unknown: tr("Reading the keyring…")
        case .none: tr("For Flickr Recent Photos and Flickr Search. Kept in the keyring.")
        case .inKeyring: tr("Kept in the keyring.")
        case .saving: tr("Saving in the keyring…")
        // Translators: %@ is the keyring's own explanation, often in English.
        case .unsaved(let reason): String(format: tr("No keyring could keep the key (%@): it is used until Photomania quits."), reason)
        }
    }

    private func showKeyStatus() {
        keyGroup.groupDescription = keyStatus
    }

    /// What the key's group says under it now.
    var keyGroupDescription: String { keyGroup.groupDescription }

    private func updatesGroup() -> PreferencesGroup {
        group(tr("Updates"), rows: [ActionRow(title: tr("Fetch New Photos Every"), subtitle: tr("Minutes, while Photomania runs"), suffix: intervalButton)])
    }

    private func storageGroup() -> PreferencesGroup {
        showCacheSize()
        clearCacheButton.onClicked { [weak self] in self?.clearCache() }
        let sizeRow = ActionRow(title: tr("Keep Up To"), subtitle: tr("Megabytes of downloaded images"), suffix: cacheSizeButton)
        return group(tr("Storage"), rows: [cacheRow, sizeRow])
    }

    /// The cache's size, and apart from it what the favourites' images take (Clear Cache
    /// leaves them).
    private func showCacheSize() {
        // Translators: %@ is a size, e.g. “12.3 MB”.
        let downloaded = String(format: tr("%@ of downloaded images"), ByteSize.text(cache.size))
        let pinned = cache.pinnedSize
        // Translators: after the cache's size; %@ is a size, e.g. “4.1 MB”.
        cacheRow.subtitle = pinned == 0 ? downloaded : downloaded + String(format: tr(", and %@ kept for your favourites"), ByteSize.text(pinned))
    }

    private func clearCache() {
        let freed = cache.removeAll()
        showCacheSize()
        panel.showToast(String(format: tr("Cache cleared: %@ freed"), ByteSize.text(freed)))
    }

    private func layoutGroup() -> PreferencesGroup {
        layoutRow.selected = Self.layouts.firstIndex { $0.name == settings.masterLayout } ?? 0
        layoutRow.onSelected { [weak self] in
            guard let self else { return }
            settings.masterLayout = Self.layouts[layoutRow.selected].name
        }
        return group(tr("Layout"), rows: [layoutRow])
    }

    private func viewingGroup() -> PreferencesGroup {
        let title = tr("Mouse Wheel Zooms")
        wheelZoomsSwitch.accessibleLabel = title
        // Translators: what the wheel does over a photo when it does not zoom (Ctrl with it always zooms).
        let subtitle = tr("Otherwise it goes to the photo before or after while the photo fits")
        return group(tr("Viewing"), rows: [ActionRow(title: title, subtitle: subtitle, suffix: wheelZoomsSwitch)])
    }

    private func slideshowGroup() -> PreferencesGroup {
        let (interval, loops) = (tr("Show Each Photo For"), tr("Start Over After the Last Photo"))
        slideshowIntervalButton.accessibleLabel = interval
        slideshowLoopsSwitch.accessibleLabel = loops
        return group(
            tr("Slideshow"),
            rows: [
                ActionRow(title: interval, subtitle: tr("Seconds"), suffix: slideshowIntervalButton),
                ActionRow(title: loops, suffix: slideshowLoopsSwitch)
            ])
    }

    static let layouts: [(name: MasterLayoutName, title: String)] = [
        (.tabs, tr("Photographers and Recents as Tabs")), (.stack, tr("Photographers, Recents in the Header")), (.allPhotos, tr("All Photos in One List"))
    ]

    private func group(_ title: String, rows: [Widget]) -> PreferencesGroup { PreferencesGroup(title: title, rows: rows) }
}

/// A window of its own: a screen the router finds or builds, contained by nothing.
extension PreferencesWindow: RoutingNode {
    public var routingParent: RoutingNode? { nil }
    public var routingChildren: [RoutingNode] { [] }
    public var routingVisibleChildren: [RoutingNode] { [] }
    public func makeVisible(_ child: RoutingNode, animated: Bool) {}
}
