import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed

/// The feed's photographers: a spinner while the first fetch runs, then the list, or a
/// clear message with "Try Again" when the fetch failed. A photographer row expands in place
/// (its arrow button, or Right and Left on the keyboard) to a strip of their thumbnails.
public final class PhotographersViewController: ViewController {
    public let list = ListBox(accessibleLabel: "Photographers")
    private(set) lazy var rows: ListAdapter<PhotographerRow> = {
        let adapter = ListAdapter<PhotographerRow>(listBox: list) { [unowned self] in self.makeRow($0) }
        adapter.isActivatable = { if case .photographer = $0 { return true } else { return false } }
        return adapter
    }()
    public private(set) var photographers: [Photographer] = []
    /// The names of the photographers whose thumbnails are shown; kept across updates.
    public private(set) var expanded: Set<String> = []
    /// Loads a thumbnail (the app's image loader); the strip shows what arrives.
    var loadThumbnail: ((URL, @escaping (Texture) -> Void) -> Void)?
    /// A thumbnail was chosen.
    var onSelectPhoto: ((Photographer, Photo) -> Void)?
    /// How many times the list was rebuilt (a burst of changes should count once).
    public private(set) var updates = 0
    var onSelect: ((Photographer) -> Void)?
    var onRetry: (() -> Void)?

    private let pages = Stack(transition: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    private let loading = StatusView(iconName: nil, title: "Loading Photos…")
    private let failure = StatusView(iconName: "network-error-symbolic", title: "Could Not Load the Feed", action: "Try Again")
    private let empty = StatusView(iconName: "image-missing-symbolic", title: "No Photos", message: "This feed has no photos to show.")

    public init() { super.init(title: "Photographers") }

    public override func loadView() -> Widget {
        pages.add(loading, name: "loading")
        pages.add(ScrolledWindow(list), name: "list")
        pages.add(failure, name: "error")
        pages.add(empty, name: "empty")
        return pages
    }

    public override func viewDidLoad() {
        gtk_widget_set_size_request(pages.widget, 240, -1)
        list.onRowActivated { [weak self] index in
            guard let self, self.rows.items.indices.contains(index),
                  case .photographer(let photographer, _) = self.rows.items[index] else { return }
            self.onSelect?(photographer)
        }
        list.addShortcut("Right", global: false) { [weak self] in self?.setFocusedExpanded(true) ?? false }
        list.addShortcut("Left", global: false) { [weak self] in self?.setFocusedExpanded(false) ?? false }
        failure.actionButton?.onClicked { [weak self] in self?.onRetry?() }
    }

    /// Opens or closes the thumbnails of `photographer`, in place.
    public func setExpanded(_ open: Bool, for photographer: Photographer) {
        guard open != expanded.contains(photographer.name) else { return }
        if open { expanded.insert(photographer.name) } else { expanded.remove(photographer.name) }
        rows.apply(PhotographerRow.rows(for: photographers, expanded: expanded))
    }

    private func setFocusedExpanded(_ open: Bool) -> Bool {
        guard let index = list.focusedIndex ?? list.selectedIndex, rows.items.indices.contains(index),
              case .photographer(let photographer, let isOpen) = rows.items[index], isOpen != open else { return false }
        setExpanded(open, for: photographer)
        return true
    }

    private func makeRow(_ row: PhotographerRow) -> (content: Widget, accessibleLabel: String) {
        switch row {
        case .photographer(let photographer, let open):
            let (text, label) = ListRow.make(title: photographer.name,
                                             subtitle: photographer.photos.count == 1 ? "1 photo" : "\(photographer.photos.count) photos")
            text.horizontallyExpands = true
            let toggle = Button(iconName: open ? "pan-down-symbolic" : "pan-end-symbolic",
                                accessibleLabel: open ? "Hide Thumbnails" : "Show Thumbnails",
                                tooltip: open ? "Hide thumbnails (Left)" : "Show thumbnails (Right)")
            toggle.addCSSClass("flat")
            toggle.setAlignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_CENTER)
            toggle.onClicked { [weak self] in self?.setExpanded(!open, for: photographer) }
            let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
            box.append(text)
            box.append(toggle)
            return (box, label)
        case .thumbnails(let photographer):
            return (thumbnailStrip(photographer), "Thumbnails of \(photographer.name)")
        }
    }

    private func thumbnailStrip(_ photographer: Photographer) -> Widget {
        let strip = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        strip.setMargins(6)
        for photo in photographer.photos.prefix(12) {
            let picture = Picture(accessibleLabel: photo.title)
            gtk_widget_set_size_request(picture.widget, 72, 54)
            let button = Button(content: picture, accessibleLabel: photo.title)
            button.tooltip = photo.title
            button.addCSSClass("flat")
            button.onClicked { [weak self] in self?.onSelectPhoto?(photographer, photo) }
            strip.append(button)
            loadThumbnail?(photo.thumbnailURL ?? photo.imageURL) { picture.show($0) }
        }
        let scroller = ScrolledWindow(strip, horizontalScrolling: true)
        gtk_scrolled_window_set_policy(cast(scroller.pointer), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_widget_set_size_request(scroller.widget, -1, 72)
        return scroller
    }

    /// Which page is on screen: "loading", "list", "error" or "empty".
    public var visiblePage: String? { pages.visibleChildName }

    public var errorMessage: String { failure.message }

    func showLoading() {
        loadViewIfNeeded()
        pages.show(named: "loading")
    }

    func show(_ photographers: [Photographer]) {
        loadViewIfNeeded()
        self.photographers = photographers
        updates += 1
        rows.apply(PhotographerRow.rows(for: photographers, expanded: expanded))
        pages.show(named: photographers.isEmpty ? "empty" : "list")
    }

    func showError(_ message: String) {
        loadViewIfNeeded()
        failure.message = message
        pages.show(named: "error")
    }
}
