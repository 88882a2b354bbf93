import CGtk
import GtkKit

extension ViewController {
    /// Makes this controller the root of `window`'s content: it (and the children on screen)
    /// appear when the window is shown and disappear when it is hidden or closed, and GLib's
    /// low-memory warnings reach every controller as `didReceiveMemoryWarning()`.
    public func hostAppearance(in window: Window) {
        window.connect(.map) { [weak self] in self?.transitionAppearance(to: true) }
        window.connect(.unmap) { [weak self] in self?.transitionAppearance(to: false) }
        if window.isMapped { transitionAppearance(to: true) }
        guard let monitor = g_memory_monitor_dup_default().map({ Object(owning: raw($0)!) }) else { return }
        let handler = monitor.connect(.lowMemoryWarning) { [weak self] _ in self?.receiveMemoryWarning() }
        window.connect(.destroy) { monitor.disconnect(handler) }
    }
}
