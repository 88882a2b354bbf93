import CGtk
import GtkKit
import Localization
import Observing

/// A row of linked buttons that shows which of a `TabController`'s tabs is selected and
/// selects another, after libadwaita's view switchers: titles at the top of the tabs, icons
/// over titles in a bar at the bottom, icons alone where a header bar is short of room.
/// Each button is named by its tab's title, which an icon alone shows as its tooltip.
@MainActor
public final class TabSwitcher {
    /// What each tab's button shows.
    public enum Style: Equatable, Sendable {
        /// The tab's title.
        case labels
        /// The tab's icon (`ViewController.tabIconName`) over its title.
        case iconsOverLabels
        /// The tab's icon alone.
        case icons
    }

    /// The linked buttons, to put where the switcher goes.
    public let widget = Box(.horizontal)
    /// The buttons, one a tab, in the tabs' order.
    public private(set) var buttons: [ToggleButton] = []
    /// What the buttons show; a change rebuilds them.
    public var style: Style {
        didSet { if style != oldValue { rebuild() } }
    }

    private weak var tabs: TabController?
    private var observation: ObserverToken?

    /// A switcher of `tabs` in `style`, following their tabs and selection.
    public init(of tabs: TabController, style: Style) {
        self.tabs = tabs
        self.style = style
        widget.addCSSClass("linked")
        // Translators: the accessible name of the switcher between the app's tabs.
        widget.accessibleLabel = tr("Tabs")
        observation = tabs.observe { [weak self] in self?.tabsChanged() }
        rebuild()
    }

    private func tabsChanged() {
        if buttons.count != tabs?.tabs.count { rebuild() } else { showSelection() }
    }

    private func rebuild() {
        buttons.forEach(widget.remove)
        widget.isHomogeneous = style == .iconsOverLabels // a bar across the window, its buttons alike
        buttons = (tabs?.tabs ?? []).enumerated().map { index, tab in
            let button = ToggleButton(content: content(for: tab), accessibleLabel: tab.title)
            if style == .icons { button.tooltip = tab.title }
            button.horizontallyExpands = style == .iconsOverLabels
            button.isFocusedByClick = false
            button.onClicked { [weak self] in self?.tabs?.select(index) }
            return button
        }
        buttons.dropFirst().forEach { $0.join(buttons[0]) }
        buttons.forEach(widget.append)
        showSelection()
    }

    private func content(for tab: ViewController) -> Widget {
        let icon = Icon(name: tab.tabIconName ?? "")
        switch style {
        case .labels: return title(of: tab)
        case .icons: return icon
        case .iconsOverLabels:
            let box = Box(.vertical, spacing: 2)
            box.append(icon)
            box.append(title(of: tab, style: "caption"))
            return box
        }
    }

    /// The tab's title, shortened with an ellipsis where the tabs are narrower than it: the
    /// switcher never holds their column wider than the content asks.
    private func title(of tab: ViewController, style: String? = nil) -> Label {
        let label = Label(tab.title, style: style)
        label.ellipsizeEnd()
        return label
    }

    private func showSelection() {
        guard let selected = tabs?.selectedIndex, buttons.indices.contains(selected) else { return }
        buttons[selected].isPressed = true
    }
}
