import GtkKit

/// F6 and Shift+F6, as in GNOME applications: the keyboard focus goes round the columns on
/// screen, leading to trailing, then their header bars (one stop for all of them; the window's
/// title bar when the columns have none), and back. GtkPaned's own F6 would only go between the
/// two sides of one divider.
extension SplitViewController {
    /// The keys that move the focus to the next and to the previous stop.
    public static let focusCycleAccelerators = (next: "F6", previous: "<Shift>F6")

    func addFocusCycleKeys() {
        // In the capture phase: before the dividers' own F6.
        traitHost.bin.addShortcut(Self.focusCycleAccelerators.next, first: true) { [weak self] in self?.cycleFocus(forward: true) ?? false }
        traitHost.bin.addShortcut(Self.focusCycleAccelerators.previous, first: true) { [weak self] in
            self?.cycleFocus(forward: false) ?? false
        }
    }

    /// Moves the focus to the next stop (the previous, backwards) that takes it; false when
    /// none does.
    @discardableResult
    public func cycleFocus(forward: Bool) -> Bool {
        let stops = focusStops
        guard !stops.isEmpty else { return false }
        let current = stops.firstIndex { $0.contains { $0.containsFocus } }
        let step = forward ? 1 : -1
        let start = current.map { $0 + step } ?? (forward ? 0 : stops.count - 1)
        for offset in 0..<stops.count {
            let stop = stops[((start + offset * step) % stops.count + stops.count) % stops.count]
            if stop.contains(where: { $0.enterFocus() }) { return true }
        }
        return false
    }

    /// The stops on screen, in order: each column's content (the page on top of its stack),
    /// then the header bars, or the window's title bar.
    private var focusStops: [[Widget]] {
        let secondaryContent = isCollapsed ? nil : secondary.view
        let supplementaryContent = arrangement == .threeColumns ? supplementary?.topViewController?.view : nil
        let contents = [primaryNavigation.topViewController?.view, supplementaryContent, secondaryContent]
            .compactMap { $0 }.filter(\.isMapped).map { [$0] }
        let bars = [columnHeaders.primary, columnHeaders.supplementary, columnHeaders.secondary].compactMap { $0 }
        let headers = (bars.isEmpty ? [view.windowTitlebar].compactMap { $0 } : bars).filter(\.isMapped)
        return contents + (headers.isEmpty ? [] : [headers])
    }
}
