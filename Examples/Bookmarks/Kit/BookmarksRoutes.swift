import AdaptiveGtk
import Routing

/// Every way into a screen of the Bookmarks window, read by its router: a bookmark's form,
/// shown as the detail of the list (pushed over it when narrow).
@MainActor
public struct BookmarksRoutes {
    /// A bookmark's form, by the bookmark's identity; one that is gone fails before anything
    /// moves on screen.
    public let bookmark: Step<String>

    init(_ window: BookmarksWindow) {
        bookmark = Step(
            "bookmark",
            finder: ClassFinder<BookmarkFormController, String>(options: .visible) { form, id in form.bookmarkID == id },
            factory: ClosureFactory(prepare: { [unowned window] id throws(RoutingError) in _ = try window.bookmark(id: id) }) {
                [unowned window] id throws(RoutingError) in window.makeForm(try window.bookmark(id: id))
            },
            configure: { [unowned window] form, _ in window.formShown(form) }
        )
        .using(ContainerAction.showDetail())
        .from(.find("bookmarks", BookmarkListController.self, options: .contained))
    }
}
