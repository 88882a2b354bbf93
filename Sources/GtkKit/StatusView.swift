import CGtk

/// A centred icon (or spinner), title, explanation and optional action (AdwStatusPage): what
/// a pane shows while it loads, when it is empty, or when something failed. The page is made
/// when the view first comes on screen: libadwaita builds each one from a template, which is
/// not free, and most of a window's status views wait unseen behind its lists.
public final class StatusView: Widget {
    private let title: String
    private let icon: String?
    private let spinner: Spinner?
    /// The button made from `action`, for its clicks; nil without one. Only a page with an icon shows it.
    public let actionButton: Button?
    /// The status page, once the view has been on screen.
    private var page: OpaquePointer?

    /// `iconName` nil shows a spinner instead of an icon.
    public init(iconName: String?, title: String, message: String = "", action: String? = nil) {
        self.title = title
        icon = iconName
        spinner = iconName == nil ? Spinner(accessibleLabel: title) : nil
        actionButton = action.map { Button(label: $0) }
        self.message = message
        super.init(adopting: raw(adw_bin_new())!)
        onMapped { [weak self] in
            guard let self else { return }
            let page = self.page ?? makePage()
            // The icon is set once the page is still on screen a frame after it came: the
            // symbolic icons are SVG files, and looking one up loads librsvg,
            // which a page mapped for an instant at start-up (the prompt before a restored
            // photo) should not cost.
            guard let icon, adw_status_page_get_icon_name(page) == nil else { return }
            onNextFrame { [weak self] in if self?.isMapped == true { adw_status_page_set_icon_name(page, icon) } }
        }
    }

    private func makePage() -> OpaquePointer {
        let page: OpaquePointer = cast(raw(adw_status_page_new())!)
        adw_status_page_set_title(page, title)
        adw_status_page_set_description(page, message.isEmpty ? nil : message)
        if let spinner {
            spinner.setSizeRequest(width: 32, height: 32)
            spinner.setAlignment(horizontal: .center, vertical: .center)
            spinner.isSpinning = true
            adw_status_page_set_child(page, spinner.widget)
        } else if let actionButton {
            actionButton.setAlignment(horizontal: .center, vertical: .center)
            actionButton.addCSSClass("suggested-action")
            actionButton.addCSSClass("pill")
            adw_status_page_set_child(page, actionButton.widget)
        }
        // The page scrolls its content in a scroll pane of its own, which takes the focus: it
        // needs a name for assistive technologies.
        if let scroller = gtk_widget_get_first_child(cast(raw(page))) { pm_accessible_set_label(scroller, title) }
        adw_bin_set_child(cast(pointer), cast(raw(page)))
        self.page = page
        return page
    }

    /// The icon shown, once the page has been on screen for a frame (nil before, and for a
    /// spinner).
    public var iconName: String? { page.flatMap { adw_status_page_get_icon_name($0) }.map { String(cString: $0) } }

    /// The explanation under the title; none when empty.
    public var message: String {
        didSet { page.map { adw_status_page_set_description($0, message.isEmpty ? nil : message) } }
    }
}
