import Adaptive
import CGtk
import GtkKit

/// The widgets of a split view's columns, placed as an arrangement and a display mode say:
/// side by side between draggable dividers, the side columns sliding over the secondary (which
/// dims), or pushing the secondary partly off the trailing edge. What shows where is the split
/// view's decision; this only applies it.
@MainActor
final class SplitColumns {
    /// The columns: each a controller's view under its header.
    let primary = Box(.vertical)
    let supplementary = Box(.vertical)
    let secondary = Box(.vertical)
    /// The columns, their dividers and the sliding panel.
    let root: Overlay
    /// All of it, and a bottom bar under the columns: what the split view's trait host holds.
    let frame: ToolbarView
    /// Called when a click on the dimmed secondary asks to close the columns over it.
    var onDimmerPressed: () -> Void = {}
    /// Called when the user dragged a divider: the column before it, and its new width.
    var onDividerDragged: (_ supplementary: Bool, _ width: Int) -> Void = { _, _ in }

    private let outer = Paned()
    private let inner = Paned()
    /// Lets the secondary be wider than its room, clipped at the trailing edge (displaced).
    private let secondarySlot: SizeObservingBin
    private let dimmer = Box(.vertical)
    private let panel = Box(.horizontal)
    private var dragging: Paned?
    private var applied: (outer: Int32, inner: Int32) = (-1, -1)

    init() {
        secondarySlot = SizeObservingBin(child: secondary)
        root = Overlay(child: outer)
        frame = ToolbarView(content: root)
        _ = SplitColumns.installStyle
        secondary.horizontallyExpands = true
        primary.verticallyExpands = true
        supplementary.verticallyExpands = true
        outer.setStart(primary)
        outer.setEnd(inner)
        inner.setStart(supplementary)
        inner.setEnd(secondarySlot)
        supplementary.isVisible = false
        for paned in [outer, inner] {
            paned.observeDrags { [weak self, unowned paned] began in self?.dragging = began ? paned : nil }
            paned.onPositionChanged { [weak self, unowned paned] in self?.dividerMoved(paned) }
        }
        dimmer.addCSSClass("split-view-dimmer")
        dimmer.onPress { [weak self] in self?.onDimmerPressed() }
        dimmer.isVisible = false
        panel.addCSSClass("background")
        panel.addCSSClass("split-view-overlay")
        panel.setAlignment(horizontal: .start, vertical: .fill)
        panel.isVisible = false
        root.addOverlay(dimmer)
        root.addOverlay(panel)
        root.place(panel) { [weak self] in
            guard let self, let progress = swipeProgress else { return nil }
            let x = RevealSwipe.columnX(
                progress: progress, width: Double(panelWidth), viewWidth: Double(root.width),
                rightToLeft: root.isRightToLeft)
            return (Int(x.rounded()), panelWidth)
        }
    }

    /// How much of the sliding panel a swipe shows (0 to 1), the dimmer as dark; nil when no
    /// swipe moves it (it stands at the leading edge).
    var swipeProgress: Double? {
        didSet {
            dimmer.opacity = swipeProgress ?? 1
            root.queueAllocate()
        }
    }

    /// The sliding panel's width: its columns' (as `apply` gave them).
    private(set) var panelWidth = 0

    private static let installStyle: Void = StyleSheet.install(
        """
        .split-view-dimmer { background-color: alpha(black, 0.3); }
        .split-view-overlay { box-shadow: 0 0 12px alpha(black, 0.35); }
        """)

    /// Shows the columns `mode` shows in `arrangement`, at `widths` (the secondary takes the
    /// rest, except when displaced).
    func apply(_ arrangement: ColumnArrangement, _ mode: DisplayMode, widths: ColumnWidths) {
        let three = arrangement == .threeColumns
        let showsPrimary = mode.showsPrimary(in: arrangement)
        let showsSupplementary = three && mode.showsSupplementary
        let overlaid = arrangement != .collapsed && mode.isOverlay
        let inPanel = overlaid ? (three ? (showsPrimary ? [primary] : []) + [supplementary] : [primary]) : []
        // Shown first: GTK does not measure a hidden widget again when its size request changes.
        primary.isVisible = showsPrimary
        supplementary.isVisible = showsSupplementary
        host(primary, inPanel: inPanel.contains { $0 === primary }, pane: outer, width: widths.primary)
        host(supplementary, inPanel: inPanel.contains { $0 === supplementary }, pane: inner, width: widths.supplementary)
        panelWidth = inPanel.map { $0 === primary ? widths.primary : widths.supplementary }.reduce(0, +)
        secondary.isVisible = arrangement != .collapsed
        inner.isVisible = arrangement != .collapsed // collapsed, the primary's column takes the whole width
        panel.isVisible = overlaid
        dimmer.isVisible = overlaid
        let displaced = three && mode == .twoDisplaceSecondary
        secondary.setSizeRequest(width: displaced ? widths.secondary : -1, height: -1)
        let beside = arrangement != .collapsed && !overlaid
        wanted = (showsPrimary && beside ? Int32(widths.primary) : nil, showsSupplementary && beside ? Int32(widths.supplementary) : nil)
        positionDividers()
    }

    /// Puts a side column in the sliding panel (at its width) or in its pane.
    private func host(_ column: Box, inPanel: Bool, pane: Paned, width: Int) {
        let isInPanel = panel.isAncestor(of: column)
        if inPanel != isInPanel {
            column.removeFromParent()
            if inPanel {
                pane.setStart(nil)
                // The primary leads the supplementary in the panel, as beside.
                if column === primary { panel.prepend(column) } else { panel.append(column) }
            } else {
                pane.setStart(column)
            }
        }
        column.setSizeRequest(width: inPanel ? width : -1, height: -1)
    }

    /// Where the dividers go: after each side column beside the secondary.
    private var wanted: (outer: Int32?, inner: Int32?) = (nil, nil)

    /// Puts the dividers where they are wanted. A column that has just changed (a stack merged
    /// onto it) may be measured wider than it settles, and GTK keeps the divider where that
    /// pushed it: the split view calls this again once the layout has settled.
    func positionDividers() {
        if let position = wanted.outer, position != outer.position {
            applied.outer = position
            outer.position = position
        }
        if let position = wanted.inner, position != inner.position {
            applied.inner = position
            inner.position = position
        }
    }

    private func dividerMoved(_ paned: Paned) {
        guard dragging === paned, paned.position != (paned === outer ? applied.outer : applied.inner) else { return }
        onDividerDragged(paned === inner, Int(paned.position))
    }

    /// The dividers' positions: after the primary column, and after the supplementary.
    var dividers: (primary: Int32, supplementary: Int32) { (outer.position, inner.position) }
}
