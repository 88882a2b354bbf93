import CGtk

/// An icon of the theme, by name, at the size of the text around it (GtkImage).
public final class Icon: Widget {
    /// The theme's icon `name` ("go-previous-symbolic").
    public init(name: String) {
        super.init(adopting: raw(gtk_image_new_from_icon_name(name))!)
    }
}
