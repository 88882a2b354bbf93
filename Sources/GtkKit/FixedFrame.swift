import CGtk

private let frameKey = "gtkkit-fixed-frame"

/// A container of one child that takes exactly the size it is set to, neither less nor more,
/// whatever its child would like (a picture asks for its image's size): a grid's cell, whose
/// side the grid decides. The child is allocated the whole frame; what overflows is clipped.
public final class FixedFrame: Widget {
    /// The widget the frame holds, allocated the whole frame.
    public let child: Widget
    /// The frame's size, in pixels.
    public private(set) var size: (width: Int, height: Int)

    /// A frame of `width` by `height` pixels holding `child`.
    public init(child: Widget, width: Int, height: Int) {
        self.child = child
        size = (width, height)
        super.init(adopting: raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))!)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        g_object_set_data(cast(pointer), frameKey, Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureFrame, allocateFrameChild))
        gtk_widget_set_parent(child.widget, widget)
    }

    isolated deinit {
        g_object_set_data(cast(pointer), frameKey, nil)
        gtk_widget_unparent(child.widget)
    }

    /// Sets the frame's size, laid out again if it changed.
    public func resize(width: Int, height: Int) {
        guard (width, height) != size else { return }
        size = (width, height)
        gtk_widget_queue_resize(widget)
    }

    nonisolated fileprivate static func size(of widget: UnsafeMutablePointer<GtkWidget>?) -> (width: Int, height: Int) {
        guard let data = g_object_get_data(raw(widget).map { $0.assumingMemoryBound(to: GObject.self) }, frameKey) else { return (0, 0) }
        // GTK measures on the main thread, where the frame lives.
        let frame = Unmanaged<FixedFrame>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { frame.size }
    }
}

private let measureFrame: GtkCustomMeasureFunc = { widget, orientation, _, minimumOut, naturalOut, minimumBaseline, naturalBaseline in
    let size = FixedFrame.size(of: widget)
    let side = Int32(orientation == GTK_ORIENTATION_HORIZONTAL ? size.width : size.height)
    minimumOut?.pointee = side
    naturalOut?.pointee = side
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

private let allocateFrameChild: GtkCustomAllocateFunc = { widget, width, height, _ in
    guard let child = gtk_widget_get_first_child(widget) else { return }
    var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
    gtk_widget_size_allocate(child, &allocation, -1)
}
