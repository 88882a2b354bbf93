import Adaptive
import AdaptiveGtk
import GtkKit
import PhotoFeed

/// The founding article's rules for the window's split view and its popover.
extension MainWindowController: SplitViewControllerDelegate {
    /// With no photo chosen the detail is discarded, so the master stays on top.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool {
        SplitTransitionRules.collapse(secondaryHasContent: detail.photo != nil) == .discardSecondary
    }

    /// With a list of photos on top, the detail shows its first photo: through the photo's
    /// route, once the split view has finished separating (the route must not move a column
    /// in the middle of it).
    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primary: ViewController
    ) -> ViewController? {
        let items = (navigation.topViewController as? PhotoListing)?.photos
        if case .show(let photo) = SplitTransitionRules.separate(secondaryOnTop: false, topListItems: items) {
            navigator.showAfterRearranging(photo, in: items ?? [])
        }
        return nil
    }
}

extension MainWindowController: PresentationControllerDelegate {
    /// The URL popover is small: it stays a popover in compact width too (UIKit's `.none`),
    /// pointing at the Image URL button of the bar it is in. In a short, narrow window, where
    /// it is chosen from the main menu and no button shows it, it is a sheet.
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> PresentationStyle? {
        if header.photoActions == .menu { return .sheet }
        return PresentationStyle.adaptive(for: traitCollection, keepsPopoverWhenCompact: ImageURLViewController.keepsPopoverWhenCompact)
    }

    /// What the Image URL popover points at where the photo's actions are now.
    var imageURLAnchor: Widget {
        switch header.photoActions {
        case .header, .menu: header.imageURLButton
        case .bottomBar: header.photoBarButton(for: .showImageURL) ?? header.imageURLButton
        }
    }
}
