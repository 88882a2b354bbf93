import CGtk
import Foundation

/// Writes a JPEG of `width` × `height` pixels all of one colour (`rgba`, 0xRRGGBBAA) to `file`,
/// through gdk-pixbuf: photos the benchmarks tell apart by colour, or by file.
public func writeSolidJPEG(_ rgba: UInt32, width: Int32, height: Int32, to file: URL) throws {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, rgba)
    var error: UnsafeMutablePointer<GError>?
    guard gdk_pixbuf_savev(pixbuf, file.path, "jpeg", nil, nil, &error) != 0 else {
        defer { g_error_free(error) }
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path, NSLocalizedDescriptionKey: String(cString: error!.pointee.message)])
    }
}
