import CGtk

/// A strong reference to a GObject, released when the Swift object goes.
///
/// Floating references (new widgets) are sunk on adoption and full references to other objects
/// are taken over, so the Swift side owns exactly one reference either way. Handlers connected through `connect` never
/// capture the emitting object: they receive nothing of it and should capture `self` weakly.
open class Object {
    /// The GObject instance.
    public let pointer: UnsafeMutableRawPointer

    /// Adopts `pointer`: sinks a floating reference (a new widget), or adds a reference to an
    /// object someone else owns (a window GTK keeps, a borrowed pointer). For a full reference
    /// to an object that was never floating, use `init(owning:)`.
    public init(adopting pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// Adopts a reference that the caller already owns and that is not floating.
    public init(owning pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(pointer)
    }
}
