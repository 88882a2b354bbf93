import Routing

/// Builds the toolkit's containers empty, for the steps after them to fill before they are
/// shown: RouteComposer's container factories. A step with one of these and an action of its
/// own (`ContainerAction.presentModally()`), followed by a screen's step whose action puts it
/// in (`push()`, `addTab()`, `showDetail()`), shows the container with the screen in it:
///
///     let card = Step("card", factory: ClosureFactory { name in CardController(name) })
///         .using(ContainerAction.push())
///         .from(Step("card stack", factory: ContainerFactory.navigation())
///             .using(ContainerAction.presentModally())
///             .from(.current))
@MainActor
public enum ContainerFactory {
    /// A navigation stack, titled after the first screen pushed onto it.
    public static func navigation<Context>() -> ClosureFactory<NavigationController, Context> {
        ClosureFactory { _ in NavigationController() }
    }

    /// Tabs, the first one added selected.
    public static func tabs<Context>() -> ClosureFactory<TabController, Context> {
        ClosureFactory { _ in TabController() }
    }

    /// A double-column split view: the screen pushed into it becomes the root of its primary
    /// stack, the one shown as its detail fills the secondary column (both empty screens until
    /// then).
    public static func split<Context>() -> ClosureFactory<SplitViewController, Context> {
        ClosureFactory { _ in SplitViewController(primary: NavigationController(root: ViewController()), secondary: ViewController()) }
    }
}
