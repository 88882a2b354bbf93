import CGtk
import GtkKit

/// A value read after each frame a widget's window paints, until `stop()`: what the screen
/// showed from frame to frame, which a check once the frames have settled cannot see.
@MainActor
public final class FrameSamples<Value> {
    /// The values read, one a frame, leaving out the frames `read` gave nil for.
    public private(set) var values: [Value] = []
    private let sampler = Sampler()
    private var connection: (clock: UnsafeMutableRawPointer, handler: gulong)?

    /// Reads `read` after each frame `widget` (realized) is painted in.
    public init(of widget: Widget, _ read: @escaping () -> Value?) {
        let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(widget.widget))!
        sampler.sample = { [unowned self] in read().map { values.append($0) } }
        let afterPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainActor.assumeIsolated { Unmanaged<Sampler>.fromOpaque(data!).takeUnretainedValue().sample() }
        }
        let handler = g_signal_connect_data(
            clock, "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), Unmanaged.passUnretained(sampler).toOpaque(), nil,
            GConnectFlags(rawValue: 0))
        connection = (clock, handler)
    }

    /// Stops reading.
    public func stop() {
        guard let connection else { return }
        g_signal_handler_disconnect(connection.clock, connection.handler)
        self.connection = nil
    }

    isolated deinit { stop() }
}

/// What the frame clock's handler calls: a C callback cannot reach a generic class.
@MainActor
private final class Sampler {
    var sample: () -> Void = {}
}
