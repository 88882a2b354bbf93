/// Walks a step chain from wherever the user is: back from the destination to the first
/// screen that exists, then forward, building and attaching the rest.
///
/// A navigation first asks its interceptors, which may take their time (a key the user has to
/// enter): meanwhile other navigations go on, so one waiting on the user holds up no click or
/// link. Then the navigations attach one at a time, in the order their interceptors let them;
/// one asked for while another's action runs is queued, never lost. A navigation waiting on an
/// interceptor longer than the watchdog's limit is reported, and every decision is traced, as
/// RouteComposer's logger and watchdog do. Main thread only.
@MainActor
public final class Router {
    /// Says when a navigation has waited too long on an interceptor that has not answered.
    public struct Watchdog {
        /// Seconds a navigation may wait on an interceptor before it is reported.
        public let limit: Double
        /// Runs work after some seconds (the app's main loop; a test's own clock).
        public let schedule: (Double, @escaping @MainActor () -> Void) -> Void

        /// A watchdog reporting a navigation still waiting on an interceptor after `limit`
        /// seconds; `schedule` runs work after a delay in seconds.
        public init(limit: Double, schedule: @escaping (Double, @escaping @MainActor () -> Void) -> Void) {
            self.limit = limit
            self.schedule = schedule
        }
    }

    private let root: () -> RoutingNode?
    private let trace: (String) -> Void
    private let watchdog: Watchdog?
    /// Navigations waiting to attach, each given what to run once it has ended.
    private var queue: [(@escaping () -> Void) -> Void] = []
    private var running = false
    /// Navigations whose interceptors have not all answered yet.
    public private(set) var waitingOnInterceptors = 0

    /// `root` gives the hierarchy's root screen when a navigation starts; `trace` hears every
    /// decision ("photo: found", "photographer: built"), and a wait the watchdog reports.
    public init(root: @escaping () -> RoutingNode?, trace: @escaping (String) -> Void = { _ in }, watchdog: Watchdog? = nil) {
        self.root = root
        self.trace = trace
        self.watchdog = watchdog
    }

    /// Whether a navigation is attaching screens (and others wait for it to end).
    public var isNavigating: Bool { running }

    /// Navigates to `destination` for `context`; `completion` gets the destination's screen or
    /// the reason it was not reached.
    public func navigate<Context>(
        to destination: Step<Context>, with context: Context, animated: Bool = true,
        completion: ((RoutingResult) -> Void)? = nil
    ) {
        let finish: (RoutingResult) -> Void = { [trace] result in
            switch result {
            case .success: trace("\(destination.name): reached")
            case .failure(let error): trace("\(destination.name): not reached: \(error)")
            }
            completion?(result)
        }
        let steps: [ResolvedStep]
        do throws(RoutingError) {
            steps = try destination.resolve(with: context)
        } catch {
            return finish(.failure(error))
        }
        trace("\(destination.name): asked for, through \(steps.map(\.name).joined(separator: " → "))")
        intercept(steps.flatMap(\.interceptors)[...], for: destination.name) { [weak self] result in
            guard let self else { return }
            if case .cancel(let reason) = result { return finish(.failure(.cancelled(reason: reason))) }
            queue.append { [weak self] next in
                self?.attach(steps, animated: animated) { [weak self] result in
                    // The navigation has ended when its completion hears so: one asked for there
                    // (going on from the screen reached) starts at once unless others wait.
                    self?.running = false
                    finish(result)
                    next()
                }
            }
            runNext()
        }
    }

    private func runNext() {
        guard !running, !queue.isEmpty else { return }
        running = true
        let navigation = queue.removeFirst()
        navigation { [weak self] in self?.runNext() } // it set `running` false as it ended
    }

    // MARK: One navigation

    /// Runs the interceptors one after the other; stops at the first that cancels. Each is
    /// watched: one that has not answered within the watchdog's limit is reported.
    private func intercept(
        _ interceptors: ArraySlice<(@escaping (InterceptorResult) -> Void) -> Void>, for name: String,
        completion: @escaping (InterceptorResult) -> Void
    ) {
        guard let first = interceptors.first else { return completion(.proceed) }
        var answered = false
        waitingOnInterceptors += 1
        watchdog?.schedule(watchdog!.limit) { [weak self, trace, watchdog] in
            if !answered, self != nil { trace("\(name): still waiting on an interceptor after \(watchdog!.limit) s") }
        }
        first { [weak self] result in
            guard !answered else { return }
            answered = true
            self?.waitingOnInterceptors -= 1
            self?.trace("\(name): an interceptor answered \(result)")
            guard result == .proceed else { return completion(result) }
            self?.intercept(interceptors.dropFirst(), for: name, completion: completion)
        }
    }

    /// Finds where the chain starts; prepares and builds the screens after it, and puts those
    /// that go into a container built before them into it, while nothing has moved on screen,
    /// so a chain that cannot be built leaves the screen as it was; then brings the start on
    /// screen and attaches the rest in turn. An action that fails undoes what
    /// the navigation did: the actions before it, and the tabs it selected (pages a stack
    /// popped to uncover the start are gone).
    private func attach(_ steps: [ResolvedStep], animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard let root = root() else { return completion(.failure(.notFound(step: steps.first?.name ?? "root"))) }
        guard let (start, found) = Router.lastExisting(in: steps, under: root) else {
            return completion(.failure(.notFound(step: steps.first?.name ?? "root")))
        }
        trace("\(steps[start].name): found")
        let rest = Array(steps[(start + 1)...])
        let built: [RoutingNode]
        let embedded: Set<Int>
        do throws(RoutingError) {
            built = try prepareAndBuild(rest)
            embedded = try embedInBuiltContainers(rest, built)
            try steps[start].applyContext(found)
        } catch {
            return completion(.failure(error))
        }
        let shownBefore = Router.shownInContainers(above: found)
        found.makeVisibleInContainers(animated: animated)
        attachForward(rest, built, embedded: embedded, at: 0, chain: [found], animated: animated) { result in
            switch result {
            case .failure(let error):
                for (container, child) in shownBefore.reversed() { container.makeVisible(child, animated: false) }
                completion(.failure(error))
            case .success(let chain):
                for (step, node) in zip(steps[start...], chain) { step.postRouting(node, chain) }
                completion(.success(chain.last!))
            }
        }
    }

    /// Checks that every step can be built and attached, prepares every screen, then builds
    /// each with its context.
    private func prepareAndBuild(_ steps: [ResolvedStep]) throws(RoutingError) -> [RoutingNode] {
        for step in steps {
            if step.build == nil { throw .noFactory(step: step.name) }
            if step.action == nil { throw .noAction(step: step.name) }
        }
        for step in steps { try step.prepare?() }
        var built: [RoutingNode] = []
        for step in steps {
            let screen = try step.build!()
            try step.applyContext(screen)
            trace("\(step.name): built")
            built.append(screen)
        }
        return built
    }

    /// Puts each built screen into the container the step before built, where its action can,
    /// so that containers come on screen holding their screens; returns the steps embedded.
    private func embedInBuiltContainers(_ steps: [ResolvedStep], _ built: [RoutingNode]) throws(RoutingError) -> Set<Int> {
        var embedded = Set<Int>()
        for index in steps.indices.dropFirst() {
            guard try steps[index].action!.embed(built[index], in: built[index - 1]) else { continue }
            trace("\(steps[index].name): put into \(steps[index - 1].name) before it is shown")
            embedded.insert(index)
        }
        return embedded
    }

    /// What each container above `node` shows now where it does not show the way to `node`
    /// (another tab, a page over it): what bringing `node` on screen changes.
    private static func shownInContainers(above node: RoutingNode) -> [(container: RoutingNode, child: RoutingNode)] {
        var shown: [(RoutingNode, RoutingNode)] = []
        var child = node
        while let container = child.routingParent {
            let visible = container.routingVisibleChildren
            if !visible.contains(where: { $0 === child }), let other = visible.last { shown.append((container, other)) }
            child = container
        }
        return shown
    }

    /// The last step whose screen exists, with that screen.
    private static func lastExisting(in steps: [ResolvedStep], under root: RoutingNode) -> (Int, RoutingNode)? {
        for index in steps.indices.reversed() {
            if let node = steps[index].find?(root) { return (index, node) }
        }
        return nil
    }

    /// Attaches `built[index]` to the screen before it (unless it was `embedded` in it), then the
    /// rest; an action that fails undoes the ones this navigation performed, last first.
    private func attachForward(
        _ steps: [ResolvedStep], _ built: [RoutingNode], embedded: Set<Int>, at index: Int,
        chain: [RoutingNode], animated: Bool,
        completion: @escaping (Result<[RoutingNode], RoutingError>) -> Void
    ) {
        guard index < steps.count else { return completion(.success(chain)) }
        let step = steps[index]
        if embedded.contains(index) {
            return attachForward(
                steps, built, embedded: embedded, at: index + 1, chain: chain + [built[index]],
                animated: animated, completion: completion)
        }
        var answered = false
        step.action!.perform(built[index], on: chain.last!, animated: animated) { [weak self] result in
            guard !answered else { return }
            answered = true
            switch result {
            case .success:
                self?.trace("\(step.name): attached")
                self?.attachForward(
                    steps, built, embedded: embedded, at: index + 1, chain: chain + [built[index]],
                    animated: animated, completion: completion)
            case .failure(let error):
                for undone in (0..<index).reversed() where !embedded.contains(undone) {
                    steps[undone].action!.undo(built[undone], on: chain[undone])
                }
                self?.trace("\(step.name): not attached, \(index) step(s) before it undone")
                completion(.failure(error))
            }
        }
    }
}
