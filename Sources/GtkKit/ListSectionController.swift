import ListDiff

/// One section of a list in sections, after IGListKit's `ListSectionController`: it holds the
/// section's object, says how many rows the section has, makes and binds their content, and
/// handles their selection. What belongs to the section (an expansion) lives here, not in the
/// view controller, and survives updates that move the section: the adapter keeps a section's
/// controller for as long as its object is listed.
///
/// Rows are reused: the content a controller makes for a kind of row may show the same kind of
/// row of any controller of its class, so a row is bound from the `SectionRow` it is given.
/// Subclass it, or `ListBindingSectionController`, which does this from view models.
@MainActor
open class ListSectionController {
    /// The adapter showing the section, while it is listed.
    public internal(set) weak var adapter: SectionedListAdapter?
    /// The section's key in the list's rows, given by the adapter when it made the section.
    var sectionKey = ""

    /// A section controller; the adapter gives it its object (`didUpdate(to:)`) once it made it.
    public init() {}

    /// The section's object, given when the controller is made, each time the object changes,
    /// and after the controller reloaded its rows.
    open func didUpdate(to object: any Diffable) {}

    /// The section's title, shown in a header row above its rows; nil for none.
    open var header: String? { nil }

    /// How many rows the section has under its header; none by default.
    open var numberOfRows: Int { 0 }

    /// The identity of row `index` within the section; its index by default (then every row
    /// is rebound when the section changes).
    open func rowKey(at index: Int) -> String { String(index) }

    /// Every row's identity, in order.
    func rowKeys() -> [String] { (0..<numberOfRows).map(rowKey(at:)) }

    /// Whether `rowKeys()` is known to repeat none (else the adapter checks).
    var rowKeysAreUnique: Bool { false }

    /// The kind of row `index`: rows of one kind share their content's make-up.
    open func rowKind(at index: Int) -> AnyHashable { 0 }

    /// New content for a row of `kind`.
    open func makeRow(kind: AnyHashable) -> RowView<SectionRow> {
        preconditionFailure("\(type(of: self)) has rows, so it makes their content")
    }

    /// Whether row `index` can be activated (a row that only holds other controls cannot); all can
    /// by default.
    open func isRowActivatable(at index: Int) -> Bool { true }

    /// A person activated row `index` (a click, Enter, a double click counted once).
    open func didSelectRow(at index: Int) {}

    /// The section came within the adapter's working range of the rows on screen: a good time
    /// to fetch what its rows will show.
    open func willEnterWorkingRange() {}

    /// The section left the working range: what it fetched ahead may be cancelled.
    open func didExitWorkingRange() {}

    /// The rows as listed now: by default their kinds and whether they activate, asked of each
    /// row at once, and no content to compare by, so every row of a changed section is rebound.
    func rowContents() -> RowContents { UncomparedRows(self) }

    /// The section's own state changed its rows (not its object): the adapter diffs them on
    /// its next update.
    public func reloadRows() { adapter?.rowsChanged(in: self) }
}

/// The rows of one section as they were listed: what two of them are compared by, and the kind
/// of each and whether it activates, which the adapter asks only of the rows GTK builds.
@MainActor
protocol RowContents: AnyObject {
    /// Whether row `index` shows the same as row `otherIndex` of `other` (same identity assumed).
    func isContentEqual(_ index: Int, to other: RowContents, _ otherIndex: Int) -> Bool
    /// The kind of row `index`.
    func kind(at index: Int) -> AnyHashable
    /// Whether row `index` can be activated.
    func isActivatable(at index: Int) -> Bool
}

/// A section's rows as its controller said they were, row by row, at the update that listed them.
final class UncomparedRows: RowContents {
    private let kinds: [AnyHashable]
    private let activatable: [Bool]

    init(_ controller: ListSectionController) {
        let indexes = 0..<controller.numberOfRows
        kinds = indexes.map(controller.rowKind(at:))
        activatable = indexes.map(controller.isRowActivatable(at:))
    }

    func isContentEqual(_ index: Int, to other: RowContents, _ otherIndex: Int) -> Bool { false }
    func kind(at index: Int) -> AnyHashable { kinds[index] }
    func isActivatable(at index: Int) -> Bool { activatable[index] }
}
