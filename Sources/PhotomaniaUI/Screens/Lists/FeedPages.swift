import GtkKit
import Localization

/// A page of a list the feed fills.
enum FeedListPage: String {
    /// Blank, while a first fetch has not run for a moment yet.
    case waiting
    /// A spinner, once the first fetch has run for a moment.
    case loading
    /// The list, with a footnote when some of the feed could not be read.
    case list
    /// Why the feed could not be loaded, and Try Again.
    case error
    /// The feed answered with no photos to show, and Refresh: the list's own empty view, which
    /// its adapter shows in place of a list without rows.
    case empty
}

/// The pages of a list the feed fills (`FeedListPage`). A page crossfades in only over a loading
/// page that was seen.
@MainActor
final class FeedPages {
    private let pages = LoadingPages(loading: FeedListPage.loading.rawValue, waiting: FeedListPage.waiting.rawValue)
    var stack: Stack { pages.stack }
    private let failure = StatusView(iconName: "network-error-symbolic", title: tr("Could Not Load the Feed"), action: FeedPages.tryAgain)
    /// What the list shows while the feed has no photos to show.
    let empty = StatusView(iconName: "image-missing-symbolic", title: tr("No Photos Yet"), action: tr("Refresh"))
    private let footnote = Label()
    /// The list's adapter view: its list, or the empty view in its place.
    private var list: Stack?

    init() {
        stack.add(Box(.vertical), name: FeedListPage.waiting.rawValue)
        stack.add(StatusView(iconName: nil, title: tr("Loading Photos…")), name: FeedListPage.loading.rawValue)
        stack.add(failure, name: FeedListPage.error.rawValue)
        footnote.addCSSClass("dim-label")
        footnote.wrap(maxWidthChars: 40)
        footnote.setMargins(6)
        footnote.isVisible = false
    }

    /// Puts the list among the pages, the footnote beneath it: `list` is its adapter's view,
    /// `view` what holds it, if anything (watching its width).
    func place(_ list: Stack, in view: Widget? = nil) {
        self.list = list
        let column = Box(.vertical)
        let placed = view ?? list
        placed.verticallyExpands = true
        column.append(placed)
        column.append(footnote)
        stack.add(column, name: FeedListPage.list.rawValue)
    }

    /// Try Again or Refresh was pressed.
    func onRetry(_ handler: @escaping () -> Void) {
        [failure, empty].forEach { $0.actionButton?.onClicked(handler) }
    }

    /// The page on screen (a search that finds nothing is still the list).
    var visiblePage: FeedListPage? {
        let page = stack.visibleChildName.flatMap(FeedListPage.init)
        return page == .list && list?.isVisibleChild(empty) == true ? .empty : page
    }

    /// What the error or empty page says.
    var message: String { visiblePage == .empty ? empty.message : failure.message }

    func showLoading() { pages.beginLoading() }

    func showList() { pages.show(named: FeedListPage.list.rawValue) }

    /// Shows the list's empty view (its list has no rows), saying `message`.
    func showEmpty(_ message: String) {
        empty.message = message
        note = nil
        pages.show(named: FeedListPage.list.rawValue)
    }

    /// Under the list: what of the feed could not be read, and why (its tooltip); nil hides it.
    var note: (text: String, details: String)? {
        get { footnote.isVisible ? (footnote.text, footnote.tooltip ?? "") : nil }
        set {
            footnote.text = newValue?.text ?? ""
            footnote.tooltip = newValue?.details
            footnote.isVisible = newValue != nil
        }
    }

    /// Why the feed could not be loaded, with `action` on its button: "Try Again", or what
    /// else would help ("Enter API Key…").
    func showError(_ message: String, action: String = FeedPages.tryAgain) {
        failure.message = message
        failure.actionButton?.label = action
        pages.show(named: FeedListPage.error.rawValue)
    }

    static let tryAgain = tr("Try Again")

    /// The error page's button (for tests).
    var errorAction: String { failure.actionButton?.label ?? "" }
}
