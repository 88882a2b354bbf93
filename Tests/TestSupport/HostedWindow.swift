import AdaptiveGtk
import GtkKit

extension GtkTestCase {
    /// Shows `root` as the content of a new window `width` × `height` pixels, hosting its
    /// appearance, and waits until it appeared. The caller destroys the window.
    public func showInWindow(
        _ root: ViewController, content: Widget? = nil, titlebar: Widget? = nil,
        width: Int = 1000, height: Int = 600
    ) throws -> Window {
        let window = Window(application: try application())
        if let titlebar { window.setTitlebar(titlebar) }
        window.defaultSize = (width, height)
        window.setChild(content ?? root.view)
        _ = WindowScene(window: window, root: root)
        window.present()
        try waitUntil("the root appeared") { root.appearanceState == .appeared }
        return window
    }
}
