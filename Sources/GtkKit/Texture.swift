import CGtk
import Foundation
import Localization

/// GdkPixbufLoader's "size-prepared": (loader, width, height, user_data). The one trampoline
/// that does not enter the main actor: decoding, and so this signal, runs on a decoding queue.
private let sizePrepared = Trampoline<(UnsafeMutableRawPointer?, Int32, Int32) -> Void>(
    { loader, width, height, data in
        (unbox(data) as (UnsafeMutableRawPointer?, Int32, Int32) -> Void)(loader, width, height)
    } as @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void)

/// An immutable decoded image (GdkTexture), safe to create off the main thread.
///
/// `@unchecked Sendable`: a GdkTexture never changes after it is made, and GObject reference
/// counting is atomic, so it can be made on a decoding queue and shown on the main thread.
public final class Texture: Object, @unchecked Sendable {
    /// The image's own size in pixels: larger than the texture's when it was decoded smaller.
    public let sourceWidth: Int
    /// The image's own height in pixels, as `sourceWidth` is its width.
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
            // What is read is reduced by pixman, from a copy: one too large to copy, the loader
            // reduces all the way itself.
            let read = (Texture.isJPEG(emitter) ? source.jpegReduction(covering: reduced) : nil) ?? source
            let asked = read.width * read.height > Texture.largestRedrawn ? reduced : read
            guard asked != source else { return }
            gdk_pixbuf_loader_set_size(cast(emitter), Int32(asked.width), Int32(asked.height))
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
            let oriented = gdk_pixbuf_apply_embedded_orientation(decoded)
        else {
            // Translators: why an image could not be decoded, when the image library gave no reason.
            throw GLibError(consuming: error, fallback: tr("unknown image format"))
        }
        defer { g_object_unref(raw(oriented)) }
        let turned = gdk_pixbuf_get_width(oriented) != gdk_pixbuf_get_width(decoded)
        (sourceWidth, sourceHeight) = turned ? (source.height, source.width) : (source.width, source.height)
        sourceByteCount = data.count
        super.init(owning: Texture.shown(oriented, fitting: box, cropping: cropping))
    }

    /// A texture of decoded `pixbuf` fitted in `box` (or reduced to cover it and cropped to it,
    /// `cropping`), as it is when it is no larger.
    private static func shown(_ pixbuf: OpaquePointer, fitting box: PixelSize?, cropping: Bool) -> UnsafeMutableRawPointer {
        let size = PixelSize(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
        guard let box else { return raw(gdk_texture_new_for_pixbuf(pixbuf))! }
        let scaled = (cropping ? size.coveringEitherWayUp(box) : size.fitted(in: box)) ?? size
        let visible = cropping ? PixelSize(width: min(scaled.width, box.width), height: min(scaled.height, box.height)) : scaled
        guard scaled != size || visible != size else { return raw(gdk_texture_new_for_pixbuf(pixbuf))! }
        return drawing(pixbuf, scaledTo: scaled, croppedTo: visible)
    }

    /// The most pixels of an image as read (a JPEG reduced as it is read, anything else whole)
    /// that are copied to be reduced by pixman (`drawing`): for a larger one the loader reduces
    /// it all the way itself, slower but without a copy of it beside it, so a very large photo
    /// never has its pixels held twice at once.
    static let largestRedrawn = 4_000_000

    /// Whether the loader reads a JPEG, the one format gdk-pixbuf decodes at a reduced size
    /// (libjpeg's scaling by 1/2, 1/4 or 1/8 as it reads); any other it decodes whole, then
    /// scales with its own bilinear filter, most of the work of fitting such an image to a
    /// window (pixman's takes a fraction of that: `drawing`).
    private static func isJPEG(_ loader: UnsafeMutableRawPointer?) -> Bool {
        guard let format = gdk_pixbuf_loader_get_format(cast(loader)), let name = gdk_pixbuf_format_get_name(format) else { return false }
        defer { g_free(name) }
        return String(cString: name) == "jpeg"
    }

    /// `pixbuf` drawn at `scaled`, then cropped about its centre to `crop`: a texture of the
    /// pixels shown. Pixman halves it while it is more than twice too large (bilinear at one
    /// half averages each 2 × 2 exactly), then draws it the rest of the way, bilinear: at most a
    /// halving, which bilinear filtering does without aliasing. Cairo's good filter reduced by
    /// convolution, and was slower than gdk-pixbuf's.
    private static func drawing(_ pixbuf: OpaquePointer, scaledTo scaled: PixelSize, croppedTo crop: PixelSize) -> UnsafeMutableRawPointer {
        var image = surface(PixelSize(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))) { context in
            gdk_cairo_set_source_pixbuf(context, pixbuf, 0, 0)
        }
        while image.size.width >= 2 * scaled.width, image.size.height >= 2 * scaled.height {
            let half = PixelSize(width: (image.size.width + 1) / 2, height: (image.size.height + 1) / 2)
            let larger = image
            image = surface(half) { context in setSource(larger, of: context, scaledTo: half) }
            cairo_surface_destroy(larger.surface)
        }
        let source = image
        let shown = surface(crop) { context in
            cairo_translate(context, Double(crop.width - scaled.width) / 2, Double(crop.height - scaled.height) / 2)
            setSource(source, of: context, scaledTo: scaled)
        }
        cairo_surface_destroy(source.surface)
        let stride = Int(cairo_image_surface_get_stride(shown.surface))
        // The texture holds the surface's pixels, and the surface until it lets them go.
        let bytes = g_bytes_new_with_free_func(
            cairo_image_surface_get_data(shown.surface), gsize(stride * crop.height),
            { surface in
                cairo_surface_destroy(OpaquePointer(surface))
            }, UnsafeMutableRawPointer(shown.surface))
        defer { g_bytes_unref(bytes) }
        // Cairo's ARGB32 is premultiplied and in the machine's order: B, G, R, A in memory on
        // the little-endian machines Debian builds this for (GDK_MEMORY_DEFAULT, a C macro).
        return raw(gdk_memory_texture_new(Int32(crop.width), Int32(crop.height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)))!
    }

    /// An image surface of `size` (premultiplied ARGB) painted with the source `source` sets.
    private static func surface(_ size: PixelSize, _ source: (OpaquePointer) -> Void) -> (surface: OpaquePointer, size: PixelSize) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        let context = cairo_create(surface)!
        source(context)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return (surface, size)
    }

    /// Sets `image` as the source of `context`, scaled to `size`, filtered bilinear.
    private static func setSource(_ image: (surface: OpaquePointer, size: PixelSize), of context: OpaquePointer, scaledTo size: PixelSize) {
        cairo_scale(context, Double(size.width) / Double(image.size.width), Double(size.height) / Double(image.size.height))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
    }

    /// Adopts `texture` (a full reference), an image of `source`'s size read from `byteCount` bytes.
    init(owning texture: UnsafeMutableRawPointer, source: PixelSize, byteCount: Int) {
        (sourceWidth, sourceHeight, sourceByteCount) = (source.width, source.height, byteCount)
        super.init(owning: texture)
    }

    /// The texture's width in pixels: the image's, or less when it was decoded smaller.
    public var pixelWidth: Int { Int(gdk_texture_get_width(cast(pointer))) }
    /// The texture's height in pixels: the image's, or less when it was decoded smaller.
    public var pixelHeight: Int { Int(gdk_texture_get_height(cast(pointer))) }

    /// The texture's size in pixels, `pixelWidth` by `pixelHeight`.
    public var pixelSize: PixelSize { PixelSize(width: pixelWidth, height: pixelHeight) }
    /// The image's own size in pixels, `sourceWidth` by `sourceHeight`.
    public var sourceSize: PixelSize { PixelSize(width: sourceWidth, height: sourceHeight) }

    /// Whether the texture holds fewer pixels than the image it was decoded from.
    public var isReduced: Bool { pixelWidth < sourceWidth || pixelHeight < sourceHeight }
}
