import CGtk

/// A texture scaled to fit its allocation (GtkPicture).
public final class Picture: Widget {
    public private(set) var texture: Texture?

    public init(accessibleLabel label: String) {
        super.init(adopting: raw(gtk_picture_new())!)
        accessibleLabel = label
        gtk_picture_set_content_fit(cast(pointer), GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(cast(pointer), gboolean(true))
    }

    public func show(_ texture: Texture?) {
        self.texture = texture
        gtk_picture_set_paintable(cast(pointer), texture.map { cast($0.pointer) })
    }
}
