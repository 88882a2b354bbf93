/// The observers of something that changes, each called until its token is released, as
/// IGListKit's update listeners are held: an observer that goes needs no call to remove it, and
/// one left behind by a closed window cannot pile up.
@MainActor
public final class ObserverList<Event> {
    private var observers: [(id: Int, handler: (Event) -> Void)] = []
    private var lastID = 0

    /// An empty list.
    public init() {}

    /// Adds `handler`; it is called, after the observers added before it, until the returned
    /// token is released or cancelled.
    public func add(_ handler: @escaping (Event) -> Void) -> ObserverToken {
        lastID += 1
        let id = lastID
        observers.append((id, handler))
        return ObserverToken { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    /// Calls every observer with `event`: those there when it began (one removed by another
    /// meanwhile is still called this once).
    public func notify(_ event: Event) {
        for observer in observers { observer.handler(event) }
    }

    /// How many observers there are.
    public var count: Int { observers.count }
}

extension ObserverList where Event == Void {
    /// Calls every observer of a change that carries nothing.
    public func notify() { notify(()) }
}
