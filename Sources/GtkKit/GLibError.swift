import CGtk

/// A failure GLib reported through a GError, kept as its message (the GError is freed).
public struct GLibError: Error, CustomStringConvertible {
    public let description: String

    /// Takes over `error` (which may be nil) and frees it; `fallback` when GLib said nothing.
    init(consuming error: UnsafeMutablePointer<GError>?, fallback: String) {
        description = error.map { String(cString: $0.pointee.message) } ?? fallback
        if let error { g_error_free(error) }
    }
}
