import CGtk

/// The desktop clipboard of the display a widget is on.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard of the display `widget` is on.
    public static func copy(_ text: String, from widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widget), text)
    }

    /// Puts the picture itself on the clipboard: other apps paste it as an image (PNG, TIFF…).
    public static func copy(_ texture: Texture, from widget: Widget) {
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(widget.widget), cast(texture.pointer))
    }
}
