import GtkKit

/// The bars a split view holds besides its columns' controllers: one over each column, and
/// one along the foot under them all.
extension SplitViewController {
    /// Puts a bar on top of each column, as UIKit gives each column's navigation controller
    /// its own: `primary` over the primary column wherever it is (beside the others, over the
    /// secondary, or the whole collapsed stack), `supplementary` (triple style) and `secondary`
    /// over theirs, gone with them when they merge. What they show is the caller's.
    public func setColumnHeaders(primary: Widget, supplementary: Widget? = nil, secondary: Widget) {
        columnHeaders = (primary, supplementary, secondary)
        columns.primary.prepend(primary)
        if let supplementary { columns.supplementary.prepend(supplementary) }
        columns.secondary.prepend(secondary)
    }

    /// Puts `bar` along the foot of the split view, under every column, as iOS's toolbar under
    /// a navigation controller's screens. It is inside the region the traits are measured in,
    /// so a trait observer may show or hide it and the columns are laid out once, in the frame
    /// of the resize (a bar outside would give them a height for one frame and another for the
    /// next). When it shows, and what, is the caller's.
    public func setBottomBar(_ bar: Widget) {
        columns.frame.setBottomBar(bar)
    }

    /// Appends a controller's view to a column, taking the height the column's header leaves.
    func place(_ view: Widget, in column: Box) {
        view.verticallyExpands = true
        column.append(view)
    }
}
