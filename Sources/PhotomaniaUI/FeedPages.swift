import CGtk
import GtkKit

/// The pages of a list the feed fills, crossfading: "loading" (a spinner while the first
/// fetch runs), "list", "error" (why the feed could not be loaded, and Try Again) and "empty".
final class FeedPages {
    let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    private let failure = StatusView(iconName: "network-error-symbolic", title: "Could Not Load the Feed", action: "Try Again")

    init(list: Widget) {
        stack.add(StatusView(iconName: nil, title: "Loading Photos…"), name: "loading")
        stack.add(list, name: "list")
        stack.add(failure, name: "error")
        stack.add(StatusView(iconName: "image-missing-symbolic", title: "No Photos", message: "This feed has no photos to show."),
                  name: "empty")
    }

    /// Try Again was pressed.
    func onRetry(_ handler: @escaping () -> Void) { failure.actionButton?.onClicked(handler) }

    var visiblePage: String? { stack.visibleChildName }

    var errorMessage: String { failure.message }

    func showLoading() { stack.show(named: "loading") }

    func showList(isEmpty: Bool) { stack.show(named: isEmpty ? "empty" : "list") }

    func showError(_ message: String) {
        failure.message = message
        stack.show(named: "error")
    }
}
