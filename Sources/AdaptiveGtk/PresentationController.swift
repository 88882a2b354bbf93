import Adaptive
import CGtk
import GtkKit
import Localization
import Observing

/// Presents a controller from a button, after `UIPopoverPresentationController`: a popover
/// pointing at the button, sized by its content, or, in compact width, a sheet covering the
/// window with a Done button, switching live when the size class changes while it is shown.
/// The button toggles it; the button going away (hidden, unmapped) dismisses it. Another
/// widget can take the button's place (`point(from:)`): the same action's button in another
/// bar, or the menu the action was chosen from.
@MainActor
public final class PresentationController {
    /// The controller it shows, as UIKit's `presentedViewController`.
    public let presented: ViewController
    /// What the popover points at.
    public private(set) var anchor: Widget

    /// What decides the style for the traits and whether a person may dismiss it, and hears when
    /// one did.
    public weak var delegate: PresentationControllerDelegate?
    /// Whether the controller is presented, from `present()` until it is dismissed (`isOnScreen`
    /// says whether GTK shows it yet).
    public private(set) var isPresented = false
    /// How it is shown now, or was shown last: a popover, or a sheet covering the window.
    public private(set) var style: PresentationStyle = .popover

    private let host: PresentationHost
    /// The popover of the anchor it points from now.
    private var popover = Popover()
    /// A popover for each anchor it has pointed from, parented to it for good: a popover moved
    /// to another parent is unrealized while GTK 4.8 may still follow the pointer on it.
    private var popovers: [ObjectIdentifier: Popover] = [:]
    private let sheet = Box(.vertical)
    private let sheetContent = Box(.vertical)
    // Translators: the button that closes a sheet (a panel shown over the window).
    private let doneButton = Button(label: tr("Done"))
    private var moving = false

    /// Where the popover may stand against its button, in order of preference: the first with
    /// room for the content's `preferredContentSize` (all of it, without one), mirrored right to
    /// left; below the button by default.
    public var permittedPositions: [PopoverPosition] = [.bottom]

    /// The side of the button the popover was last asked to stand on (GTK may still flip it
    /// where the screen has no room).
    public private(set) var popoverSide = PopoverPosition.Edge.bottom

    /// A presentation of `presented` from `anchor`, which toggles it, in `host`'s window; nothing
    /// is shown until `present()` or a click of the button.
    public init(presenting presented: ViewController, from anchor: Button, in host: PresentationHost) {
        self.presented = presented
        self.anchor = anchor
        self.host = host
        attach(popover, to: anchor)
        presented.presentation = self
        buildSheet()
        // The popover and the sheet are outside the trait host's content: they adapt after the layout.
        traitObservation = host.traitHost.observe { [weak self] _ in self?.host.traitHost.outsideLayout { self?.adapt() } }
    }

    /// The host's traits, followed to adapt.
    private var traitObservation: ObserverToken?

    isolated deinit {
        if let registration { traitSource?.unregisterForTraitChanges(registration) }
        for popover in popovers.values {
            popover.popdown()
            gtk_widget_unparent(popover.widget)
        }
    }

    private func buildSheet() {
        let bar = Box(.horizontal, spacing: 6)
        bar.setMargins(6)
        let title = Label(presented.title, style: "heading")
        title.horizontallyExpands = true
        doneButton.addCSSClass("suggested-action")
        doneButton.onClicked { [weak self] in self?.dismissAsPerson() }
        bar.append(title)
        bar.append(doneButton)
        sheetContent.verticallyExpands = true
        sheet.addCSSClass("background")
        sheet.append(bar)
        sheet.append(sheetContent)
        sheet.isVisible = false
        sheet.addShortcut("Escape", global: false) { [weak self] in
            self?.dismissAsPerson()
            return true
        }
        host.view.addOverlay(sheet)
    }

    /// The controller whose traits the presentation adapts to (the column its button is over),
    /// rather than the window's: a popover from a narrow column of a wide window adapts to the
    /// column.
    public weak var traitSource: ViewController? {
        didSet {
            if let registration { oldValue?.unregisterForTraitChanges(registration) }
            registration = traitSource?.registerForTraitChanges([.horizontalSizeClass, .verticalSizeClass]) { [weak self] _, _ in
                self?.host.traitHost.outsideLayout { self?.adapt() }
            }
        }
    }
    private var registration: TraitChangeRegistration?

    /// The traits the presentation adapts to: its source's, else the window's.
    private var traits: TraitCollection? { traitSource?.traitCollection ?? host.traitHost.traitCollection }

    /// The style for the current traits.
    public var adaptiveStyle: PresentationStyle {
        guard let traits else { return .popover }
        return delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
            ?? PresentationStyle.adaptive(for: traits, keepsPopoverWhenCompact: false)
    }

    /// Whether the popover or the sheet is on screen.
    public var isOnScreen: Bool { style == .popover ? popover.isMapped : sheet.isMapped }

    /// Presents the controller, or dismisses it as a person would (the delegate is asked and told)
    /// while it is presented: what its button does.
    public func toggle() { isPresented ? dismissAsPerson() : present() }

    /// Points the popover at `newAnchor` from now on, dismissing what is shown from the old one.
    public func point(from newAnchor: Widget) {
        guard newAnchor !== anchor else { return }
        dismiss()
        popover.setChild(nil) // the presented view goes into the new anchor's popover when shown
        anchor = newAnchor
        if let known = popovers[ObjectIdentifier(newAnchor)] {
            popover = known
            return
        }
        popover = Popover()
        attach(popover, to: newAnchor)
    }

    /// Parents `popover` to `anchor`, for good. A button toggles the presentation while it is
    /// the anchor; the anchor going away dismisses it.
    private func attach(_ popover: Popover, to anchor: Widget) {
        let id = ObjectIdentifier(anchor) // not the widget: its Swift object may go before GTK's last signal
        popovers[id] = popover
        gtk_widget_set_parent(popover.widget, anchor.widget)
        popover.onClosed { [weak self, weak popover] in if let self, self.popover === popover { popoverClosed() } }
        (anchor as? Button)?.onClicked { [weak self] in if let self, ObjectIdentifier(self.anchor) == id { toggle() } }
        anchor.onUnmapped { [weak self] in if let self, ObjectIdentifier(self.anchor) == id { dismiss() } }
    }

    /// Shows the controller; another presentation of the window is dismissed first.
    public func present() {
        guard !isPresented else { return }
        host.active?.dismiss()
        host.active = self
        isPresented = true
        presented.beginAppearanceTransition(true, animated: true)
        show(as: adaptiveStyle)
        presented.endAppearanceTransition()
    }

    /// Hides the controller (from code: the delegate is not asked and not told).
    public func dismiss() {
        guard isPresented else { return }
        isPresented = false
        if host.active === self { host.active = nil }
        presented.beginAppearanceTransition(false, animated: true)
        moving = true
        popover.popdown()
        sheet.isVisible = false
        moving = false
        presented.endAppearanceTransition()
    }

    /// Dismissal a person asked for: the delegate may refuse, and is told.
    private func dismissAsPerson() {
        guard isPresented else { return }
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
            if style == .popover { popover.popup() }
            return
        }
        dismiss()
        delegate?.presentationControllerDidDismiss(self)
    }

    private func popoverClosed() {
        guard isPresented, style == .popover, !moving else { return }
        dismissAsPerson()
    }

    private func adapt() {
        guard isPresented, adaptiveStyle != style else { return }
        show(as: adaptiveStyle)
    }

    /// The presented controller's preferred size changed: a popover takes it now.
    func preferredContentSizeDidChange() {
        guard isPresented else { return }
        applyPreferredSize()
        if style == .popover { placePopover() }
    }

    /// A popover's content gets the preferred size; a sheet's fills the window.
    private func applyPreferredSize() {
        let size = style == .popover ? presented.preferredContentSize : nil
        presented.view.setSizeRequest(width: size?.width ?? -1, height: size?.height ?? -1)
    }

    /// Puts the popover on the first permitted side of its button with room for it.
    private func placePopover() {
        let rightToLeft = anchor.isRightToLeft
        let size = presented.preferredContentSize
        guard
            let position = PopoverPosition.choose(
                from: permittedPositions, size: size, room: room(beside:),
                rightToLeft: rightToLeft)
        else { return }
        popoverSide = position.edge(rightToLeft: rightToLeft)
        switch popoverSide {
        case .left: popover.position = GTK_POS_LEFT
        case .right: popover.position = GTK_POS_RIGHT
        case .top: popover.position = GTK_POS_TOP
        case .bottom: popover.position = GTK_POS_BOTTOM
        }
    }

    /// The room between the button and the window's edge on `edge`.
    private func room(beside edge: PopoverPosition.Edge) -> Int {
        guard let frame = anchor.frame(), let window = anchor.windowSize else { return 0 }
        switch edge {
        case .left: return frame.x
        case .right: return window.width - frame.x - frame.width
        case .top: return frame.y
        case .bottom: return window.height - frame.y - frame.height
        }
    }

    private func show(as newStyle: PresentationStyle) {
        moving = true
        popover.popdown()
        popover.setChild(nil)
        if presented.view.hasParent { presented.view.removeFromParent() }
        style = newStyle
        if let traits {
            presented.setTraitCollection(newStyle == .popover ? traits.with(horizontal: .compact, vertical: .compact) : traits)
        }
        applyPreferredSize()
        switch newStyle {
        case .popover:
            sheet.isVisible = false
            popover.setChild(presented.view)
            placePopover()
            popover.popup()
        case .sheet:
            sheetContent.append(presented.view)
            sheet.isVisible = true
            doneButton.grabFocus()
        }
        moving = false
    }
}
