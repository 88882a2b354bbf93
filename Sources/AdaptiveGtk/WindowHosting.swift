import CGtk
import GtkKit

extension ViewController {
    /// Makes this controller the root of `window`'s content: it (and the children on screen)
    /// appear when the window is shown and disappear when it is hidden or closed, and GLib's
    /// low-memory warnings reach every controller as `didReceiveMemoryWarning()`.
    public func hostAppearance(in window: Window) {
        window.onMapped { [weak self] in self?.transitionAppearance(to: true) }
        window.onUnmapped { [weak self] in self?.transitionAppearance(to: false) }
        if window.isMapped { transitionAppearance(to: true) }
        guard let warnings = MemoryMonitor.shared()?.onLowMemoryWarning({ [weak self] in self?.receiveMemoryWarning() }) else { return }
        window.onDestroyed { warnings.disconnect() }
    }
}
