import CGtk
import Foundation
import GtkKit

/// Image files encoded by gdk-pixbuf at the size a test needs (a large photo for the
/// reduced-decoding tests), in a few kilobytes of one colour.
public enum EncodedImage {
    public struct EncodingFailed: Error {
        public let message: String
    }

    /// A `width` × `height` JPEG.
    public static func jpeg(width: Int, height: Int) throws -> Data { try encoded(width: width, height: height, as: "jpeg") }

    /// A `width` × `height` PNG.
    public static func png(width: Int, height: Int) throws -> Data { try encoded(width: width, height: height, as: "png") }

    /// The colour every image is filled with, as red, green and blue.
    public static let colour: [UInt8] = [0x33, 0x66, 0x99]

    private static func encoded(width: Int, height: Int, as format: String) throws -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, gboolean(false), 8, Int32(width), Int32(height))!
        defer { g_object_unref(raw(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99FF)
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format, nil, nil, &error) != 0, let buffer else {
            defer { g_clear_error(&error) }
            throw EncodingFailed(message: error.map { String(cString: $0.pointee.message) } ?? "no message")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
