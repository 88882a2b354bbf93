import Adaptive
import GtkKit
import Observing

/// A window with a controller at its root, after UIKit's `UIWindowScene`: the window being
/// shown and hidden reaches the controllers as appearance transitions, the keyboard focus
/// coming and going and the window leaving the screen as scene phases
/// (`ViewController.scenePhaseDidChange(from:)`), and GLib's low-memory warnings as
/// `didReceiveMemoryWarning()`. What is not a controller (a slideshow) follows the phase with
/// `observe`. A scene lives as long as its window.
@MainActor
public final class WindowScene {
    /// The controller at the root of the window, which hears its appearance, scene phases and
    /// memory warnings.
    public let root: ViewController
    /// Where the window is now: on screen or not, with the keyboard focus or not.
    public private(set) var phase = ScenePhase.background
    private let observers = ObserverList<ScenePhase>()
    private var memoryWarnings: SignalConnection?

    /// Makes `root` the root of `window`'s content.
    public init(window: Window, root: ViewController) {
        self.root = root
        window.onMapped { [weak self, weak window] in
            self?.root.transitionAppearance(to: true)
            if let window { self?.follow(window) }
        }
        window.onUnmapped { [weak self, weak window] in
            if let window { self?.follow(window) }
            self?.root.transitionAppearance(to: false)
        }
        window.onNotify("is-active") { [weak self, weak window] in if let window { self?.follow(window) } }
        memoryWarnings = MemoryMonitor.shared()?.onLowMemoryWarning { [weak self] in self?.root.receiveMemoryWarning() }
        // The window's handlers hold the scene until the window goes.
        window.onDestroyed { [self] in memoryWarnings = nil }
        if window.isMapped {
            root.transitionAppearance(to: true)
            follow(window)
        }
    }

    /// Calls `handler` with each phase the window enters, one step at a time (after the
    /// controllers were told), until the token goes.
    public func observe(_ handler: @escaping (ScenePhase) -> Void) -> ObserverToken { observers.add(handler) }

    private func follow(_ window: Window) {
        for step in phase.steps(to: ScenePhase(isMapped: window.isMapped, isActive: window.isActive)) {
            phase = step
            root.setScenePhase(step)
            observers.notify(step)
        }
    }
}
