import CGtk

/// A crossfading stack of pages for something that loads: the page that says it is loading
/// appears only once a load has run for `delay`, and the page that follows crossfades from it
/// only if it was on screen. A load done sooner (from a file, the disk cache or memory, as at
/// start-up) shows its result at once, with no page flashed or faded before it.
@MainActor
public final class LoadingPages {
    /// The pages, added under the names given: what goes on screen.
    public let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    private let loading: String
    private let waiting: String
    private let delay: UInt32
    private var timeout: Timeout?
    private var loadingSeen = false

    /// `loading` names the page shown once a load takes a while, `waiting` the page shown
    /// before that (a blank one, or the place the result will appear).
    public init(loading: String, waiting: String, delay milliseconds: UInt32 = 150) {
        self.loading = loading
        self.waiting = waiting
        delay = milliseconds
    }

    /// A load begins: the waiting page now, the loading page if it is still running after the delay.
    public func beginLoading() {
        loadingSeen = false
        stack.show(named: waiting, animated: false)
        timeout = Timeout(milliseconds: delay) { [weak self] in self?.showLoadingPage() }
    }

    /// Shows the page `name`, ending any load: crossfading from the loading page only if it was seen.
    public func show(named name: String) {
        timeout = nil
        stack.show(named: name, animated: loadingSeen)
        loadingSeen = false
    }

    /// The page on screen.
    public var visiblePage: String? { stack.visibleChildName }

    private func showLoadingPage() {
        stack.show(named: loading)
        stack.onNextFrame { [weak self] in
            guard let self else { return }
            self.loadingSeen = self.stack.visibleChildName == self.loading
        }
    }
}
