import AdaptiveGtk
import GtkKit

extension PhotoDetailViewController {
    /// Shows `controller` beside the photo, on its trailing side (the leading one right to
    /// left), as a child that appears and disappears with the photo; the photo shrinks beside
    /// it. Nil takes the one there away.
    func showBeside(_ controller: ViewController?) {
        loadViewIfNeeded()
        guard controller !== besideController else { return }
        if let old = besideController {
            let visible = old.isAppearing
            old.willMove(toParent: nil)
            if visible { old.beginAppearanceTransition(false, animated: false) }
            besideColumn.removeAllChildren()
            if visible { old.endAppearanceTransition() }
            old.removeFromParent()
        }
        besideController = controller
        besideColumn.isVisible = controller != nil
        guard let controller else { return }
        addChild(controller)
        let visible = isAppearing
        if visible { controller.beginAppearanceTransition(true, animated: false) }
        controller.view.removeFromParent()
        besideColumn.append(Separator(.vertical))
        besideColumn.append(controller.view)
        if visible { controller.endAppearanceTransition() }
        controller.didMove(toParent: self)
    }
}
