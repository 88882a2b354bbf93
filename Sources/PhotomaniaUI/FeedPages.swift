import CGtk
import GtkKit
import Localization

/// The pages of a list the feed fills: "loading" (a spinner, once the first fetch has run for
/// a moment; blank before), "list" (with a footnote when some of the feed could not be read),
/// "error" (why the feed could not be loaded, and Try Again) and "empty" (the feed answered with
/// no photos to show, and Refresh). A page crossfades in only over a loading page that was seen.
@MainActor
final class FeedPages {
    private let pages = LoadingPages(loading: "loading", waiting: "waiting")
    var stack: Stack { pages.stack }
    private let failure = StatusView(iconName: "network-error-symbolic", title: tr("Could Not Load the Feed"), action: FeedPages.tryAgain)
    private let empty = StatusView(iconName: "image-missing-symbolic", title: tr("No Photos Yet"), action: tr("Refresh"))
    private let footnote = Label()

    init(list: Widget) {
        stack.add(Box(GTK_ORIENTATION_VERTICAL), name: "waiting")
        stack.add(StatusView(iconName: nil, title: tr("Loading Photos…")), name: "loading")
        let column = Box(GTK_ORIENTATION_VERTICAL)
        list.verticallyExpands = true
        column.append(list)
        footnote.addCSSClass("dim-label")
        footnote.wrap(maxWidthChars: 40)
        footnote.setMargins(6)
        footnote.isVisible = false
        column.append(footnote)
        stack.add(column, name: "list")
        stack.add(failure, name: "error")
        stack.add(empty, name: "empty")
    }

    /// Try Again or Refresh was pressed.
    func onRetry(_ handler: @escaping () -> Void) {
        [failure, empty].forEach { $0.actionButton?.onClicked(handler) }
    }

    var visiblePage: String? { stack.visibleChildName }

    /// What the error or empty page says.
    var message: String { stack.visibleChildName == "empty" ? empty.message : failure.message }

    func showLoading() { pages.beginLoading() }

    func showList() { pages.show(named: "list") }

    func showEmpty(_ message: String) {
        empty.message = message
        pages.show(named: "empty")
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
        pages.show(named: "error")
    }

    static let tryAgain = tr("Try Again")

    /// The error page's button (for tests).
    var errorAction: String { failure.actionButton?.label ?? "" }
}
