/// One screen of a route: how an existing one is found, how a new one is built and attached,
/// and what runs around it. Steps chain back to where a route can start (`from`), and a
/// router walks the chain back from the destination to the first screen that exists.
///
///     let photo = Step<String>("photo", finder: …, factory: …)
///         .adding(showsThePhoto)           // context task
///         .using(ShowDetail())             // action: how it is attached
///         .from(Step.find("split", SplitViewController.self))
@MainActor
public struct Step<Context> {
    /// The step's name, in traces, error messages and the screen catalogue.
    public let name: String
    private let finder: (any Finder<Context>)?
    private let factory: (any Factory<Context>)?
    private var action: (any Action)?
    private var interceptors: [any Interceptor<Context>] = []
    private var contextTasks: [any ContextTask<Context>] = []
    private var postTasks: [any PostRoutingTask<Context>] = []
    /// The steps before this one, resolved for this step's context.
    private var previous: ((Context) throws(RoutingError) -> [ResolvedStep])?

    /// A step named `name` (for messages and the screen catalogue).
    public init(_ name: String, finder: (any Finder<Context>)? = nil, factory: (any Factory<Context>)? = nil) {
        self.name = name
        self.finder = finder
        self.factory = factory
    }

    /// A step whose screen the configuration names by class: `finder` looks for a `Screen`,
    /// `factory` builds one, and `configure` gives it the context, found or built. The compiler
    /// checks that the three agree on the class.
    public init<Made: Factory>(
        _ name: String, finder: ClassFinder<Made.Screen, Context>, factory: Made,
        configure: @escaping (Made.Screen, Context) throws(RoutingError) -> Void
    ) where Made.Context == Context {
        self.init(name, finder: finder, factory: factory)
        contextTasks = [ClosureContextTask(Made.Screen.self, configure)]
    }

    /// The root of the window: where a chain starts when nothing else on it is open.
    public static var root: Step { Step("root", finder: RootFinder()) }

    /// The screen the user works in.
    public static var current: Step { Step("current", finder: CurrentFinder()) }

    /// A screen the window always has, found by its class and never built.
    public static func find<Screen: AnyObject>(
        _ name: String, _ type: Screen.Type,
        options: SearchOptions = .everywhere
    ) -> Step {
        Step(name, finder: ClassFinder(Screen.self, options: options))
    }

    // MARK: Building the chain

    /// Checks with `interceptor` before anything is built.
    public func adding(_ interceptor: some Interceptor<Context>) -> Step {
        var step = self
        step.interceptors.append(interceptor)
        return step
    }

    /// Gives the step's screen its context, found or built.
    public func adding(_ task: some ContextTask<Context>) -> Step {
        var step = self
        step.contextTasks.append(task)
        return step
    }

    /// Runs after the whole navigation succeeded.
    public func adding(_ task: some PostRoutingTask<Context>) -> Step {
        var step = self
        step.postTasks.append(task)
        return step
    }

    /// Attaches a built screen to the screen of the step before with `action`.
    public func using(_ action: some Action) -> Step {
        var step = self
        step.action = action
        return step
    }

    /// Comes after `previous`, which takes the same context.
    public func from(_ previous: Step<Context>) -> Step {
        from(previous) { context throws(RoutingError) in context }
    }

    /// Comes after `previous`, which takes the context `convert` makes of this one (a photo's
    /// photographer); `convert` throws when the context names nothing.
    public func from<Previous>(
        _ previous: Step<Previous>,
        adapting convert: @escaping (Context) throws(RoutingError) -> Previous
    ) -> Step {
        var step = self
        step.previous = { context throws(RoutingError) in try previous.resolve(with: convert(context)) }
        return step
    }

    // MARK: Resolving

    /// The chain from its first step to this one, with the context applied.
    func resolve(with context: Context) throws(RoutingError) -> [ResolvedStep] {
        let before = try previous?(context) ?? []
        return before + [resolved(with: context)]
    }

    private func resolved(with context: Context) -> ResolvedStep {
        var find: ((RoutingNode) -> RoutingNode?)?
        if let finder { find = { root in finder.find(with: context, under: root) } }
        var prepare: (() throws(RoutingError) -> Void)?
        var build: (() throws(RoutingError) -> RoutingNode)?
        if let factory {
            prepare = { () throws(RoutingError) in try factory.prepare(with: context) }
            build = { () throws(RoutingError) -> RoutingNode in try factory.build(with: context) }
        }
        let contextTasks = self.contextTasks
        let postTasks = self.postTasks
        return ResolvedStep(
            name: name,
            find: find,
            prepare: prepare,
            build: build,
            action: action,
            interceptors: interceptors.map { interceptor in { done in interceptor.perform(with: context, completion: done) } },
            applyContext: { node throws(RoutingError) in
                for task in contextTasks { try task.apply(to: node, with: context) }
            },
            postRouting: { node, chain in
                for task in postTasks { task.execute(on: node, with: context, chain: chain) }
            })
    }
}

/// A step with its context applied: what the router walks.
@MainActor
struct ResolvedStep {
    let name: String
    let find: ((RoutingNode) -> RoutingNode?)?
    let prepare: (() throws(RoutingError) -> Void)?
    let build: (() throws(RoutingError) -> RoutingNode)?
    let action: (any Action)?
    let interceptors: [(@escaping (InterceptorResult) -> Void) -> Void]
    let applyContext: (RoutingNode) throws(RoutingError) -> Void
    let postRouting: (RoutingNode, [RoutingNode]) -> Void
}
