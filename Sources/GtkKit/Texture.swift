import CGtk
import Foundation
import Localization

/// GdkPixbufLoader's "size-prepared": (loader, width, height, user_data). The one trampoline
/// that does not enter the main actor: decoding, and so this signal, runs on a decoding queue.
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
    /// How many bytes the encoded image took (its file's size).
    public let sourceByteCount: Int

    /// Decodes PNG, JPEG, GIF or any format gdk-pixbuf knows, turned as its EXIF orientation
    /// says. With a `box`, an image larger than it is decoded to fit it (aspect kept) as it is
    /// read: a JPEG is then never held at full size, so a 100-megapixel photo costs the memory
    /// of the size shown, and a texture decoded at the size it is drawn at is drawn without
    /// scaling.
    /// `cropping`, the image is reduced only as far as it covers `box`, then cropped to it
    /// about its centre: a thumbnail drawn at the size of its cell, with no scaling.
    public init(decoding data: Data, fitting box: PixelSize? = nil, cropping: Bool = false) throws {
        let loader = Object(owning: raw(gdk_pixbuf_loader_new())!)
        var source = PixelSize(width: 0, height: 0)
        connectHandler(loader.pointer, "size-prepared", sizePrepared) { (emitter: UnsafeMutableRawPointer?, width: Int32, height: Int32) in
            source = PixelSize(width: Int(width), height: Int(height))
            // The orientation is known only once decoded: enough pixels for either.
            guard let box, let reduced = cropping ? source.coveringEitherWayUp(box) : source.fittedEitherWayUp(in: box) else { return }
            gdk_pixbuf_loader_set_size(cast(emitter), Int32(reduced.width), Int32(reduced.height))
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
            // Translators: why an image could not be decoded, when the image library gave no reason.
            throw GLibError(consuming: error, fallback: tr("unknown image format"))
        }
        let turned = gdk_pixbuf_get_width(oriented) != gdk_pixbuf_get_width(decoded)
        (sourceWidth, sourceHeight) = turned ? (source.height, source.width) : (source.width, source.height)
        sourceByteCount = data.count
        let pixbuf = cropping ? Texture.cropping(oriented, to: box) : Texture.fitting(oriented, in: box)
        defer { g_object_unref(raw(pixbuf)) }
        super.init(owning: raw(gdk_texture_new_for_pixbuf(pixbuf))!)
    }

    /// `pixbuf` (consumed) scaled down to fit `box` if a turned image came out larger.
    private static func fitting(_ pixbuf: OpaquePointer, in box: PixelSize?) -> OpaquePointer {
        let size = PixelSize(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
        guard let box, let fitted = size.fitted(in: box),
              let scaled = gdk_pixbuf_scale_simple(pixbuf, Int32(fitted.width), Int32(fitted.height), GDK_INTERP_BILINEAR) else { return pixbuf }
        g_object_unref(raw(pixbuf))
        return scaled
    }

    /// `pixbuf` (consumed) cropped to `box` about its centre where it is larger.
    private static func cropping(_ pixbuf: OpaquePointer, to box: PixelSize?) -> OpaquePointer {
        let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
        guard let box, width > box.width || height > box.height else { return pixbuf }
        let (cropWidth, cropHeight) = (min(width, box.width), min(height, box.height))
        guard let part = gdk_pixbuf_new_subpixbuf(pixbuf, Int32((width - cropWidth) / 2), Int32((height - cropHeight) / 2),
                                                  Int32(cropWidth), Int32(cropHeight)),
              let copy = gdk_pixbuf_copy(part) else { return pixbuf }
        g_object_unref(raw(part))
        g_object_unref(raw(pixbuf))
        return copy
    }

    /// Adopts `texture` (a full reference), an image of `source`'s size read from `byteCount` bytes.
    init(owning texture: UnsafeMutableRawPointer, source: PixelSize, byteCount: Int) {
        (sourceWidth, sourceHeight, sourceByteCount) = (source.width, source.height, byteCount)
        super.init(owning: texture)
    }

    public var pixelWidth: Int { Int(gdk_texture_get_width(cast(pointer))) }
    public var pixelHeight: Int { Int(gdk_texture_get_height(cast(pointer))) }

    public var pixelSize: PixelSize { PixelSize(width: pixelWidth, height: pixelHeight) }
    public var sourceSize: PixelSize { PixelSize(width: sourceWidth, height: sourceHeight) }

    /// Whether the texture holds fewer pixels than the image it was decoded from.
    public var isReduced: Bool { pixelWidth < sourceWidth || pixelHeight < sourceHeight }
}
