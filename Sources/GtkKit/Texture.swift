import CGtk
import Foundation

/// An immutable decoded image (GdkTexture), safe to create off the main thread.
public final class Texture: Object, @unchecked Sendable {
    /// Why image bytes could not be decoded.
    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Decodes PNG, JPEG, TIFF or any format gdk-pixbuf knows.
    public init(decoding data: Data) throws {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown image format"
            if let error { g_error_free(error) }
            throw DecodingError(description: message)
        }
        super.init(owning: raw(texture)!)
    }

    public var pixelWidth: Int { Int(gdk_texture_get_width(cast(pointer))) }
    public var pixelHeight: Int { Int(gdk_texture_get_height(cast(pointer))) }
}
