import CGtk
import GtkKit

/// Frames painted from now on by the frame clocks of every window on screen (a popover or menu
/// paints on its window's clock), each asked for a frame at once. A frame's layout runs before
/// its paint, so once each clock has painted, whatever was asked of GTK before is laid out and
/// drawn: the fact a display test waits for before reading what the screen shows.
@MainActor
final class PaintedFrames {
    private var listeners: [(clock: UnsafeMutableRawPointer, handler: gulong, painted: UnsafeMutablePointer<Bool>)] = []

    /// Listens to each mapped window's frame clock and asks it for a frame.
    init() {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            guard gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else { continue }
            let raw = UnsafeMutableRawPointer(clock)
            guard !listeners.contains(where: { $0.clock == raw }) else { continue }
            listen(to: raw)
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        }
    }

    private func listen(to clock: UnsafeMutableRawPointer) {
        let painted = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        painted.initialize(to: false)
        let afterPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            data?.assumingMemoryBound(to: Bool.self).pointee = true
        }
        let handler = g_signal_connect_data(
            clock, "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), painted, nil, GConnectFlags(rawValue: 0))
        g_object_ref(clock)
        listeners.append((clock, handler, painted))
    }

    /// Whether no window was on screen to paint.
    var isEmpty: Bool { listeners.isEmpty }

    /// Whether every clock listened to has painted a frame since.
    var allPainted: Bool { listeners.allSatisfy { $0.painted.pointee } }

    /// Stops listening.
    func remove() {
        for (clock, handler, painted) in listeners {
            g_signal_handler_disconnect(clock, handler)
            g_object_unref(clock)
            painted.deallocate()
        }
        listeners = []
    }
}

extension GtkTestCase {
    /// Waits until every window on screen has painted a frame asked for now, then runs what
    /// the frame left ready (a size class applied after the layout that found it), and paints
    /// again while that changed anything: what was asked of GTK before the call is then laid
    /// out, drawn and followed up, as a person sees it once the screen is still. With no window
    /// on screen it runs what the main loop has ready.
    public func waitUntilDrawn(file: StaticString = #filePath, line: UInt = #line) throws {
        for _ in 0..<5 {
            let frames = PaintedFrames()
            defer { frames.remove() }
            if frames.isEmpty {
                MainLoop.runReady()
                return
            }
            try waitUntil("every window has painted a frame", file: file, line: line) { frames.allPainted }
            guard MainLoop.runReady() else { return }
        }
    }
}
