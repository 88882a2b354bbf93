import Foundation
import GtkKit
import Localization
import PhotoFeed

/// What the window says, apart from its content: a message until the user closes it (`say`),
/// the database's problem with its fix, the feed's server out of reach with Try Again or
/// asking to wait (counting down to the next attempt, with Try Now), and brief toasts at its
/// foot. The banners stand under the headers of what they speak of (`WindowHeader` places them).
@MainActor
final class WindowMessages {
    /// A failure the user should know of (a link that leads nowhere, a save that failed).
    let banner = Banner()
    /// The database's problem, with Start a New Database when the app can fix it.
    let storeBanner = Banner(action: tr("Start a New Database"))
    /// The feed's server cannot be reached, and what is shown instead, with Try Again; or it
    /// asked to wait, with Try Now.
    let feedBanner = Banner(action: FeedPages.tryAgain, style: "warning")
    /// Brief messages at the bottom of the window, over `content`.
    let toasts: ToastOverlay

    init(over content: Widget) { toasts = ToastOverlay(child: content) }

    /// What the feed's banner says.
    private enum FeedState { case online, offline, waiting }
    private var feedState = FeedState.online
    /// Ticks the countdown of a wait each second while it is shown.
    private var countdown: Timeout?

    /// The banners about the feed and the photos stored, top to bottom, for under the lists' header.
    var listBanners: [Banner] { [storeBanner, feedBanner] }

    /// Shows `message` above the content until the user closes it.
    func say(_ message: String) { banner.show(message) }

    /// The message above the content, if one is shown.
    var bannerMessage: String? { banner.shownText }

    /// Says `problem` with the database, with the fix when there is one; nil hides it.
    func show(_ problem: StoreProblem?) {
        guard let problem else {
            storeBanner.isVisible = false
            return
        }
        storeBanner.show(problem.userMessage, offeringAction: problem.canStartAfresh)
    }

    /// Says the feed's server cannot be reached (`why` in its tooltip), with what is shown instead.
    func showOffline(showingSample: Bool, why: String) {
        showFeed(
            .offline, showingSample ? tr("Offline — showing sample photos.") : tr("Offline — showing the photos stored before."),
            action: FeedPages.tryAgain)
        feedBanner.tooltip = why
    }

    /// Says what the feed waits for until `deadline` (seconds of uptime), counting down:
    /// `message` makes the sentence from the seconds left.
    func showWaiting(until deadline: Double, _ message: @escaping (Int) -> String) {
        // Translators: a button that tries to fetch the feed now rather than after the wait.
        showFeed(.waiting, message(Self.secondsLeft(until: deadline)), action: tr("Try Now"))
        feedBanner.tooltip = nil
        tick(until: deadline, message)
    }

    private func tick(until deadline: Double, _ message: @escaping (Int) -> String) {
        countdown = Timeout(milliseconds: 1000) { [weak self] in
            guard let self, feedState == .waiting, feedBanner.isVisible else { return }
            feedBanner.show(message(Self.secondsLeft(until: deadline)), offeringAction: true)
            tick(until: deadline, message)
        }
    }

    private static func secondsLeft(until deadline: Double) -> Int {
        max(0, Int((deadline - ProcessInfo.processInfo.systemUptime).rounded(.up)))
    }

    private func showFeed(_ state: FeedState, _ text: String, action: String) {
        countdown = nil
        feedState = state
        feedBanner.actionButton?.label = action
        feedBanner.show(text, offeringAction: true)
    }

    /// The feed is asked again before the wait is over (Try Now): the wait's banner goes.
    func stopWaiting() {
        if feedState == .waiting { showOnline() }
    }

    /// The feed is fetched as it should be: its banner goes.
    func showOnline() {
        countdown = nil
        feedState = .online
        feedBanner.isVisible = false
    }

    /// Whether the banner says the feed's server cannot be reached.
    var isOffline: Bool { feedBanner.isVisible && feedState == .offline }

    /// What the banner says the feed waits for, while it does.
    var waitingMessage: String? { feedBanner.isVisible && feedState == .waiting ? feedBanner.text : nil }

    /// A toast, with a button that activates `button.action` when given.
    func toast(_ message: String, button: (label: String, action: String)? = nil) { toasts.show(message, button: button) }
}
