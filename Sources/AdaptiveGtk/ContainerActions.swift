import Routing

/// How the toolkit's containers attach a screen a router built: the GTK side of RouteComposer's
/// container actions. Each acts on the nearest container of its kind at or above the screen the
/// step before ended on, and fails with `.wrongScreen` where there is none. A push, a new tab
/// and a presentation are undone when a later step of their navigation fails; a column shown
/// in a split view stays (the one it replaced is gone). Into a container the same navigation
/// has just built (`ContainerFactory`), push, a new tab and the split view's columns put the
/// screen before the container is shown, so it comes on screen holding it.
@MainActor
public enum ContainerAction {
    /// Pushes the screen onto the nearest navigation stack (above a found screen, which the
    /// router has already brought to the top); into a new stack as its first screen, and into
    /// a new split view as the root of its primary stack.
    public static func push() -> some Action {
        ClosureAction(
            { screen, existing, animated throws(RoutingError) in
                let navigation = try nearest(NavigationController.self, from: existing, step: "push")
                navigation.push(try controller(screen), animated: animated)
            },
            undo: { screen, _ in
                guard let pushed = screen as? ViewController, let navigation = pushed.navigationController,
                    navigation.topViewController === pushed
                else { return }
                navigation.pop(animated: false)
            },
            embed: { screen, container throws(RoutingError) in
                if let split = container as? SplitViewController {
                    split.primaryNavigation.setViewControllers([try controller(screen)])
                    return true
                }
                guard let navigation = container.nearest(NavigationController.self) else { return false }
                navigation.push(try controller(screen), animated: false)
                return true
            })
    }

    /// Adds the screen as the last tab of the nearest tabs and selects it.
    public static func addTab() -> some Action {
        ClosureAction(
            { screen, existing, _ throws(RoutingError) in
                let tabs = try nearest(TabController.self, from: existing, step: "add a tab")
                tabs.append(try controller(screen))
                tabs.select(tabs.tabs.count - 1)
            },
            embed: { screen, container throws(RoutingError) in
                guard let tabs = container.nearest(TabController.self) else { return false }
                tabs.append(try controller(screen))
                return true
            })
    }

    /// Puts the screen in the nearest split view's primary column in place of its primary
    /// (`SplitViewController.setPrimary`, UIKit's `setViewController(_:for: .primary)`): the
    /// window's root replaced, another layout of the same lists. Not undone: the old primary
    /// gave up its screens to the new one.
    public static func setPrimary() -> some Action {
        ClosureAction { screen, existing, _ throws(RoutingError) in
            let split = try nearest(SplitViewController.self, from: existing, step: "set primary")
            split.setPrimary(try controller(screen))
        }
    }

    /// What presenting modally does when the screen before already presents one.
    public enum WhilePresenting: Sendable {
        /// Presents over the top of what is presented, as UIKit does.
        case presentOver
        /// Fails with `RoutingError.wrongScreen`, as the RouteComposer article's PresentModally
        /// does: a route that must not stack modal windows.
        case refuse
    }

    /// Presents the screen in a modal window of its own over the window of the screen before
    /// (`ViewController.present(_:animated:)`), over the top of what that one presents already;
    /// undone by dismissing it.
    public static func presentModally() -> some Action { presentModally(whilePresenting: .presentOver) }

    /// Presents the screen modally as `presentModally()` does, or, when the screen before
    /// already presents one and `whilePresenting` says so, fails.
    public static func presentModally(whilePresenting: WhilePresenting) -> some Action {
        ClosureAction(
            { screen, existing, animated throws(RoutingError) in
                let presenter = try controller(existing)
                if whilePresenting == .refuse, presenter.presentedViewController != nil {
                    throw .wrongScreen(step: "present modally", expected: "a screen presenting nothing")
                }
                guard presenter.present(try controller(screen), animated: animated) else {
                    throw .wrongScreen(step: "present modally", expected: "a screen in a window")
                }
            }, undo: { screen, _ in (screen as? ViewController)?.dismiss(animated: false) })
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
        ClosureAction(
            { screen, existing, animated throws(RoutingError) in
                let split = try nearest(SplitViewController.self, from: existing, step: "show detail")
                split.showDetail(try controller(screen), animated: animated)
            },
            embed: { screen, container throws(RoutingError) in
                guard let split = container.nearest(SplitViewController.self) else { return false }
                split.showDetail(try controller(screen), animated: false)
                return true
            })
    }

    /// Presents the screen with `presentation` (a popover from its button, a sheet in compact
    /// width); the screen must be the one `presentation` presents.
    public static func present(with presentation: @escaping () -> PresentationController?) -> some Action {
        ClosureAction(
            { screen, _, _ throws(RoutingError) in
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
