import Routing

/// A controller hierarchy without a display: stacks show their last child, tabs their
/// selected one, splits every child; `log` records what containers were asked to do.
final class FakeScreen: RoutingNode {
    enum Kind { case leaf, stack, tabs, split }

    let name: String
    let kind: Kind
    private(set) weak var parent: FakeScreen?
    private(set) var children: [FakeScreen] = []
    var selected = 0
    var value: String?
    var log: [String] { root.events }
    private var events: [String] = []

    init(_ name: String, _ kind: Kind = .leaf, children: [FakeScreen] = []) {
        self.name = name
        self.kind = kind
        children.forEach(add)
    }

    private var root: FakeScreen { parent?.root ?? self }

    func add(_ child: FakeScreen) {
        child.parent?.children.removeAll { $0 === child }
        child.parent = self
        children.append(child)
    }

    func remove(_ child: FakeScreen) {
        children.removeAll { $0 === child }
        child.parent = nil
    }

    func record(_ event: String) { root.events.append(event) }

    /// The last stack in the hierarchy that is on screen.
    var visibleStack: FakeScreen? {
        let candidates = ([self] + visibleDescendants).compactMap { $0 as? FakeScreen }
        return candidates.last { $0.kind == .stack }
    }

    /// This screen or the nearest container above it of `kind`.
    func enclosing(_ kind: Kind) -> FakeScreen? {
        ([self] + ancestors.map { $0 as! FakeScreen }).first { $0.kind == kind }
    }

    /// The hierarchy below and with this screen, as "name[child, child]", with "*" on a
    /// tab container's selected child: what a route left on screen, compared as a whole.
    var tree: String {
        let inner = children.enumerated().map { index, child in (kind == .tabs && index == selected ? "*" : "") + child.tree }
        return inner.isEmpty ? name : "\(name)[\(inner.joined(separator: ", "))]"
    }

    subscript(name: String) -> FakeScreen? {
        ([self] + descendants).compactMap { $0 as? FakeScreen }.first { $0.name == name }
    }

    var routingParent: RoutingNode? { parent }
    var routingChildren: [RoutingNode] { children }
    var routingVisibleChildren: [RoutingNode] {
        switch kind {
        case .leaf: return []
        case .stack: return children.last.map { [$0] } ?? []
        case .tabs: return children.indices.contains(selected) ? [children[selected]] : []
        case .split: return children
        }
    }

    func makeVisible(_ child: RoutingNode, animated: Bool) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        switch kind {
        case .stack where index < children.count - 1:
            children[(index + 1)...].forEach { $0.parent = nil }
            children.removeSubrange((index + 1)...)
            record("pop to \(children[index].name)")
        case .tabs where index != selected:
            selected = index
            record("select \(children[index].name)")
        default: break
        }
    }
}

/// Test actions: the containers' verbs.
@MainActor
enum FakeActions {
    static var push: ClosureAction {
        ClosureAction(
            { screen, existing, _ throws(RoutingError) in
                let start: FakeScreen = try Routing.screen(existing, as: FakeScreen.self, step: "push")
                guard let stack = start.enclosing(.stack) else { throw .wrongScreen(step: "push", expected: "stack") }
                stack.add(screen as! FakeScreen)
                stack.record("push \((screen as! FakeScreen).name)")
            },
            undo: { screen, _ in
                let pushed = screen as! FakeScreen
                guard let stack = pushed.enclosing(.stack), stack !== pushed else { return }
                stack.record("undo push \(pushed.name)")
                stack.remove(pushed)
            },
            embed: { screen, container in
                let stack = container as! FakeScreen
                guard stack.kind == .stack else { return false }
                stack.add(screen as! FakeScreen)
                return true
            })
    }

    /// Replaces a split's second child, or pushes onto its stack when it has only one (collapsed).
    static var showSecondary: ClosureAction {
        ClosureAction { screen, existing, _ throws(RoutingError) in
            let start: FakeScreen = try Routing.screen(existing, as: FakeScreen.self, step: "secondary")
            guard let split = start.enclosing(.split), split.name != "window" else {
                throw .wrongScreen(step: "secondary", expected: "split")
            }
            let built = screen as! FakeScreen
            if split.children.count == 2 {
                split.remove(split.children[1])
                split.add(built)
            } else {
                split.visibleStack?.add(built)
            }
            split.record("secondary \(built.name)")
        }
    }

    static var present: ClosureAction {
        ClosureAction { screen, existing, _ throws(RoutingError) in
            let presenter: FakeScreen = try Routing.screen(existing, as: FakeScreen.self, step: "present")
            presenter.record("present \((screen as! FakeScreen).tree) from \(presenter.name)")
        }
    }

    /// Completes only when `release` is called, as an animated action would.
    final class Later: Action {
        var pending: [() -> Void] = []
        func perform(
            _ screen: RoutingNode, on existing: RoutingNode, animated: Bool,
            completion: @escaping (Result<Void, RoutingError>) -> Void
        ) {
            pending.append {
                (existing as! FakeScreen).add(screen as! FakeScreen)
                completion(.success(()))
            }
        }
        func release() {
            let all = pending
            pending = []
            all.forEach { $0() }
        }
    }
}
