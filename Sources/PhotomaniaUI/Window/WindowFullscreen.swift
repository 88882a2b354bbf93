import Adaptive
import AdaptiveGtk
import GtkKit
import Localization
import Observing

/// The photo alone over the whole screen, as image viewers show it (F11, the header's button,
/// a double click on the photo): the side columns and the header bars go; a header with the
/// photo's title and Leave Fullscreen slides down while the pointer is at the top edge (in a
/// short window, one of compact height, it comes and goes at once: a slide over so little
/// photo only hides it longer).
/// Escape or F11 leaves, and the columns come back as they were. Whether the window manager
/// agrees or not, the layout follows the user's wish; when it takes the window out of full
/// screen by itself (its own shortcut), the layout follows it.
@MainActor
public final class WindowFullscreen {
    /// The window's content with the full-screen header over its top.
    public let view: Overlay
    public let bar = HeaderBar()
    public let title = WindowTitle("")
    public let leaveButton = Button(
        iconName: "view-restore-symbolic", accessibleLabel: tr("Leave Fullscreen"),
        tooltip: tr("Leave Fullscreen") + " (\(acceleratorLabel(WindowAction.fullscreen.accelerators[0])))")
    /// The header, out of sight until the pointer reaches the top edge.
    public let revealer: Revealer
    public private(set) var isActive = false
    /// Those told as full screen begins (true) and ends (false), however it was left.
    private let changes = ObserverList<Bool>()
    /// The display mode asked for before, brought back on leaving.
    private var modeBefore: DisplayMode = .automatic
    /// Whether the window manager put the window in full screen since it was asked.
    private var windowWasFullscreen = false
    private unowned let window: Window
    private unowned let split: SplitViewController
    private let hiddenBars: [Widget]

    /// The pointer within this many pixels of the top edge brings the header.
    static let edge = 4.0

    init(content: Widget, window: Window, split: SplitViewController, header: WindowHeader) {
        view = Overlay(child: content)
        self.window = window
        self.split = split
        hiddenBars = [header.masterHeader, header.photosHeader, header.detailHeader]
        leaveButton.actionName = WindowAction.fullscreen.detailedName
        bar.setTitleWidget(title)
        bar.packEnd(leaveButton)
        revealer = Revealer(child: bar)
        revealer.setAlignment(horizontal: .fill, vertical: .start)
        revealer.isVisible = false
        view.addOverlay(revealer)
        view.onPointerMotion { [weak self] _, y in self?.pointerMoved(toY: y) }
        view.addShortcut("Escape", first: true) { [weak self] in self?.leave() ?? false }
        window.onFullscreenChanged { [weak self] in self?.windowChanged() }
    }

    /// Calls `observer` with true as full screen begins and false as it ends, until the token
    /// is released.
    func observe(_ observer: @escaping (Bool) -> Void) -> ObserverToken { changes.add(observer) }

    /// Enters full screen, or leaves it.
    func toggle() {
        if !leave() { enter() }
    }

    /// The photo alone, the window over the whole screen.
    func enter() {
        guard !isActive else { return }
        isActive = true
        modeBefore = split.preferredDisplayMode
        split.preferredDisplayMode = .secondaryOnly
        hiddenBars.forEach { $0.isVisible = false }
        revealer.isVisible = true
        revealer.isRevealed = false
        windowWasFullscreen = window.isFullscreen // already, by the window manager's own key
        window.fullscreen()
        changes.notify(true)
    }

    /// Back to the columns and bars as they were; false when not in full screen.
    @discardableResult
    func leave() -> Bool {
        guard isActive else { return false }
        isActive = false
        split.preferredDisplayMode = modeBefore
        hiddenBars.forEach { $0.isVisible = true }
        revealer.isRevealed = false
        revealer.isVisible = false
        window.unfullscreen()
        changes.notify(false)
        return true
    }

    /// The header comes while the pointer is at the top edge and goes once it moves below it.
    private func pointerMoved(toY y: Double) {
        guard isActive else { return }
        let slides = split.traitHost.traitCollection?.verticalSizeClass != .compact
        if y <= Self.edge, !revealer.isRevealed {
            if slides { revealer.isRevealed = true } else { revealer.reveal(sliding: false) }
        } else if revealer.isRevealed, y > Double(bar.height) {
            revealer.conceal(sliding: slides)
        }
    }

    /// The window manager changed the window: out of full screen by itself, the layout follows.
    private func windowChanged() {
        if window.isFullscreen {
            windowWasFullscreen = isActive
        } else if isActive, windowWasFullscreen {
            leave()
        }
    }
}
