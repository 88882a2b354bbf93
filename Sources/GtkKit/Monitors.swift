import CGtk

/// The screens of the default display, for sizing what is drawn on them.
@MainActor
public enum Monitors {
    /// The longer side, in device pixels, of the largest monitor: no image shown fitted needs
    /// more pixels than that. Nil without a display or monitors.
    public static var largestSide: Int? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return nil }
        let sides = (0..<g_list_model_get_n_items(monitors)).compactMap { index -> Int? in
            guard let monitor = g_list_model_get_item(monitors, index) else { return nil }
            defer { g_object_unref(monitor) }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(cast(monitor), &geometry)
            return Int(max(geometry.width, geometry.height) * gdk_monitor_get_scale_factor(cast(monitor)))
        }
        return sides.max().flatMap { $0 > 0 ? $0 : nil }
    }
}
