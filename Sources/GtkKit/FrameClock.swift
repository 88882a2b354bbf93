import CGtk

extension Widget {
    /// Calls `handler` once, in the next frame this widget is drawn in (GTK removes the
    /// callback, and `handler` with it, if the widget is unrealized first).
    public func onNextFrame(_ handler: @escaping () -> Void) {
        gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                fromGTK { (unbox(data) as () -> Void)() }
                return gboolean(false)
            }, retainedBox(handler), releaseBoxedHandler)
    }
}

/// An animation's state between frames: when it started, and what each frame and the end do.
private final class FrameAnimation {
    let duration: Double
    let step: (Double) -> Void
    let completion: () -> Void
    var start: gint64?
    var finished = false

    /// Steps to frame time `now` (µs); false once the animation has finished.
    func advance(to now: gint64) -> Bool {
        let start = self.start ?? now
        self.start = start
        let linear = min(1, Double(now - start) / duration)
        guard linear < 1 else {
            finish()
            return false
        }
        step(1 - (1 - linear) * (1 - linear) * (1 - linear))
        return true
    }

    func finish() {
        guard !finished else { return }
        finished = true
        step(1)
        completion()
    }

    init(duration: Double, step: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        (self.duration, self.step, self.completion) = (duration, step, completion)
    }
}

extension Widget {
    /// Calls `step` on each frame this widget is drawn in for `milliseconds`, with how far the
    /// animation has gone (0 to 1, easing out as a swipe's end does), then `step(1)` and
    /// `completion` (then too if GTK drops the callback first: the widget is destroyed). When the
    /// widget is not on screen or the desktop turned animations off, they run at once.
    public func animate(milliseconds: Double, _ step: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        let enabled = pm_object_get_bool(raw(gtk_widget_get_settings(widget)), "gtk-enable-animations") != 0
        guard isMapped, enabled, milliseconds > 0 else {
            step(1)
            return completion()
        }
        let animation = FrameAnimation(duration: milliseconds * 1000, step: step, completion: completion)
        gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                let animation = Unmanaged<FrameAnimation>.fromOpaque(data!).takeUnretainedValue()
                let now = gdk_frame_clock_get_frame_time(clock)
                return fromGTK { gboolean(animation.advance(to: now)) }
            }, Unmanaged.passRetained(animation).toOpaque(),
            { data in
                // Also when GTK drops the callback (the widget left the screen): the end still comes.
                let animation = Unmanaged<FrameAnimation>.fromOpaque(data!).takeRetainedValue()
                animation.finish()
            })
    }
}
