import GtkKit
@testable import PhotomaniaUI
import TestSupport

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
}
