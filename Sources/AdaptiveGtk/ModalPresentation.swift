import Adaptive
import GtkKit
import Localization
import Observing

/// A controller presented in a window of its own over its presenter's window, after UIKit's
/// `present(_:animated:)` with a form sheet: modal and transient for that window, headed by
/// the title of what it shows (with Back while a stack it shows can go back) and the window's
/// Close button. Escape or Close dismisses it, and the keyboard focus goes back to where it was
/// in the window under it. The presented controller appears when the window is shown and
/// disappears when it goes, and follows the traits and size of its own window; the presenter
/// stays on screen, as under a sheet, its window inactive while the modal one has the focus.
@MainActor
final class ModalPresentation {
    let presented: ViewController
    let window: Window
    private let parent: Window
    private let traitHost: TraitHost
    private let titleLabel = Label("", style: "title")
    private let backButton = Button(
        iconName: "go-previous-symbolic", accessibleLabel: tr("Back"),
        tooltip: String(format: tr("Back (%@)"), acceleratorLabel("<Alt>Left")))
    private var observations: [ObserverToken] = []
    private var closing = false

    /// A window for `presented` over `parent`, as large as the presented controller asks
    /// (`preferredContentSize`) within the parent; the whole parent when that is compact.
    init(presenting presented: ViewController, over parent: Window, dismiss: @escaping () -> Void) {
        self.presented = presented
        self.parent = parent
        window = Window()
        traitHost = TraitHost(content: presented.view)
        window.makeModal(for: parent)
        window.defaultSize = Self.size(for: presented, over: parent)
        let header = HeaderBar()
        titleLabel.ellipsizeEnd()
        header.setTitleWidget(titleLabel)
        header.packStart(backButton)
        window.setTitlebar(header)
        window.setChild(traitHost.bin)
        backButton.onClicked { [weak self] in self?.goBack() }
        window.addShortcut("<Alt>Left") { [weak self] in self?.goBack() ?? false }
        window.addShortcut("Escape") {
            dismiss()
            return true
        }
        window.onCloseRequest { [weak self] in
            if self?.closing == false { dismiss() }
            return false
        }
        observations = [
            traitHost.observe { presented.setTraitCollection($0) },
            traitHost.observeSize { presented.transition(to: $0) }
        ]
        if let navigation = presented as? NavigationController {
            observations.append(navigation.observe { [weak self] in self?.updateHeader() })
        }
        updateHeader()
        _ = WindowScene(window: window, root: presented)
    }

    /// Shows the window and puts the keyboard focus in the presented controller.
    func show() {
        window.present()
        presented.focusView()
    }

    /// Closes the window (the presented controller disappears) and gives the window under it
    /// the focus back, on the widget that had it.
    func close() {
        closing = true
        window.destroy()
        parent.present()
    }

    private var navigation: NavigationController? { presented as? NavigationController }

    @discardableResult
    private func goBack() -> Bool {
        guard let navigation, navigation.canGoBack else { return false }
        navigation.pop()
        return true
    }

    private func updateHeader() {
        let shown = navigation?.topViewController ?? presented
        titleLabel.text = shown.title
        window.title = shown.title
        backButton.isVisible = navigation?.canGoBack ?? false
    }

    private static func size(for presented: ViewController, over parent: Window) -> (width: Int, height: Int) {
        let laidOut = parent.width > 0 ? (width: parent.width, height: parent.height) : parent.defaultSize
        let room = (width: max(laidOut.width, 360), height: max(laidOut.height, 360))
        if Breakpoint.width.sizeClass(for: room.width, previous: nil) == .compact { return room }
        let asked = presented.preferredContentSize ?? Size(width: 560, height: 640)
        return (min(asked.width, room.width), min(asked.height, room.height))
    }
}
