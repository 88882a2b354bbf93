import Adaptive
import AdaptiveGtk
import GtkKit
import Observing
import Routing

/// The Bookmarks window: the list beside (or, narrow, under) the chosen bookmark's form, with
/// Back, Add Bookmark (Ctrl+N) and the title of what is shown. Every form is reached through
/// the router (`BookmarksRoutes`); links `bookmarks://bookmark/ID` too.
@MainActor
public final class BookmarksWindow {
    /// The window.
    public let window: Window
    /// The split view of the list and the form.
    public let split: SplitViewController
    /// The list of bookmarks, the root of the primary column's stack.
    public let list: BookmarkListController
    /// Goes back to the list when narrow (also Alt+Left, Escape).
    public let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back", tooltip: "Back (Alt+Left)")
    /// Adds a bookmark and opens its form (also Ctrl+N).
    public let addButton = Button(iconName: "list-add-symbolic", accessibleLabel: "Add Bookmark", tooltip: "Add Bookmark (Ctrl+N)")
    /// The bookmarks shown, shared with any other window.
    public let library: BookmarkLibrary
    private let titleLabel = Label("Bookmarks", style: "title")
    private var observations: [ObserverToken] = []
    /// The bookmark added last, whose form takes the keys when it is shown.
    private var added: String?
    /// The window's router, from the split view.
    public private(set) lazy var router = Router { [unowned self] in self.split }
    /// The routes the router follows.
    public private(set) lazy var routes = BookmarksRoutes(self)

    /// A window over `library` for `application`.
    public init(application: Application, library: BookmarkLibrary) {
        self.library = library
        list = BookmarkListController(library: library)
        split = SplitViewController(primary: NavigationController(root: list), secondary: BookmarkFormController(bookmark: nil, library: library))
        window = Window(application: application)
        window.title = "Bookmarks"
        window.defaultSize = (860, 560)
        let header = HeaderBar()
        titleLabel.ellipsizeEnd()
        header.setTitleWidget(titleLabel)
        header.packStart(backButton)
        header.packStart(addButton)
        window.setTitlebar(header)
        window.setChild(split.view)
        split.delegate = self
        _ = WindowScene(window: window, root: split)
        list.focusView()
        list.onSelect = { [weak self] in self?.open($0.id) }
        backButton.onClicked { [weak self] in _ = self?.split.goBack() }
        addButton.onClicked { [weak self] in self?.addBookmark() }
        window.addShortcut("<Control>n") { [weak self] in
            self?.addBookmark()
            return true
        }
        observations = [
            split.primaryNavigation.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.updateHeader() } },
            split.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.updateHeader() } },
            library.observe { [weak self] in self?.updateHeader() }
        ]
        updateHeader()
    }

    /// The header's title: the bookmark beside the list, or, narrow, the screen on top.
    public var shownTitle: String { titleLabel.text }

    /// The form on screen as the detail, if a bookmark's.
    public var form: BookmarkFormController? {
        let shown = split.isCollapsed ? split.primaryNavigation.topViewController : split.secondary
        return (shown as? BookmarkFormController).flatMap { $0.bookmarkID == nil ? nil : $0 }
    }

    /// Opens the bookmark with `id` in its form, through the router.
    public func open(_ id: String, completion: ((RoutingResult) -> Void)? = nil) {
        router.navigate(to: routes.bookmark, with: id) { result in
            if case .failure(let error) = result { print("bookmarks: \(error.description)") }
            completion?(result)
        }
    }

    /// Opens what a link names: `bookmarks://bookmark/ID`, that bookmark's form.
    public func open(link text: String, completion: ((RoutingResult) -> Void)? = nil) {
        let refusal: LinkError
        switch Link.parse(text, scheme: "bookmarks") {
        case .success(let link) where link.screen == "bookmark":
            guard let id = link.argument else {
                refusal = .badArgument(screen: link.screen)
                break
            }
            return open(id, completion: completion)
        case .success(let link): refusal = .unknownScreen(link.screen)
        case .failure(let error): refusal = error
        }
        print("bookmarks: \(refusal.description)")
        completion?(.failure(.invalidContext(refusal.description)))
    }

    /// Adds an empty bookmark and opens its form, the keys in its name.
    public func addBookmark() {
        let bookmark = library.add()
        added = bookmark.id
        open(bookmark.id)
    }

    func bookmark(id: String) throws(RoutingError) -> Bookmark {
        guard let bookmark = library.bookmark(id: id) else { throw .invalidContext("No bookmark \(id).") }
        return bookmark
    }

    func makeForm(_ bookmark: Bookmark?) -> BookmarkFormController {
        let form = BookmarkFormController(bookmark: bookmark, library: library)
        form.focusesNameWhenShown = bookmark != nil && bookmark?.id == added
        form.onDelete = { [weak self] _ in self?.formDeleted() }
        return form
    }

    /// The list highlights the bookmark whose form is shown.
    func formShown(_ form: BookmarkFormController) {
        list.highlight(form.bookmarkID)
    }

    /// A deleted bookmark's form goes: narrow, back to the list; wide, the prompt instead.
    private func formDeleted() {
        if split.isCollapsed {
            _ = split.goBack()
        } else {
            split.showDetail(makeForm(nil), animated: false)
        }
        list.focusView()
    }

    private func updateHeader() {
        backButton.isVisible = split.primaryNavigation.canGoBack
        let shown = split.isCollapsed ? split.primaryNavigation.topViewController : split.secondary
        titleLabel.text = shown?.title ?? "Bookmarks"
    }
}

extension BookmarksWindow: SplitViewControllerDelegate {
    /// The prompt is discarded when the window narrows, so the list stays on top.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool {
        (secondary as? BookmarkFormController)?.bookmarkID == nil
    }

    /// Widening with the list on top keeps the form beside it while its bookmark is there, and
    /// shows the prompt otherwise.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primary: ViewController
    ) -> ViewController? {
        guard let id = (split.secondary as? BookmarkFormController)?.bookmarkID, library.bookmark(id: id) != nil else { return makeForm(nil) }
        return nil
    }
}
