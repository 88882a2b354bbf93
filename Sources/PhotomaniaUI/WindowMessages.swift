import GtkKit
import Localization
import PhotoFeed

/// What the window says, apart from its content: a message above it until the user closes it
/// (`say`), the database's problem with its fix, the feed's server out of reach with Try Again,
/// and brief toasts at its foot.
@MainActor
final class WindowMessages {
    /// A failure the user should know of (a link that leads nowhere, a save that failed).
    let banner = Banner()
    /// The database's problem, with Start a New Database when the app can fix it.
    let storeBanner = Banner(action: tr("Start a New Database"))
    /// The feed's server cannot be reached, and what is shown instead; Try Again.
    let offlineBanner = Banner(action: FeedPages.tryAgain, style: "warning")
    /// Brief messages at the bottom of the window, over `content`.
    let toasts: ToastOverlay

    init(over content: Widget) { toasts = ToastOverlay(child: content) }

    /// The banners, top to bottom, to put above the content.
    var banners: [Banner] { [storeBanner, offlineBanner, banner] }

    /// Shows `message` above the content until the user closes it.
    func say(_ message: String) { banner.show(message) }

    /// The message above the content, if one is shown.
    var bannerMessage: String? { banner.shownText }

    /// Says `problem` with the database, with the fix when there is one; nil hides it.
    func show(_ problem: StoreProblem?) {
        guard let problem else { return storeBanner.isVisible = false }
        storeBanner.show(problem.userMessage, offeringAction: problem.canStartAfresh)
    }

    /// Says the feed's server cannot be reached (`why` in its tooltip), with what is shown instead.
    func showOffline(showingSample: Bool, why: String) {
        offlineBanner.show(showingSample ? tr("Offline — showing sample photos.") : tr("Offline — showing the photos stored before."),
                           offeringAction: true)
        offlineBanner.tooltip = why
    }

    func showOnline() { offlineBanner.isVisible = false }

    /// Whether the offline banner is shown.
    var isOffline: Bool { offlineBanner.isVisible }

    /// A toast, with a button that activates `button.action` when given.
    func toast(_ message: String, button: (label: String, action: String)? = nil) { toasts.show(message, button: button) }
}
