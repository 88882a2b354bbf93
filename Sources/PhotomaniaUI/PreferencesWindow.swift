import CGtk
import GtkKit
import Routing

/// Preferences: the feed, the Flickr API key, how often to fetch and the master's layout,
/// stored in GSettings as they are typed. They apply from the next start.
@MainActor
public final class PreferencesWindow {
    public let window = Window()
    public let feedEntry: Widget
    public let apiKeyEntry: Widget
    public let intervalButton: Widget
    /// The master's layout, by its name in settings (`MasterLayoutName`).
    public let layoutChooser: Widget

    public init(settings: AppSettings, parent: Window) {
        feedEntry = Widget(adopting: raw(gtk_entry_new())!)
        apiKeyEntry = Widget(adopting: raw(gtk_password_entry_new())!)
        intervalButton = Widget(adopting: raw(gtk_spin_button_new_with_range(1, 1440, 1))!)
        layoutChooser = Widget(adopting: raw(gtk_combo_box_text_new())!)
        for (layout, title) in Self.layoutTitles { gtk_combo_box_text_append(cast(layoutChooser.pointer), layout.rawValue, title) }
        window.title = "Preferences"
        window.makeModal(for: parent)
        window.defaultSize = (460, -1)
        gtk_entry_set_placeholder_text(cast(feedEntry.pointer), "Sample feed")
        gtk_password_entry_set_show_peek_icon(cast(apiKeyEntry.pointer), gboolean(true))
        for (key, control, property) in bindings { settings.bind(key, to: control, property: property) }
        window.setChild(layout())
        window.onUnmapped { [weak self] in
            self?.bindings.forEach { Settings.unbind($1, property: $2) }
        }
        window.addShortcut("Escape") { [weak self] in
            self?.window.destroy()
            return true
        }
    }

    private static let layoutTitles: [(MasterLayoutName, String)] = [
        (.tabs, "Photographers and Recents as tabs"), (.stack, "Photographers, Recents in the header"), (.allPhotos, "All photos in one list"),
    ]

    private var bindings: [(String, Widget, String)] {
        [("feed-url", feedEntry, "text"), ("flickr-api-key", apiKeyEntry, "text"), ("fetch-interval", intervalButton, "value"),
         ("master-layout", layoutChooser, "active-id")]
    }

    private func layout() -> Widget {
        let grid = Widget(adopting: raw(gtk_grid_new())!)
        gtk_grid_set_row_spacing(cast(grid.pointer), 12)
        gtk_grid_set_column_spacing(cast(grid.pointer), 12)
        grid.setMargins(18)
        let rows: [(String, Widget, String)] = [
            ("Feed", feedEntry, "A URL, a path, flickr:recent, flickr:search=TEXT or flickr:public"),
            ("Flickr API key", apiKeyEntry, "For flickr:recent and flickr:search; FLICKR_API_KEY wins when set"),
            ("Fetch every (minutes)", intervalButton, "How often more photos are fetched while Photomania runs"),
            ("Layout", layoutChooser, "How the list beside the photo is organised"),
        ]
        for (row, (title, control, help)) in rows.enumerated() {
            let label = Label(title)
            label.alignStart()
            control.accessibleLabel = title
            control.tooltip = help
            control.horizontallyExpands = true
            gtk_grid_attach(cast(grid.pointer), label.widget, 0, Int32(row), 1, 1)
            gtk_grid_attach(cast(grid.pointer), control.widget, 1, Int32(row), 1, 1)
        }
        let note = Label("Changes apply the next time Photomania starts.", style: "dim-label")
        note.alignStart()
        gtk_grid_attach(cast(grid.pointer), note.widget, 0, Int32(rows.count), 2, 1)
        return grid
    }

    public func present() { window.present() }
}

/// A window of its own: a screen the router finds or builds, contained by nothing.
extension PreferencesWindow: RoutingNode {
    public var routingParent: RoutingNode? { nil }
    public var routingChildren: [RoutingNode] { [] }
    public var routingVisibleChildren: [RoutingNode] { [] }
    public func makeVisible(_ child: RoutingNode, animated: Bool) {}
}
