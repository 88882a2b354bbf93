import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import PhotoFeed

/// The feed's photographers: a spinner while the first fetch runs, then the list, or a
/// clear message with "Try Again" when the fetch failed.
public final class PhotographersViewController: ViewController {
    public let list = ListBox(accessibleLabel: "Photographers")
    public private(set) lazy var rows = ListAdapter<Photographer>(listBox: list) { photographer in
        ListRow.make(title: photographer.name, subtitle: photographer.photos.count == 1 ? "1 photo" : "\(photographer.photos.count) photos")
    }
    public private(set) var photographers: [Photographer] = []
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
            guard let self, self.rows.items.indices.contains(index) else { return }
            self.onSelect?(self.rows.items[index])
        }
        failure.actionButton?.onClicked { [weak self] in self?.onRetry?() }
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
        rows.apply(photographers)
        pages.show(named: photographers.isEmpty ? "empty" : "list")
    }

    func showError(_ message: String) {
        loadViewIfNeeded()
        failure.message = message
        pages.show(named: "error")
    }
}
