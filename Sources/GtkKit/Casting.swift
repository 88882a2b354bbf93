import CGtk

// GTK types import into Swift either as typed pointers (when the header defines the struct)
// or as `OpaquePointer` (when it does not). Objects keep one raw pointer; these overloads
// convert it to whichever form the called function expects, chosen by the parameter type.

/// The raw pointer as a typed pointer, for functions taking a struct GTK defines.
@inline(__always)
package func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>! {
    pointer?.assumingMemoryBound(to: T.self)
}

/// The raw pointer as an opaque pointer, for functions taking a struct GTK keeps private.
@inline(__always)
package func cast(_ pointer: UnsafeMutableRawPointer?) -> OpaquePointer! {
    pointer.map(OpaquePointer.init)
}

/// A typed or opaque pointer back to raw.
@inline(__always)
package func raw<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutableRawPointer? {
    pointer.map(UnsafeMutableRawPointer.init)
}

/// An opaque pointer (a struct GTK keeps private) back to raw.
@inline(__always)
package func raw(_ pointer: OpaquePointer?) -> UnsafeMutableRawPointer? {
    pointer.map(UnsafeMutableRawPointer.init)
}

/// Swift `Bool` as GLib's `gboolean`.
@inline(__always)
package func gboolean(_ value: Bool) -> gboolean { value ? 1 : 0 }

/// A C string GLib returned (and still owns) as a Swift string; nil stays nil.
@inline(__always)
package func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A C string handed over to us (transfer full) as a Swift string; the C string is freed.
package func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    defer { g_free(pointer) }
    return pointer.map { String(cString: $0) }
}

/// Whether a GObject instance is of `type` or a type derived from it.
package func isInstance<T>(_ object: UnsafeMutablePointer<T>?, of type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// Whether a GObject instance C gives as an opaque pointer (a GdkSurface) is of `type`.
package func isInstance(_ object: OpaquePointer?, of type: GType) -> Bool {
    isInstance(raw(object)?.assumingMemoryBound(to: GTypeInstance.self), of: type)
}
