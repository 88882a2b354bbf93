import Adaptive
import AdaptiveGtk
import GtkKit
import Localization
import Observing
import PhotoFeed

/// A slideshow of the list the photo was chosen from (the primary menu's Slideshow, the button
/// in full screen): the window goes full screen and steps to the next photo every few seconds
/// (the `slideshow-interval` setting); a key or a click pauses it, the button goes on; at the
/// end it stops, or starts over (`slideshow-loops`). Leaving full screen ends it; while the
/// window is off screen (its scene in the background) it waits, and goes on when it is back.
@MainActor
public final class WindowSlideshow {
    public enum State: Equatable { case stopped, running, paused }

    public private(set) var state = State.stopped {
        didSet { showState() }
    }
    /// Plays or pauses, in the full-screen header.
    public let button = Button(iconName: "media-playback-start-symbolic", accessibleLabel: WindowAction.slideshow.title)
    /// Times the steps: the main loop's clock, or one a test moves by hand.
    var clock: Scheduler = MainLoopScheduler()
    /// The next step, while one is scheduled.
    private var step: Cancellable?
    private let fullscreen: WindowFullscreen
    private let settings: AppSettings?
    /// Whether a photo is on screen to start from.
    private let canStart: () -> Bool
    /// Shows the next photo of the list; false after the last.
    private let next: () -> Bool
    /// Shows the first photo of the list again; false when there is no other to go back to.
    private let startOver: () -> Bool
    /// Says, briefly, that the slideshow ended.
    private let toast: (String) -> Void
    private var sceneObservation: ObserverToken?
    /// Full screen, left however it is: the slideshow stops.
    private var fullscreenObservation: ObserverToken?

    init(
        fullscreen: WindowFullscreen, scene: WindowScene, settings: AppSettings?, canStart: @escaping () -> Bool, next: @escaping () -> Bool,
        startOver: @escaping () -> Bool, toast: @escaping (String) -> Void
    ) {
        (self.fullscreen, self.settings, self.canStart, self.next, self.startOver, self.toast) = (fullscreen, settings, canStart, next, startOver, toast)
        button.actionName = WindowAction.slideshow.detailedName
        showState()
        fullscreen.bar.packStart(button)
        fullscreen.view.onUserInput(excluding: button) { [weak self] in if self?.state == .running { self?.pause() } }
        fullscreenObservation = fullscreen.observe { [weak self] isActive in if !isActive { self?.stop() } }
        sceneObservation = scene.observe { [weak self] phase in self?.follow(phase) }
    }

    /// Off screen, the next step waits; back on screen, it comes a whole interval later.
    private func follow(_ phase: ScenePhase) {
        if phase == .background {
            cancelTimer()
        } else if state == .running, step == nil {
            schedule()
        }
    }

    /// Starts the slideshow (full screen, from the photo shown), pauses it, or goes on.
    func toggle() {
        switch state {
        case .stopped:
            guard canStart() else { return }
            fullscreen.enter()
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
        let seconds = settings?.slideshowInterval ?? 5
        step = clock.run(after: Double(seconds)) { [weak self] in
            self?.step = nil
            self?.advance()
        }
    }

    /// The next photo of the list; after the last, the first when the slideshow loops, else the end.
    private func advance() {
        guard state == .running else { return stop() }
        guard next() || (settings?.slideshowLoops == true && startOver()) else {
            stop()
            return toast(tr("Slideshow ended"))
        }
        schedule()
    }

    private func cancelTimer() {
        step?.cancel()
        step = nil
    }

    private func showState() {
        let running = state == .running
        button.setIconName(running ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
        button.accessibleLabel = running ? tr("Pause Slideshow") : WindowAction.slideshow.title
        button.tooltip = button.accessibleLabel
    }
}
