import CGtk
import Foundation

/// GdkPixbufLoader's "size-prepared": (loader, width, height, user_data).
private let sizePrepared = Trampoline<(UnsafeMutableRawPointer?, Int32, Int32) -> Void>({ loader, width, height, data in
    (unbox(data) as (UnsafeMutableRawPointer?, Int32, Int32) -> Void)(loader, width, height)
} as @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void)

/// An immutable decoded image (GdkTexture), safe to create off the main thread.
///
/// `@unchecked Sendable`: a GdkTexture never changes after it is made, and GObject reference
/// counting is atomic, so it can be made on a decoding queue and shown on the main thread.
public final class Texture: Object, @unchecked Sendable {
    /// The image's own size in pixels: larger than the texture's when it was decoded smaller.
    public let sourceWidth: Int
    public let sourceHeight: Int

    /// Decodes PNG, JPEG, GIF or any format gdk-pixbuf knows, turned as its EXIF orientation
    /// says. With `maxDimension` an image whose longer side is larger is decoded at that size
    /// (aspect kept) as it is read: a JPEG is then never held at full size, so a 100-megapixel
    /// photo costs the memory of the size shown.
    public init(decoding data: Data, maxDimension: Int? = nil) throws {
        let loader = Object(owning: raw(gdk_pixbuf_loader_new())!)
        var source = (width: 0, height: 0)
        connectHandler(loader.pointer, "size-prepared", sizePrepared) { (emitter: UnsafeMutableRawPointer?, width: Int32, height: Int32) in
            source = (Int(width), Int(height))
            guard let maxDimension, let fitted = Texture.fittedSize(width: source.width, height: source.height, maxDimension: maxDimension) else { return }
            gdk_pixbuf_loader_set_size(cast(emitter), Int32(fitted.width), Int32(fitted.height))
        }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(cast(loader.pointer), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error) != 0
        }
        // A loader must be closed whatever happened; the first error is the one to tell.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(cast(loader.pointer), &closeError) != 0
        if error == nil { error = closeError } else { g_clear_error(&closeError) }
        guard written, closed, let decoded = gdk_pixbuf_loader_get_pixbuf(cast(loader.pointer)),
              let oriented = gdk_pixbuf_apply_embedded_orientation(decoded) else {
            throw GLibError(consuming: error, fallback: "unknown image format")
        }
        defer { g_object_unref(raw(oriented)) }
        let turned = gdk_pixbuf_get_width(oriented) != gdk_pixbuf_get_width(decoded)
        (sourceWidth, sourceHeight) = turned ? (source.height, source.width) : (source.width, source.height)
        super.init(owning: raw(gdk_texture_new_for_pixbuf(oriented))!)
    }

    public var pixelWidth: Int { Int(gdk_texture_get_width(cast(pointer))) }
    public var pixelHeight: Int { Int(gdk_texture_get_height(cast(pointer))) }

    /// Whether the texture holds fewer pixels than the image it was decoded from.
    public var isReduced: Bool { pixelWidth < sourceWidth || pixelHeight < sourceHeight }

    /// The size of a `width` × `height` image whose longer side is brought down to
    /// `maxDimension` (aspect kept, at least 1 × 1); nil when it already fits.
    public static func fittedSize(width: Int, height: Int, maxDimension: Int) -> (width: Int, height: Int)? {
        let longer = max(width, height)
        guard longer > maxDimension, maxDimension > 0 else { return nil }
        let scale = Double(maxDimension) / Double(longer)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
