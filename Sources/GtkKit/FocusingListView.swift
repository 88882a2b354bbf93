import CGtk

/// A GtkListView whose `focus` vfunc asks the Swift `ListView` that owns it first: GTK 4.8's
/// list moves the focus into a list by its first item, which may be a row that cannot take
/// it (a section's header), and Tab from a row to the next row, so a long list is as many Tab
/// stops as rows. The owner answers how the focus enters and that Tab leaves; anything it
/// leaves to GTK goes to GtkListView's own vfunc.
enum FocusingListView {
    /// How the owner answers a focus move: handled (true: the focus moved; false: it leaves
    /// the list), or nil for GtkListView's own behaviour.
    typealias Answer = @MainActor (GtkDirectionType) -> Bool?

    /// A new, floating instance that asks `answer` before moving the focus.
    @MainActor
    static func make(answer: @escaping Answer) -> UnsafeMutableRawPointer {
        let list = g_object_new_with_properties(type, 0, nil, nil)!
        g_object_set_data_full(list, answerKey, retainedBox(answer), releaseBoxedHandler)
        return UnsafeMutableRawPointer(list)
    }

    private static let answerKey = "gtkkit-list-focus"

    /// GtkListView's own `focus`, which the subclass falls back on.
    nonisolated(unsafe) private static var parentFocus: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean)?

    /// Registered the first time a list is made (on the main thread, as every GTK call).
    nonisolated(unsafe) private static var type: GType = {
        var query = GTypeQuery()
        g_type_query(gtk_list_view_get_type(), &query)
        return g_type_register_static_simple(
            gtk_list_view_get_type(), "GtkKitListView", query.class_size,
            { klass, _ in
                let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
                FocusingListView.parentFocus = widgetClass.pointee.focus
                widgetClass.pointee.focus = { widget, direction in
                    let answer = g_object_get_data(widget.map { OpaquePointer($0) }.map { UnsafeMutablePointer<GObject>($0) }, FocusingListView.answerKey)
                        .map { unbox($0) as Answer }
                    let handled = MainActor.assumeIsolated { answer?(direction) }
                    return handled.map(gboolean) ?? FocusingListView.parentFocus!(widget, direction)
                }
            }, query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()
}
