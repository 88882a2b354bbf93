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

        public init(limit: Double, schedule: @escaping (Double, @escaping @MainActor () -> Void) -> Void) {
            self.limit = limit
            self.schedule = schedule
        }
    }

    private let root: () -> RoutingNode?
    private let trace: (String) -> Void
    private let watchdog: Watchdog?
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
    public func navigate<Context>(to destination: Step<Context>, with context: Context, animated: Bool = true,
                                  completion: ((RoutingResult) -> Void)? = nil) {
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
            queue.append { [weak self] done in
                guard let self else { return done() }
                attach(steps, animated: animated) { result in
                    finish(result)
                    done()
                }
            }
            runNext()
        }
    }

    private func runNext() {
        guard !running, !queue.isEmpty else { return }
        running = true
        let next = queue.removeFirst()
        next { [weak self] in
            self?.running = false
            self?.runNext()
        }
    }

    // MARK: One navigation

    /// Runs the interceptors one after the other; stops at the first that cancels. Each is
    /// watched: one that has not answered within the watchdog's limit is reported.
    private func intercept(_ interceptors: ArraySlice<(@escaping (InterceptorResult) -> Void) -> Void>, for name: String,
                           completion: @escaping (InterceptorResult) -> Void) {
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

    /// Finds where the chain starts, then builds and attaches the steps after it.
    private func attach(_ steps: [ResolvedStep], animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard let root = root() else { return completion(.failure(.notFound(step: steps.first?.name ?? "root"))) }
        guard let (start, found) = Router.lastExisting(in: steps, under: root) else {
            return completion(.failure(.notFound(step: steps.first?.name ?? "root")))
        }
        trace("\(steps[start].name): found")
        // Everything the walk needs is checked before anything is built.
        for step in steps[(start + 1)...] {
            if step.build == nil { return completion(.failure(.noFactory(step: step.name))) }
            if step.action == nil { return completion(.failure(.noAction(step: step.name))) }
        }
        found.makeVisibleInContainers(animated: animated)
        do throws(RoutingError) {
            try steps[start].applyContext(found)
        } catch {
            return completion(.failure(error))
        }
        buildForward(steps, from: start + 1, chain: [found], animated: animated) { result in
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success(let chain):
                for (step, node) in zip(steps[start...], chain) { step.postRouting(node, chain) }
                completion(.success(chain.last!))
            }
        }
    }

    /// The last step whose screen exists, with that screen.
    private static func lastExisting(in steps: [ResolvedStep], under root: RoutingNode) -> (Int, RoutingNode)? {
        for index in steps.indices.reversed() {
            if let node = steps[index].find?(root) { return (index, node) }
        }
        return nil
    }

    private func buildForward(_ steps: [ResolvedStep], from index: Int, chain: [RoutingNode], animated: Bool,
                              completion: @escaping (Result<[RoutingNode], RoutingError>) -> Void) {
        guard index < steps.count else { return completion(.success(chain)) }
        let step = steps[index]
        let built: RoutingNode
        do throws(RoutingError) {
            built = try step.build!()
            try step.applyContext(built)
        } catch {
            return completion(.failure(error))
        }
        trace("\(step.name): built, attached to \(steps[index - 1].name)")
        var answered = false
        step.action!.perform(built, on: chain.last!, animated: animated) { [weak self] result in
            guard !answered else { return }
            answered = true
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success:
                self?.buildForward(steps, from: index + 1, chain: chain + [built], animated: animated, completion: completion)
            }
        }
    }
}
