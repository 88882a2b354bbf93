import CGtk

/// A texture scaled to fit its allocation (GtkPicture).
public final class Picture: Widget {
    /// The texture shown; nil when there is none, or while a frozen `showImage(of:)` is.
    public private(set) var texture: Texture?

    /// `filling`, the texture covers the whole allocation, cropped (a square thumbnail), rather
    /// than fitting inside it.
    public init(accessibleLabel label: String, filling: Bool = false) {
        super.init(adopting: raw(gtk_picture_new())!)
        accessibleLabel = label
        gtk_picture_set_content_fit(cast(pointer), filling ? GTK_CONTENT_FIT_COVER : GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(cast(pointer), gboolean(true))
    }

    /// Shows what `widget` draws now, frozen: a page that slides away while the one under it
    /// is already live in its place.
    public func showImage(of widget: Widget) {
        texture = nil
        let paintable = gtk_widget_paintable_new(widget.widget)
        let image = gdk_paintable_get_current_image(paintable)
        gtk_picture_set_paintable(cast(pointer), image)
        g_object_unref(raw(image))
        g_object_unref(raw(paintable))
    }

    /// Shows `texture` fitted (or filling) as the picture was made; nil shows nothing.
    public func show(_ texture: Texture?) {
        self.texture = texture
        gtk_picture_set_paintable(cast(pointer), texture.map { cast($0.pointer) })
    }
}
