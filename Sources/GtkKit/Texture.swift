import CGtk
import Foundation

/// An immutable decoded image (GdkTexture), safe to create off the main thread.
///
/// `@unchecked Sendable`: a GdkTexture never changes after it is made, and GObject reference
/// counting is atomic, so it can be made on a decoding queue and shown on the main thread.
public final class Texture: Object, @unchecked Sendable {
    /// Decodes PNG, JPEG, TIFF or any format gdk-pixbuf knows.
    public init(decoding data: Data) throws {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw GLibError(consuming: error, fallback: "unknown image format")
        }
        super.init(owning: raw(texture)!)
    }

    public var pixelWidth: Int { Int(gdk_texture_get_width(cast(pointer))) }
    public var pixelHeight: Int { Int(gdk_texture_get_height(cast(pointer))) }
}
