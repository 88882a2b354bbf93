import CGtk

/// A drag out of the app, as another app receives it: an image and the address it came from.
public struct DragContent: Sendable {
    /// The image itself, offered as a picture; nil offers only the address.
    public let texture: Texture?
    /// The address the image came from, offered as a URI list and as plain text.
    public let uri: String

    /// A drag of `texture`, if any, from `uri`.
    public init(texture: Texture?, uri: String) {
        self.texture = texture
        self.uri = uri
    }

    /// What GTK offers the app the drag is dropped on: the picture itself (as PNG, TIFF…), its
    /// address as a URI list (`text/uri-list`, what file managers and browsers take) and as
    /// plain text.
    func provider() -> UnsafeMutablePointer<GdkContentProvider>? {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [bytes(uri + "\r\n", as: "text/uri-list"), bytes(uri, as: "text/plain;charset=utf-8")]
        if let texture {
            var value = GValue()
            g_value_init(&value, gdk_texture_get_type())
            g_value_set_object(&value, texture.pointer)
            providers.insert(gdk_content_provider_new_for_value(&value), at: 0)
            g_value_unset(&value)
        }
        return providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
    }

    private func bytes(_ text: String, as mimeType: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let data = Array(text.utf8)
        let bytes = g_bytes_new(data, gsize(data.count))
        defer { g_bytes_unref(bytes) }
        return gdk_content_provider_new_for_bytes(mimeType, bytes)
    }
}

/// GtkDragSource's "prepare": (source, x, y, user_data) -> GdkContentProvider*.
private let prepared = Trampoline<() -> DragContent?>(
    { _, _, _, data in
        fromGTK { (unbox(data) as () -> DragContent?)() }?.provider()
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GdkContentProvider>?)

extension Widget {
    /// Lets this widget be dragged into another app with what `content` answers as the drag
    /// begins (nil: no drag), GTK's drag icon under the pointer (a photo as large as the screen
    /// would hide where it can be dropped).
    public func onDragOut(_ content: @escaping () -> DragContent?) {
        let source = gtk_drag_source_new()
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        addController(source, phase: GTK_PHASE_BUBBLE, ["prepare": (prepared, content)])
    }
}
