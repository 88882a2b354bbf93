import Localization

/// The feed as Preferences offers it: a choice among the feeds people mean, with the text the
/// choice needs (the words of a search, an address), read from and written to the `feed-url`
/// setting. Pure, so it is tested without a display.
public enum FeedChoice: Int, CaseIterable, Sendable {
    case flickrPublic, flickrRecent, flickrSearch, sample, custom

    public var title: String {
        switch self {
        case .flickrPublic: tr("Flickr Public Photos")
        case .flickrRecent: tr("Flickr Recent Photos")
        case .flickrSearch: tr("Flickr Search")
        case .sample: tr("Sample Photos")
        case .custom: tr("Custom Address")
        }
    }

    /// What the choice is, under its title.
    public var subtitle: String {
        switch self {
        case .flickrPublic: tr("The latest public uploads; no API key needed")
        case .flickrRecent: tr("Needs a Flickr API key")
        case .flickrSearch: tr("Photos matching some words; needs a Flickr API key")
        case .sample: tr("Photos shipped with Photomania, offline")
        case .custom: tr("A Flickr-style JSON feed at a web address or in a file")
        }
    }

    /// Whether the choice needs a text (`flickrSearch`'s words, `custom`'s address).
    public var needsText: Bool { self == .flickrSearch || self == .custom }

    /// The choice a `feed-url` setting names, with its text.
    public init(setting: String) {
        self =
            switch setting {
            case "", Self.sampleSetting: .sample
            case "flickr:public": .flickrPublic
            case "flickr:recent": .flickrRecent
            case let search where search.hasPrefix(Self.searchPrefix): .flickrSearch
            default: .custom
            }
    }

    /// The text of `setting` that goes with its choice: the search words or the address.
    public static func text(of setting: String) -> String {
        switch FeedChoice(setting: setting) {
        case .flickrSearch: String(setting.dropFirst(searchPrefix.count))
        case .custom: setting
        default: ""
        }
    }

    /// The `feed-url` setting for this choice with `text`; nil while a needed text is empty.
    public func setting(text: String) -> String? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if needsText, text.isEmpty { return nil }
        return switch self {
        case .flickrPublic: "flickr:public"
        case .flickrRecent: "flickr:recent"
        case .flickrSearch: Self.searchPrefix + text
        case .sample: Self.sampleSetting
        case .custom: text
        }
    }

    /// The setting naming the sample feed.
    public static let sampleSetting = "sample"
    private static let searchPrefix = "flickr:search="
}
