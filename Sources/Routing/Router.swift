/// Walks a step chain from wherever the user is: back from the destination to the first
/// screen that exists, then forward, building and attaching the rest.
///
/// One navigation runs at a time; one asked for while another waits for an interceptor or an
/// action is queued and runs after it, never lost. Main thread only.
@MainActor
public final class Router {
    private let root: () -> RoutingNode?
    private var queue: [(@escaping () -> Void) -> Void] = []
    private var running = false

    /// `root` gives the hierarchy's root screen when a navigation starts.
    public init(root: @escaping () -> RoutingNode?) {
        self.root = root
    }

    /// Whether a navigation is under way (and new ones wait).
    public var isNavigating: Bool { running }

    /// Navigates to `destination` for `context`; `completion` gets the destination's screen or
    /// the reason it was not reached.
    public func navigate<Context>(to destination: Step<Context>, with context: Context, animated: Bool = true,
                                  completion: ((RoutingResult) -> Void)? = nil) {
        queue.append { [weak self] finished in
            guard let self else { return finished() }
            self.walk(destination, context: context, animated: animated) { result in
                completion?(result)
                finished()
            }
        }
        runNext()
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

    private func walk<Context>(_ destination: Step<Context>, context: Context, animated: Bool,
                               completion: @escaping (RoutingResult) -> Void) {
        let steps: [ResolvedStep]
        do throws(RoutingError) {
            steps = try destination.resolve(with: context)
        } catch {
            return completion(.failure(error))
        }
        intercept(steps.flatMap(\.interceptors)[...]) { [weak self] result in
            guard let self else { return }
            if case .cancel(let reason) = result { return completion(.failure(.cancelled(reason: reason))) }
            self.attach(steps, animated: animated, completion: completion)
        }
    }

    /// Runs the interceptors one after the other; stops at the first that cancels.
    private func intercept(_ interceptors: ArraySlice<(@escaping (InterceptorResult) -> Void) -> Void>,
                           completion: @escaping (InterceptorResult) -> Void) {
        guard let first = interceptors.first else { return completion(.proceed) }
        var answered = false
        first { [weak self] result in
            guard !answered else { return }
            answered = true
            guard result == .proceed else { return completion(result) }
            self?.intercept(interceptors.dropFirst(), completion: completion)
        }
    }

    /// Finds where the chain starts, then builds and attaches the steps after it.
    private func attach(_ steps: [ResolvedStep], animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard let root = root() else { return completion(.failure(.notFound(step: steps.first?.name ?? "root"))) }
        guard let (start, found) = Router.lastExisting(in: steps, under: root) else {
            return completion(.failure(.notFound(step: steps.first?.name ?? "root")))
        }
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
