// The search benchmark's floors, typed into beside the app: a bare search entry, and GTK's own
// filtered list of the same titles.
import CGtk
import Driving
import GtkKit
import ScreenBenchmarkSupport
import WindowBenchmarkSupport

/// A bare window holding a GtkSearchEntry, moved to the right of the app's window, shown;
/// the window and the entry.
@MainActor
func floorWindow() throws -> (window: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>) {
    let window = gtk_window_new()!
    let entry = gtk_search_entry_new()!
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "search-benchmark floor")
    gtk_window_set_default_size(gtkWindow, 360, 80)
    gtk_window_set_child(gtkWindow, entry)
    gtk_window_present(gtkWindow)
    MainLoop.iterate(until: { gtk_widget_get_width(entry) > 0 })
    try xdotool(["windowmove", String(xid(of: window)), "1100", "0"])
    return (window, entry)
}

/// What GTK's own filtered list matches the titles against: the search field's text, as it was
/// when the filter was last told it changed (the main thread's alone).
nonisolated(unsafe) var floorSearch = ""

/// GTK's own way to a list filtered as one types, as cheaply as GTK 4.8 offers it: the same
/// titles in a GtkStringList, a GtkFilterListModel over it matching them (a substring, the text
/// compared as it is, as the titles' digits need), and a GtkListView of one label a row; the list
/// and a search entry whose every change tells the filter whether it narrowed, widened or changed
/// the match, as the app's `PhotoFilter` does.
@MainActor
func filteredList(titles: [String]) -> (list: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>) {
    let strings = gtk_string_list_new(nil)!
    for title in titles { gtk_string_list_append(strings, title) }
    let match: @convention(c) (gpointer?, gpointer?) -> gboolean = { item, _ in
        guard let text = gtk_string_object_get_string(OpaquePointer(item)) else { return 0 }
        return floorSearch.isEmpty || strstr(text, floorSearch) != nil ? 1 : 0
    }
    let filter = gtk_custom_filter_new(match, nil, nil)!
    let filtered = gtk_filter_list_model_new(strings, UnsafeMutablePointer(filter))!
    let row = """
        <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
        <property name="xalign">0</property><property name="margin-start">12</property>
        <property name="margin-top">9</property><property name="margin-bottom">9</property>
        <binding name="label"><lookup name="string" type="GtkStringObject">
        <lookup name="item">GtkListItem</lookup></lookup></binding></object></property></template></interface>
        """
    let bytes = row.withCString { g_bytes_new($0, gsize(strlen($0))) }
    defer { g_bytes_unref(bytes) }
    let list = gtk_list_view_new(gtk_no_selection_new(filtered), gtk_builder_list_item_factory_new_from_bytes(nil, bytes))!
    let entry = gtk_search_entry_new()!
    let changed: @convention(c) (gpointer?, gpointer?) -> Void = { entry, filter in
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        let change =
            text.hasPrefix(floorSearch)
            ? GTK_FILTER_CHANGE_MORE_STRICT : floorSearch.hasPrefix(text) ? GTK_FILTER_CHANGE_LESS_STRICT : GTK_FILTER_CHANGE_DIFFERENT
        floorSearch = text
        gtk_filter_changed(UnsafeMutablePointer(OpaquePointer(filter)), change)
    }
    let callback = unsafeBitCast(changed, to: GCallback.self)
    g_signal_connect_data(entry, "changed", callback, UnsafeMutableRawPointer(filter), nil, GConnectFlags(rawValue: 0))
    return (list, entry)
}

/// A window as large as the app's (`size`: llvmpipe's frames cost by the area drawn) with GTK's
/// own filtered list (`filteredList`) at its left, as large as the app's (`listSize`), under its
/// entry; moved over the right of the app's window, clear of the app's list and the bare entry,
/// shown, its entry focused. The window and its list.
@MainActor
func filteredListWindow(
    titles: [String], listSize: (width: Int, height: Int), size: (width: Int, height: Int)
) throws -> (
    window: UnsafeMutablePointer<GtkWidget>, list: UnsafeMutablePointer<GtkWidget>
) {
    let (list, entry) = filteredList(titles: titles)
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
    gtk_widget_set_size_request(scrolled, Int32(listSize.width), Int32(listSize.height))
    let rest = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_set_hexpand(rest, 1)
    let window = gtk_window_new()!
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "search-benchmark filtered list")
    gtk_window_set_default_size(gtkWindow, Int32(size.width), Int32(size.height))
    gtk_window_set_child(gtkWindow, box(GTK_ORIENTATION_HORIZONTAL, box(GTK_ORIENTATION_VERTICAL, entry, scrolled), rest))
    gtk_window_present(gtkWindow)
    MainLoop.iterate(until: { gtk_widget_get_height(list) > 0 })
    gtk_widget_grab_focus(entry)
    try xdotool(["windowmove", String(xid(of: window)), "600", "160"])
    return (window, list)
}

/// A GtkBox of `children`, in order.
@MainActor
func box(_ orientation: GtkOrientation, _ children: UnsafeMutablePointer<GtkWidget>...) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(orientation, 0)!
    for child in children { gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child) }
    return box
}
