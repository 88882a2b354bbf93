import Adaptive
import GtkKit
import Observing

/// The one size-class model of a window region: it watches the allocation of its content and
/// tells every observer when the traits change.
///
/// A size class change is detected in allocation and delivered there, before the content is
/// allocated, so observers rebuild the layout and the new size is laid out once, in the frame
/// of the resize; what they change outside the content waits for the next idle
/// (`outsideLayout`). Size observers hear every new size the same way, in the allocation
/// that brings it.
@MainActor
public final class TraitHost {
    /// The content in a bin that reports its allocations: what goes in the window (or region) in
    /// the content's place.
    public let bin: SizeObservingBin
    private var tracker: TraitTracker
    private var delivered: TraitCollection?
    private lazy var delivery = IdleCoalescer { [weak self] in self?.deliver() }
    private let observers = ObserverList<TraitCollection>()
    private let sizeObservers = ObserverList<Size>()
    private var deliveredSize: Size?

    /// Where width turns from compact to regular (before the text scale).
    public let widthBreakpoint: Breakpoint

    /// A model of `content`'s region, whose size classes turn at the `width` and `height`
    /// breakpoints; it follows the desktop's dark style and text scale too.
    public init(content: Widget, width: Breakpoint = .width, height: Breakpoint = .height) {
        widthBreakpoint = width
        bin = SizeObservingBin(child: content)
        tracker = TraitTracker(width: width, height: height)
        bin.onAllocate = { [weak self] width, height in self?.allocated(width: width, height: height) }
        if let desktop = DesktopSettings.current() {
            self.desktop = desktop
            desktopChanged()
            desktopConnections = desktop.observe { [weak self] in self?.desktopChanged() }
        }
    }

    private var desktop: DesktopSettings?
    /// Disconnected from the global settings when this host goes.
    private var desktopConnections: [SignalConnection] = []

    /// Light or dark and the text scale come from the desktop; delivered like a size change.
    private func desktopChanged() {
        guard let desktop else { return }
        if tracker.update(interfaceStyle: desktop.prefersDark ? .dark : .light, textScale: desktop.textScale) != nil {
            delivery.schedule()
        }
    }

    /// The traits last delivered to observers.
    public var traitCollection: TraitCollection? { delivered }

    /// Calls `observer` on every change (and now, when traits are already known), until the
    /// token is released.
    public func observe(_ observer: @escaping (TraitCollection) -> Void) -> ObserverToken {
        defer { if let delivered { observer(delivered) } }
        return observers.add(observer)
    }

    /// The size last delivered to size observers.
    public var size: Size? { deliveredSize }

    /// Calls `observer` with every new size, from inside the allocation that brings it (and now,
    /// when known), until the token is released: it may change the content, not widgets outside
    /// it (see `outsideLayout`).
    public func observeSize(_ observer: @escaping (Size) -> Void) -> ObserverToken {
        defer { if let deliveredSize { observer(deliveredSize) } }
        return sizeObservers.add(observer)
    }

    /// Applies a size known before the first allocation (a restored window size), at once,
    /// so the first frame already has the right layout.
    public func prepare(width: Int, height: Int) {
        _ = tracker.update(width: width, height: height)
        deliver()
    }

    /// A new size, and the size class change it may bring, is delivered at once, inside
    /// allocation and before the content is allocated, so what depends on it (a layout, a
    /// divider at a fraction of the width) is laid out and drawn in this frame, not one later.
    private func allocated(width: Int, height: Int) {
        let traitsChanged = tracker.update(width: width, height: height) != nil
        guard traitsChanged || tracker.size != deliveredSize else { return }
        isDeliveringInLayout = true
        defer { isDeliveringInLayout = false }
        deliver()
    }

    /// Whether a change is being delivered from inside allocation.
    private var isDeliveringInLayout = false
    private var afterLayout: [() -> Void] = []
    private lazy var afterLayoutRun = IdleCoalescer { [weak self] in
        let bodies = self?.afterLayout ?? []
        self?.afterLayout = []
        bodies.forEach { $0() }
    }

    /// Runs `body` now, or, while a change is delivered from inside allocation, on the next
    /// idle: for observers that change widgets outside this host's content (a header bar),
    /// which GTK has already allocated in this frame and would not draw.
    public func outsideLayout(_ body: @escaping () -> Void) {
        guard isDeliveringInLayout else { return body() }
        afterLayout.append(body)
        afterLayoutRun.schedule()
    }

    /// Whether work put off by `outsideLayout` is still to run: what follows a change of size
    /// (a header, say) is settled once this is false.
    public var hasWorkAfterLayout: Bool { !afterLayout.isEmpty }

    /// Records the new size and traits first, then tells observers, so a size observer
    /// already sees the traits that go with the size.
    private func deliver() {
        let newSize = tracker.size != deliveredSize ? tracker.size : nil
        let newTraits = tracker.current != delivered ? tracker.current : nil
        if let newSize { deliveredSize = newSize }
        if let newTraits { delivered = newTraits }
        if let newSize { sizeObservers.notify(newSize) }
        if let newTraits { observers.notify(newTraits) }
    }
}
