import Adaptive
import GtkKit

/// The one size-class model of a window region: it watches the allocation of its content and
/// tells every observer when the traits change.
///
/// Changes are detected during allocation but delivered on the next idle, outside layout, so
/// observers may rebuild widgets freely; several crossings within one frame coalesce into the
/// last one, and a crossing that returns to where it started is delivered as nothing.
public final class TraitHost {
    public let bin: SizeObservingBin
    private var tracker: TraitTracker
    private var delivered: TraitCollection?
    private var deliveryScheduled = false
    private var observers: [(TraitCollection) -> Void] = []

    public init(content: Widget, width: Breakpoint = .width, height: Breakpoint = .height) {
        bin = SizeObservingBin(child: content)
        tracker = TraitTracker(width: width, height: height)
        bin.onAllocate = { [weak self] width, height in self?.allocated(width: width, height: height) }
    }

    /// The traits last delivered to observers.
    public var traitCollection: TraitCollection? { delivered }

    /// Calls `observer` on every change (and now, when traits are already known).
    public func observe(_ observer: @escaping (TraitCollection) -> Void) {
        observers.append(observer)
        if let delivered { observer(delivered) }
    }

    /// Applies a size known before the first allocation (a restored window size), at once,
    /// so the first frame already has the right layout.
    public func prepare(width: Int, height: Int) {
        _ = tracker.update(width: width, height: height)
        deliver()
    }

    private func allocated(width: Int, height: Int) {
        guard tracker.update(width: width, height: height) != nil, !deliveryScheduled else { return }
        deliveryScheduled = true
        MainLoop.idle { [weak self] in
            self?.deliveryScheduled = false
            self?.deliver()
        }
    }

    private func deliver() {
        guard let current = tracker.current, current != delivered else { return }
        delivered = current
        observers.forEach { $0(current) }
    }
}
