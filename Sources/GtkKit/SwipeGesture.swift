import CGtk

/// GtkGestureDrag's "drag-begin", "drag-update" and "drag-end": (gesture, x, y, user_data).
private let dragPoint = Trampoline<(Double, Double) -> Void>(
    { _, x, y, data in
        fromGTK { (unbox(data) as (Double, Double) -> Void)(x, y) }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void)

/// GtkEventControllerScroll's "scroll": (controller, dx, dy, user_data) -> gboolean.
private let scrolled = Trampoline<(Double, Double) -> Bool>(
    { _, dx, dy, data in
        fromGTK { gboolean((unbox(data) as (Double, Double) -> Bool)(dx, dy)) }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean)

/// GtkGesture's "cancel": (gesture, sequence, user_data); GtkEventControllerScroll's
/// "scroll-end": (controller, user_data). Both call a handler without arguments.
private let cancelled = Trampoline<() -> Void>(
    { _, _, data in
        fromGTK { (unbox(data) as () -> Void)() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)
private let scrollEnded = Trampoline<() -> Void>(
    { _, data in
        fromGTK { (unbox(data) as () -> Void)() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)

/// A horizontal swipe over a widget, by a finger on a touch screen or two on a touchpad, told
/// as it goes: where it began (the widget decides whether to take it), how far the fingers
/// have travelled, and when they lifted, after libadwaita's swipe tracker. A touchpad's scroll
/// is turned into the travel a finger would make (the other way round, as GTK reports it), so
/// one model serves both. Mouse drags and wheels are left to the children.
@MainActor
public final class SwipeGesture {
    /// What the handler is told of a swipe, as it goes.
    public enum Event {
        /// A swipe may begin at `x` (nil for a touchpad, which has no point on the widget),
        /// the fingers going right or left.
        case began(x: Double?, rightwards: Bool, touchpad: Bool)
        /// The fingers have travelled `offset` pixels (positive towards the right) at `time` (ms).
        case moved(offset: Double, time: Double)
        /// The fingers lifted at `time` (ms).
        case ended(time: Double)
        /// The system took the touch (another gesture won): put things back.
        case cancelled
    }

    /// The touch gesture, whose signals a test may emit where the display cannot make touches.
    package let touch: OpaquePointer
    private let scroll: OpaquePointer
    /// Told each event; `began` answers whether the swipe is taken.
    private let handler: (Event) -> Bool
    /// Where a touch went down, until it has moved far enough to tell a swipe from a tap.
    private var touchStart: Double?
    private var touchSwiping = false
    /// Where a touchpad's scroll sequence is: not decided yet, passed on, or a swipe so far.
    private enum TouchpadState {
        case idle, refused
        case swiping(offset: Double)
    }
    private var touchpad = TouchpadState.idle
    private var lastTouchpadTime: Double?
    /// A pause in a touchpad's scrolling this long (ms) ends its sequence.
    static let touchpadPause = 150.0

    /// How far a finger moves before its touch counts as a swipe (or, vertically, as not one).
    public static let threshold = 16.0

    /// Follows swipes over `widget` before its children see them: a touch is theirs until it
    /// has moved `threshold` pixels sideways (a tap or a vertical scroll stays theirs).
    public init(on widget: Widget, _ handler: @escaping (Event) -> Bool) {
        self.handler = handler
        touch = gtk_gesture_drag_new()
        scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)
        gtk_gesture_single_set_touch_only(touch, 1)
        widget.addController(
            touch, phase: GTK_PHASE_CAPTURE,
            [
                "drag-begin": (dragPoint, { [weak self] x, _ in self?.touchBegan(at: x) }),
                "drag-update": (dragPoint, { [weak self] x, y in self?.touchMoved(x: x, y: y) }),
                "drag-end": (dragPoint, { [weak self] _, _ in self?.touchEnded(cancelled: false) })
            ])
        _ = connectHandler(raw(touch)!, "cancel", cancelled) { [weak self] in self?.touchEnded(cancelled: true) }
        _ = connectHandler(raw(scroll)!, "scroll-end", scrollEnded) { [weak self] in self?.touchpadEnded() }
        widget.addController(
            scroll, phase: GTK_PHASE_CAPTURE,
            [
                "scroll": (
                    scrolled,
                    { [weak self] dx, dy in
                        self?.touchpadScrolled(dx: dx, dy: dy) ?? false
                    }
                )
            ])
    }

    private var eventTime: Double { Double(gtk_event_controller_get_current_event_time(touch)) }

    private func touchBegan(at x: Double) {
        touchStart = x
        touchSwiping = false
    }

    /// Past the threshold sideways the swipe is offered (and claimed if taken); vertically,
    /// the touch goes to the children.
    private func touchMoved(x: Double, y: Double) {
        guard let start = touchStart else { return }
        if !touchSwiping {
            guard max(abs(x), abs(y)) >= Self.threshold else { return }
            guard abs(x) > abs(y), handler(.began(x: start, rightwards: x > 0, touchpad: false)) else {
                touchStart = nil
                gtk_gesture_set_state(touch, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            touchSwiping = true
            gtk_gesture_set_state(touch, GTK_EVENT_SEQUENCE_CLAIMED)
        }
        _ = handler(.moved(offset: x, time: eventTime))
    }

    private func touchEnded(cancelled: Bool) {
        defer { (touchStart, touchSwiping) = (nil, false) }
        guard touchSwiping else { return }
        _ = handler(cancelled ? .cancelled : .ended(time: eventTime))
    }

    /// A touchpad's smooth scroll. The first event of a sequence decides: horizontal, it may
    /// begin a swipe; vertical or refused, the whole sequence passes on (a sequence ends with
    /// the fingers' lift, or after a pause on X, which does not tell the lift). Wheels pass on.
    private func touchpadScrolled(dx: Double, dy: Double) -> Bool {
        guard let event = gtk_event_controller_get_current_event(scroll),
            gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH,
            gdk_device_get_source(gdk_event_get_device(event)) == GDK_SOURCE_TOUCHPAD
        else { return false }
        let time = Double(gdk_event_get_time(event))
        defer { lastTouchpadTime = time }
        if let last = lastTouchpadTime, time - last > Self.touchpadPause { touchpad = .idle }
        // Pixels as they come (Wayland); X's touchpads count in wheel steps of about ten.
        let pixels = gdk_scroll_event_get_unit(event) == GDK_SCROLL_UNIT_WHEEL ? 10.0 : 1.0
        if case .idle = touchpad {
            let taken = abs(dx) > abs(dy) && handler(.began(x: nil, rightwards: dx < 0, touchpad: true))
            touchpad = taken ? .swiping(offset: 0) : .refused
        }
        guard case .swiping(let offset) = touchpad else { return false }
        let moved = offset - dx * pixels
        touchpad = .swiping(offset: moved)
        return handler(.moved(offset: moved, time: time))
    }

    /// The fingers left the touchpad: a swipe under way ends, and the next scroll decides anew.
    private func touchpadEnded() {
        defer { touchpad = .idle }
        guard case .swiping = touchpad else { return }
        let time = gtk_event_controller_get_current_event(scroll).map { Double(gdk_event_get_time($0)) } ?? 0
        _ = handler(.ended(time: time))
    }
}
