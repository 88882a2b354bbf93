import GtkKit
import Localization
import PhotoFeed

/// A slideshow of the list the photo was chosen from (the primary menu's Slideshow, the button
/// in full screen): the window goes full screen and steps to the next photo every few seconds
/// (the `slideshow-interval` setting); a key or a click pauses it, the button goes on; at the
/// end it stops, or starts over (`slideshow-loops`). Leaving full screen ends it.
@MainActor
public final class WindowSlideshow {
    public enum State: Equatable { case stopped, running, paused }

    public private(set) var state = State.stopped {
        didSet { showState() }
    }
    /// Plays or pauses, in the full-screen header.
    public let button = Button(iconName: "media-playback-start-symbolic", accessibleLabel: WindowAction.slideshow.title)
    private var timer: UInt32?
    private unowned let window: MainWindowController

    init(window: MainWindowController) {
        self.window = window
        button.actionName = WindowAction.slideshow.detailedName
        showState()
        window.fullscreen.bar.packStart(button)
        window.fullscreen.view.onUserInput(excluding: button) { [weak self] in if self?.state == .running { self?.pause() } }
        window.fullscreen.onLeave = { [weak self] in self?.stop() }
    }

    /// Starts the slideshow (full screen, from the photo shown), pauses it, or goes on.
    func toggle() {
        switch state {
        case .stopped:
            guard window.isShowingPhoto else { return }
            window.fullscreen.enter()
            state = .running
            schedule()
        case .running: pause()
        case .paused:
            state = .running
            schedule()
        }
    }

    private func pause() {
        cancelTimer()
        state = .paused
    }

    func stop() {
        cancelTimer()
        state = .stopped
    }

    private func schedule() {
        cancelTimer()
        let seconds = window.settings?.slideshowInterval ?? 5
        timer = MainLoop.after(milliseconds: UInt32(seconds * 1000)) { [weak self] in
            self?.timer = nil
            self?.advance()
        }
    }

    /// The next photo of the list; after the last, the first when the slideshow loops, else the end.
    private func advance() {
        guard state == .running, let photo = window.detail.photo else { return stop() }
        if window.sequence.photo(1, from: photo) != nil {
            window.step(1)
        } else if window.settings?.slideshowLoops == true, let first = window.sequence.photos.first, first != photo {
            window.step(to: first)
        } else {
            stop()
            return window.toasts.show(tr("Slideshow ended"))
        }
        schedule()
    }

    private func cancelTimer() {
        timer.map(MainLoop.cancel)
        timer = nil
    }

    private func showState() {
        let running = state == .running
        button.setIconName(running ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
        button.accessibleLabel = running ? tr("Pause Slideshow") : WindowAction.slideshow.title
        button.tooltip = button.accessibleLabel
    }
}
