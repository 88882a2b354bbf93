import Adaptive
import CGtk
import GtkKit

/// A screen's worth of UI with a lazily built view, after `UIViewController`.
///
/// Subclasses build their widgets in `loadView()` and configure them in `viewDidLoad()`;
/// containers (navigation, split view) host the view and forward trait changes.
open class ViewController {
    /// Shown in the header while this controller is on top, and on the Back button after it.
    public var title: String {
        didSet { if title != oldValue { navigationController?.controllerDidChangeTitle(self) } }
    }

    private var loadedView: Widget?

    /// The navigation controller whose stack holds this controller, if any.
    public internal(set) weak var navigationController: NavigationController?

    /// The traits of the environment the controller lives in.
    public internal(set) var traitCollection: TraitCollection?

    public init(title: String = "") {
        self.title = title
    }

    /// The root widget, built on first access.
    public var view: Widget {
        loadViewIfNeeded()
        return loadedView!
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadedView = loadView()
        viewDidLoad()
    }

    /// Builds and returns the root widget. Override; the default is an empty box.
    open func loadView() -> Widget { Box(GTK_ORIENTATION_VERTICAL) }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}

    /// Called after `traitCollection` changed, outside size allocation.
    open func traitCollectionDidChange(previous: TraitCollection?) {}

    /// Containers call this when the environment changes; it calls `traitCollectionDidChange`.
    public func setTraitCollection(_ traits: TraitCollection) {
        let previous = traitCollection
        guard previous != traits else { return }
        traitCollection = traits
        traitCollectionDidChange(previous: previous)
    }
}
