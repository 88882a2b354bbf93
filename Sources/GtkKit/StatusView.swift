import CGtk

/// A centred icon (or spinner), title, explanation and optional action (AdwStatusPage): what
/// a pane shows while it loads, when it is empty, or when something failed.
public final class StatusView: Widget {
    private let spinner: Spinner?
    /// The button made from `action`, for its clicks; nil without one. Only a page with an icon shows it.
    public let actionButton: Button?

    /// `iconName` nil shows a spinner instead of an icon.
    public init(iconName: String?, title: String, message: String = "", action: String? = nil) {
        spinner = iconName == nil ? Spinner(accessibleLabel: title) : nil
        actionButton = action.map { Button(label: $0) }
        super.init(adopting: raw(adw_status_page_new())!)
        let page: OpaquePointer = cast(pointer)
        adw_status_page_set_title(page, title)
        if let iconName {
            // Set once the page is still on screen a frame after it came: the symbolic icons
            // are SVG files, and looking one up loads librsvg (6 MB resident), which a page
            // mapped for an instant at start-up (the prompt before a restored photo) should
            // not cost.
            onMapped { [weak self] in
                self?.onNextFrame { if self?.isMapped == true { adw_status_page_set_icon_name(page, iconName) } }
            }
        }
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
        self.message = message
        // The page scrolls its content in a scroll pane of its own, which takes the focus: it
        // needs a name for assistive technologies.
        if let scroller = gtk_widget_get_first_child(widget) { pm_accessible_set_label(scroller, title) }
    }

    /// The icon shown, once the page has been on screen for a frame (nil before, and for a
    /// spinner).
    public var iconName: String? { adw_status_page_get_icon_name(cast(pointer)).map { String(cString: $0) } }

    /// The explanation under the title; none when empty.
    public var message: String {
        get { adw_status_page_get_description(cast(pointer)).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_description(cast(pointer), newValue.isEmpty ? nil : newValue) }
    }
}
