import CGtk

extension Texture {
    /// The image turned clockwise by `quarterTurns` quarter turns (counter-clockwise when
    /// negative): a new texture, its own and source sizes swapped on an odd count, for a view
    /// that turns a photo without changing it.
    public func turned(by quarterTurns: Int) -> Texture {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0, pixelWidth > 0, pixelHeight > 0 else { return self }
        let stride = pixelWidth * 4
        var pixels = [UInt8](repeating: 0, count: stride * pixelHeight)
        // Four bytes a pixel whatever they mean: gdk-pixbuf moves them as RGBA, and the turned
        // pixels are handed back in the format they were read in.
        let turnedPixbuf = pixels.withUnsafeMutableBufferPointer { buffer -> OpaquePointer? in
            gdk_texture_download(cast(pointer), buffer.baseAddress, gsize(stride))
            let view = gdk_pixbuf_new_from_data(
                buffer.baseAddress, GDK_COLORSPACE_RGB, gboolean(true), 8,
                Int32(pixelWidth), Int32(pixelHeight), Int32(stride), nil, nil)
            defer { g_object_unref(raw(view)) }
            // gdk-pixbuf counts its angles counter-clockwise.
            return gdk_pixbuf_rotate_simple(view, GdkPixbufRotation(rawValue: UInt32((4 - turns) * 90)))
        }
        guard let turnedPixbuf else { return self }
        defer { g_object_unref(raw(turnedPixbuf)) }
        let bytes = gdk_pixbuf_read_pixel_bytes(turnedPixbuf)
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(
            gdk_pixbuf_get_width(turnedPixbuf), gdk_pixbuf_get_height(turnedPixbuf),
            pm_memory_default_format(), bytes, gsize(gdk_pixbuf_get_rowstride(turnedPixbuf)))
        return Texture(owning: raw(texture)!, source: sourceSize.turned(by: turns), byteCount: sourceByteCount)
    }
}
