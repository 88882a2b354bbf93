import CGtk

/// A scroll, in whole steps across and down, and whether Ctrl was held.
private typealias ScrollHandler = (_ dx: Double, _ dy: Double, _ control: Bool) -> Bool

/// GtkEventControllerScroll's "scroll": (controller, dx, dy, user_data) -> gboolean.
private let scrolled = Trampoline<ScrollHandler>(
    { controller, dx, dy, data in
        fromGTK {
            let state = gtk_event_controller_get_current_event_state(OpaquePointer(controller))
            return gboolean((unbox(data) as ScrollHandler)(dx, dy, state.rawValue & GDK_CONTROL_MASK.rawValue != 0))
        }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean)

/// GtkGestureZoom's "scale-changed": (gesture, scale, user_data).
private let pinched = Trampoline<(Double) -> Bool>(
    { _, scale, data in
        fromGTK { _ = (unbox(data) as (Double) -> Bool)(scale) }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void)

/// A picture that starts fitted to its viewport, zooms (Ctrl+plus/minus/0, Ctrl+1/2/3 to 100,
/// 200 and 300 % as image viewers do, Ctrl+scroll, pinch), scrolls when larger than it, and
/// can be shown turned by quarters. The mouse wheel asks for the image before or after while
/// it is fitted (`onStep`), or zooms when `wheelZooms`; a scroll across always asks for them,
/// as a touchpad's swipe in an image viewer. Scales are of the image's own pixels: a texture
/// decoded smaller is shown at the image's size, and zooming past its detail asks for the
/// full resolution (`onNeedsFullResolution`).
public final class ZoomableImage: Widget {
    /// The keys that zoom in a step of 1.25 (Ctrl+= too: plus without Shift on many layouts), for a shortcuts window to list.
    public static let zoomInAccelerators = ["<Control>plus", "<Control>equal", "<Control>KP_Add"]
    /// The keys that zoom out a step of 0.8, for a shortcuts window to list.
    public static let zoomOutAccelerators = ["<Control>minus", "<Control>KP_Subtract"]
    /// The key that goes back to fitting the viewport, for a shortcuts window to list.
    public static let fitAccelerators = ["<Control>0"]
    /// The keys of the zoom levels (eog's and Loupe's), and the scale each shows.
    public static let levelAccelerators: [(accelerators: [String], scale: Double)] = [
        (["<Control>1", "<Control>KP_1"], 1), (["<Control>2", "<Control>KP_2"], 2), (["<Control>3", "<Control>KP_3"], 3)
    ]
    /// How long a step to a zoom level takes on screen.
    public static let levelMilliseconds = 200.0

    /// The picture in the scrolled pane, showing the texture turned.
    public let picture: Picture
    /// The texture given to show, before it is turned (the picture shows it turned).
    public private(set) var texture: Texture?
    /// Quarter turns clockwise the image is shown at, 0 to 3: a view, the texture unchanged.
    public private(set) var quarterTurns = 0
    /// The scale shown, or nil when the image is fitted to the viewport.
    public private(set) var zoom: Double?
    /// Where a zoomed image is scrolled to, across and down.
    public private(set) lazy var horizontalOffset = ScrollOffset(of: self, GTK_ORIENTATION_HORIZONTAL)
    /// Where a zoomed image is scrolled to down.
    public private(set) lazy var verticalOffset = ScrollOffset(of: self)
    /// Called when the zoom shows a reduced texture larger than its pixels; answer with
    /// `showFullResolution(_:)`.
    public var onNeedsFullResolution: (() -> Void)?
    /// A scroll asks for the image before (-1) or after (+1): the wheel, while the image is
    /// fitted and the wheel does not zoom, and a scroll across (to the right is after, left to
    /// right). True when it was taken.
    public var onStep: ((Int) -> Bool)?
    /// Whether the wheel zooms, as Ctrl with it does, rather than step: asked at each scroll
    /// (a setting a person may change at any time).
    public var wheelZooms: () -> Bool = { false }
    private var pinchStart = 1.0
    /// Counts the zooms asked for: a step to a level still under way gives way to a later one.
    private var zoomChanges = 0

    /// `paneLabel` names the pane that scrolls and zooms, `accessibleLabel` the picture in it
    /// (until it is named after what it shows).
    public init(paneLabel: String, accessibleLabel label: String) {
        picture = Picture(accessibleLabel: label)
        super.init(adopting: raw(gtk_scrolled_window_new())!)
        gtk_scrolled_window_set_child(cast(pointer), picture.widget)
        accessibleLabel = paneLabel
        horizontallyExpands = true
        verticallyExpands = true
        installControllers()
        for (triggers, factor) in [(Self.zoomInAccelerators, 1.25), (Self.zoomOutAccelerators, 0.8)] {
            for trigger in triggers { addShortcut(trigger) { [weak self] in self?.zoom(by: factor) ?? false } }
        }
        for trigger in Self.fitAccelerators { addShortcut(trigger) { [weak self] in self?.fit() ?? false } }
        for (triggers, scale) in Self.levelAccelerators {
            for trigger in triggers { addShortcut(trigger) { [weak self] in self?.zoom(toLevel: scale) ?? false } }
        }
        fit()
    }

    private func installControllers() {
        let scroll: ScrollHandler = { [weak self] dx, dy, control in self?.takeScroll(dx: dx, dy: dy, control: control) ?? false }
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        addController(gtk_event_controller_scroll_new(flags), phase: GTK_PHASE_CAPTURE, ["scroll": (scrolled, scroll)])
        let pinch = gtk_gesture_zoom_new()
        let pinchTo: (Double) -> Bool = { [weak self] scale in
            guard let self else { return false }
            return self.setZoom(self.pinchStart * scale)
        }
        addController(pinch, phase: GTK_PHASE_BUBBLE, ["scale-changed": (pinched, pinchTo)])
        connectPinchBegin(pinch)
    }

    /// A scroll of whole steps: Ctrl (or the wheel, when it zooms) zooms, a step across or a
    /// wheel's step on the fitted image asks for another image; anything else scrolls the
    /// zoomed image.
    private func takeScroll(dx: Double, dy: Double, control: Bool) -> Bool {
        if dy != 0, control || wheelZooms() { return zoom(by: dy < 0 ? 1.25 : 0.8) }
        if dx != 0 { return onStep?((dx > 0) != isRightToLeft ? 1 : -1) ?? false }
        guard dy != 0, zoom == nil, let onStep else { return false }
        return onStep(dy > 0 ? 1 : -1)
    }

    private func connectPinchBegin(_ pinch: OpaquePointer?) {
        let gesture = Object(adopting: raw(pinch)!)
        gesture.connect(.begin) { [weak self] _ in
            guard let self else { return }
            self.pinchStart = self.zoom ?? self.fittedScale
        }
    }

    /// Shows `texture` turned clockwise by `quarterTurns`, fitted.
    public func show(_ texture: Texture?, quarterTurns: Int = 0) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        showTurned(texture)
        fit()
    }

    /// Puts the same image at full resolution in place of the reduced texture shown, keeping
    /// the zoom, the turn and the scroll position.
    public func showFullResolution(_ texture: Texture) {
        showTurned(texture)
    }

    private func showTurned(_ texture: Texture?) {
        self.texture = texture
        picture.show(texture?.turned(by: quarterTurns))
    }

    /// The scale at which the whole image fits the viewport (at most 1: small images are not
    /// blown up).
    public var fittedScale: Double {
        guard let texture = picture.texture, texture.sourceWidth > 0, texture.sourceHeight > 0, width > 0, height > 0 else { return 1 }
        return min(1, min(Double(width) / Double(texture.sourceWidth), Double(height) / Double(texture.sourceHeight)))
    }

    /// Back to fitting the viewport.
    @discardableResult
    public func fit() -> Bool {
        zoomChanges += 1
        return fitViewport()
    }

    private func fitViewport() -> Bool {
        zoom = nil
        picture.setSizeRequest(width: -1, height: -1)
        picture.setAlignment(horizontal: .fill, vertical: .fill)
        gtk_scrolled_window_set_policy(cast(pointer), GTK_POLICY_NEVER, GTK_POLICY_NEVER)
        return picture.texture != nil
    }

    /// Zooms by `factor` from what is shown; false when there is no image.
    @discardableResult
    public func zoom(by factor: Double) -> Bool {
        setZoom((zoom ?? fittedScale) * factor)
    }

    /// Steps to `scale` (1 is 100 %) over `levelMilliseconds`, at once where the desktop turns
    /// animations off; false when there is no image.
    @discardableResult
    public func zoom(toLevel scale: Double) -> Bool {
        guard picture.texture != nil else { return false }
        zoomChanges += 1
        let change = zoomChanges
        let start = zoom ?? fittedScale
        animate(
            milliseconds: Self.levelMilliseconds,
            { [weak self] progress in
                guard let self, zoomChanges == change else { return }
                _ = show(scale: start + (scale - start) * progress)
            }, completion: {})
        return true
    }

    /// Shows the image at `scale` (clamped to 1/20…8); at or below the fitted scale it fits.
    @discardableResult
    public func setZoom(_ scale: Double) -> Bool {
        zoomChanges += 1
        return show(scale: scale)
    }

    private func show(scale: Double) -> Bool {
        guard let texture = picture.texture else { return false }
        let clamped = min(8, max(0.05, scale))
        guard clamped > fittedScale else { return fitViewport() }
        zoom = clamped
        gtk_scrolled_window_set_policy(cast(pointer), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        picture.setAlignment(horizontal: .center, vertical: .center)
        picture.setSizeRequest(width: Int(Double(texture.sourceWidth) * clamped), height: Int(Double(texture.sourceHeight) * clamped))
        if texture.isReduced, Double(texture.sourceWidth) * clamped > Double(texture.pixelWidth) { onNeedsFullResolution?() }
        return true
    }
}
