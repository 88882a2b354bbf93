import Localization

/// Every screen `--screen` opens, with the context it takes: for development (open any screen
/// directly) and for the tests, which open each one narrow and wide.
@MainActor
public struct ScreenCatalogue {
    /// A screen of the catalogue.
    public struct Entry: Sendable {
        public let name: String
        /// What the context names, or nil when the screen takes none.
        public let context: String?
        public let summary: String
        /// Navigates a window there with the context (present when the entry takes one).
        let open: @MainActor @Sendable (WindowNavigator, String) -> Void
    }

    public nonisolated static let entries: [Entry] = [
        Entry(name: "home", context: nil, summary: tr("the list at the root (photographers, or every photo)")) { window, _ in window.navigate(\.home, ()) },
        Entry(name: "photographer", context: "NAME", summary: tr("a photographer's photos")) { $0.open(photographerNamed: $1) },
        Entry(name: "photographer-page", context: "NAME", summary: tr("a photographer's photos in a window over this one")) {
            $0.open(photographerNamed: $1, on: \.photographerPage)
        },
        Entry(name: "photo", context: "ID", summary: tr("a photo, after its photographer's photos")) { $0.open(photoID: $1) },
        Entry(name: "recents", context: nil, summary: tr("the photos viewed last")) { window, _ in window.navigate(\.recents, ()) },
        Entry(name: "favourites", context: nil, summary: tr("the photos starred")) { window, _ in window.navigate(\.favourites, ()) },
        Entry(name: "following", context: nil, summary: tr("the sources followed")) { window, _ in window.navigate(\.following, ()) },
        Entry(name: "image-url", context: nil, summary: tr("the Image URL popover of the photo shown")) { window, _ in window.navigate(\.imageURL, ()) },
        Entry(name: "preferences", context: nil, summary: tr("the Preferences window")) { window, _ in window.navigate(\.preferences, ()) },
        Entry(name: "search", context: "TEXT", summary: tr("Flickr photos matching TEXT (needs an API key)")) { $0.navigate(\.search, $1) }
    ]

    /// Opens screen `name` through `navigator`, or says in its window why not.
    static func open(_ name: String, context: String?, in navigator: WindowNavigator) {
        guard let entry = entries.first(where: { $0.name == name }) else {
            return navigator.say(String(format: tr("There is no screen called “%@”; photomania --list-screens lists them."), name))
        }
        if let needed = entry.context, (context ?? "").isEmpty {
            // Translators: %1$@ is a screen's name, %2$@ what its context is (NAME, ID or TEXT).
            return navigator.say(String(format: tr("The screen “%1$@” needs --context %2$@."), name, needed))
        }
        entry.open(navigator, context ?? "")
    }

    /// The catalogue as `--list-screens` prints it.
    public nonisolated static var listing: String {
        let width = entries.map { $0.name.count + ($0.context.map { $0.count + 1 } ?? 0) }.max() ?? 0
        return entries.map { entry in
            let usage = entry.name + (entry.context.map { " \($0)" } ?? "")
            return "  " + usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary
        }.joined(separator: "\n") + "\n"
    }
}
