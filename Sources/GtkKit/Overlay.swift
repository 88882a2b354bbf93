import CGtk

/// GtkOverlay's "get-child-position": (overlay, widget, GdkRectangle *allocation, user_data) -> gboolean.
private let childPosition = Trampoline<(UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool>(
    { _, child, allocation, data in
        fromGTK {
            gboolean((unbox(data) as (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool)(child, allocation))
        }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?, UnsafeMutableRawPointer?) -> gboolean)

/// A main child with other widgets floating above it (GtkOverlay).
public final class Overlay: Widget {
    /// An overlay whose main child, which gives it its size, is `child`.
    public init(child: Widget) {
        super.init(adopting: raw(gtk_overlay_new())!)
        gtk_overlay_set_child(cast(pointer), child.widget)
    }

    /// Floats `child` above the main child, placed by its alignment (or by `place`); a later one goes on top.
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cast(pointer), child.widget) }

    /// Puts the overlay child `child` at the x and width `frame` answers (x may be negative:
    /// the overlay clips it), the overlay's height, whenever the overlay is laid out; where its
    /// alignment says while `frame` answers nil. Call `queueAllocate` when the answer changes.
    public func place(_ child: Widget, frame: @escaping () -> (x: Int, width: Int)?) {
        _ = connectHandler(pointer, "get-child-position", childPosition) { [weak self, unowned child] widget, allocation in
            guard let self, widget == child.pointer, let allocation, let frame = frame() else { return false }
            allocation.pointee = GdkRectangle(x: Int32(frame.x), y: 0, width: Int32(frame.width), height: Int32(height))
            return true
        }
    }
}
