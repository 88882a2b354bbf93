import CGtk
import GtkKit
import TestSupport

@testable import PhotomaniaUI

/// What a window shows, said in the failure of a wait on it that ran out.
extension MainWindowController {
    /// The detail's photo and state, the image's size against its texture's, the navigation,
    /// the split view and the header.
    var photoShown: String {
        let image = detail.image
        let texture = detail.picture.texture.map { "\($0.pixelWidth)×\($0.pixelHeight) of \($0.sourceWidth)×\($0.sourceHeight)" } ?? "none"
        return "\(detail.photo?.title ?? "no photo") \(detail.state), image \(image.width)×\(image.height) ×\(image.scaleFactor), "
            + "texture \(texture); primary stack \(navigation.viewControllers.map(\.title)), transitioning \(navigation.isTransitioning); "
            + "split \(split.isCollapsed ? "collapsed" : "expanded") \(split.view.width) px, secondary visible \(split.isSecondaryColumnVisible); "
            + "header switcher \(header.showsTabSwitcher)"
    }

    /// Where the keys go, for a menu they should have opened (`menuOpen`, whether it is).
    func keysGo(menuOpen: Bool) -> String {
        "window active \(window.isActive), menu open \(menuOpen), focus on \(focusedNode(in: window))"
    }

    /// What a click in the middle of `widget` reaches, and where that is.
    func picked(atMiddleOf widget: Widget) -> String {
        var x = 0.0
        var y = 0.0
        gtk_widget_translate_coordinates(widget.widget, window.widget, Double(widget.width) / 2, Double(widget.height) / 2, &x, &y)
        let picked = gtk_widget_pick(window.widget, x, y, GTK_PICK_DEFAULT)
        return "\(widget.width)×\(widget.height) px, its middle at (\(Int(x)), \(Int(y))) in the window reaches "
            + (picked.map { "\(String(cString: gtk_widget_get_name($0))) \(describe(accessible: $0))" } ?? "nothing")
            + "; focusable \(gtk_widget_get_focusable(widget.widget)), sensitive \(gtk_widget_is_sensitive(widget.widget)), "
            + "focus on \(focusedNode(in: window))"
    }
}
