import Routing

/// How the toolkit's containers attach a screen a router built: the GTK side of RouteComposer's
/// container actions. Each acts on the nearest container of its kind at or above the screen the
/// step before ended on, and fails with `.wrongScreen` where there is none. A push and a
/// presentation are undone when a later step of their navigation fails; a column shown in a
/// split view stays (the one it replaced is gone).
@MainActor
public enum ContainerAction {
    /// Pushes the screen onto the nearest navigation stack (above a found screen, which the
    /// router has already brought to the top).
    public static func push() -> some Action {
        ClosureAction({ screen, existing, animated throws(RoutingError) in
            let navigation = try nearest(NavigationController.self, from: existing, step: "push")
            navigation.push(try controller(screen), animated: animated)
        }, undo: { screen, _ in
            guard let pushed = screen as? ViewController, let navigation = pushed.navigationController,
                  navigation.topViewController === pushed else { return }
            navigation.pop(animated: false)
        })
    }

    /// Shows the screen as what the nearest split view's primary chose (its supplementary): in
    /// its column in three columns, pushed over the primary's part of the stack otherwise.
    public static func showSupplementary() -> some Action {
        ClosureAction { screen, existing, animated throws(RoutingError) in
            let split = try nearest(SplitViewController.self, from: existing, step: "show supplementary")
            split.showSupplementary(try controller(screen), animated: animated)
        }
    }

    /// Shows the screen as the nearest split view's secondary (`showDetailViewController`): in
    /// its column when expanded, on top of the stack when collapsed.
    public static func showDetail() -> some Action {
        ClosureAction { screen, existing, animated throws(RoutingError) in
            let split = try nearest(SplitViewController.self, from: existing, step: "show detail")
            split.showDetail(try controller(screen), animated: animated)
        }
    }

    /// Presents the screen with `presentation` (a popover from its button, a sheet in compact
    /// width); the screen must be the one `presentation` presents.
    public static func present(with presentation: @escaping () -> PresentationController?) -> some Action {
        ClosureAction({ screen, _, _ throws(RoutingError) in
            guard let presentation = presentation(), presentation.presented === screen else {
                throw .wrongScreen(step: "present", expected: "presentation of this screen")
            }
            presentation.present()
        }, undo: { _, _ in presentation()?.dismiss() })
    }

    private static func nearest<Container>(_ type: Container.Type, from node: RoutingNode, step: String) throws(RoutingError) -> Container {
        guard let container = node.nearest(Container.self) else {
            throw .wrongScreen(step: step, expected: String(describing: Container.self))
        }
        return container
    }

    private static func controller(_ node: RoutingNode) throws(RoutingError) -> ViewController {
        try screen(node, as: ViewController.self, step: "attach")
    }
}
