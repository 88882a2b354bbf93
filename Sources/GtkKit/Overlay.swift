import CGtk

/// A main child with other widgets floating above it (GtkOverlay).
public final class Overlay: Widget {
    public init(child: Widget) {
        super.init(adopting: raw(gtk_overlay_new())!)
        gtk_overlay_set_child(cast(pointer), child.widget)
    }

    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cast(pointer), child.widget) }
}
