import AdaptiveGtk
import Browsing
import GtkKit
import Localization
import PhotoFeed

/// The Flickr photos matching a text, as a feed of their own pushed over the master's root list
/// (Enter in the search bar, `photomania://search/TEXT`): by title, each with its photographer
/// beneath; a spinner while they load, why they could not be, with Try Again; Back returns to
/// the root list. Its own search bar filters the results further.
public final class SearchResultsViewController: PhotoListViewController, FeedListing {
    /// What Flickr was asked for.
    public let query: String
    let pages = FeedPages()
    /// Try Again or Refresh: the results are fetched again.
    var onRetry: (() -> Void)?
    /// Fetches the results; the task is cancelled when the page goes.
    private let fetch: (@escaping @MainActor (Result<FeedPage, Error>) -> Void) -> Cancellable?
    private var task: Cancellable?
    /// Every photo found, whatever the search bar leaves shown.
    private(set) var results: [Photo] = []
    /// Called with the photos found, each time they come.
    var onFound: (([Photo]) -> Void)?

    /// A page of the results for `query`, fetched through `fetch` as soon as it loads.
    init(query: String, fetch: @escaping (@escaping @MainActor (Result<FeedPage, Error>) -> Void) -> Cancellable?) {
        self.query = query
        self.fetch = fetch
        super.init(title: String(format: tr("“%@”"), query), accessibleLabel: tr("Search Results"), empty: pages.empty)
        onRetry = { [weak self] in self?.load() }
    }

    isolated deinit { task?.cancel() }

    public override func loadView() -> Widget {
        pages.place(photoSections.adapter.view, in: photoSections.view)
        pages.stack.setSizeRequest(width: 240, height: -1)
        pages.onRetry { [weak self] in self?.onRetry?() }
        return pages.stack
    }

    public override func viewDidLoad() { load() }

    /// Asks for the results again, showing the spinner meanwhile.
    func load() {
        task?.cancel()
        showLoading()
        task = fetch { [weak self] result in
            guard let self else { return }
            task = nil
            switch result {
            case .success(let page) where page.photos.isEmpty:
                // Translators: %@ is what was searched for.
                showEmpty(String(format: tr("Flickr has no photos matching “%@”."), query))
            case .success(let page):
                showNote(FeedStatus.unreadableNote(page.skipped))
                show(page.photographers)
                onFound?(results)
            case .failure(let error):
                showError(FeedStatus.message(for: error))
            }
        }
    }

    func fill(_ photographers: [Photographer]) {
        results = Photographer.byTitle(photographers.flatMap(\.photos))
        list(results)
    }
}
