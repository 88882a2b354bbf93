import CGtk
import ListDiff

/// Where a list in sections gets its sections, after IGListKit's `ListAdapterDataSource`.
@MainActor
public protocol SectionedListDataSource: AnyObject {
    /// The section objects, in order (a repeated identity is left out).
    func objects(for adapter: SectionedListAdapter) -> [any Diffable]
    /// A new controller for an object newly listed; it keeps the section while the object is.
    func sectionController(for object: any Diffable) -> ListSectionController
    /// Shown in place of the list while no section has a row; nil leaves the list empty. Asked
    /// at each update that leaves the list empty, so it can say why (no photos, or none found).
    func emptyView(for adapter: SectionedListAdapter) -> Widget?
}

/// A list in sections, after IGListKit's `ListAdapter`: its data source gives the section
/// objects, a section controller shows each (its header and rows), and an update diffs the
/// objects first, then the rows of the sections that changed, and lowers both to the fewest
/// splices of the list's model (through `ListAdapter`, so rows keep their place, selection
/// and focus, and are rebound in place when their view model changed). A section's header is
/// a row that can be neither activated nor selected, read as a heading. The adapter's empty
/// view stands in for the list while no section has a row, and section controllers are told
/// when their section comes within `workingRange` rows of the ones on screen, and leaves.
@MainActor
public final class SectionedListAdapter {
    /// The list the rows are shown in (IGListKit's `collectionView`).
    public let list: ListView
    /// The list in its scroller, or the empty view in its place.
    public let view = Stack()
    /// Where the sections come from, held weakly; nothing is listed without one.
    public weak var dataSource: SectionedListDataSource?
    /// How many rows beyond the ones on screen, each way, are near enough to prepare.
    public var workingRange = 10
    /// Called as the rows on screen change: every other frame while the list scrolls or its
    /// rows change, and once it has come to rest (after the working range is updated); not
    /// while it jumps (End, a scroll far away), whose rows on screen share none with those two
    /// frames before. The time to fill the rows on screen with what they load.
    public var onRowsShown: (() -> Void)?
    /// Called when the rows on screen come within `workingRange` rows of the last one (the
    /// list scrolled to its end, or short enough to show it), once each time they come near and
    /// again when rows came while they stayed near, as the working range is updated: where a
    /// source in pages asks for the next (IGListKit's infinite scrolling), until the screen is
    /// filled or the pages end.
    public var onNearEnd: (() -> Void)?
    /// How many rows there were when `onNearEnd` was last called, while the rows on screen stay
    /// near the last.
    private var nearEndCalledAt: Int?
    private let rows: ListAdapter<SectionRow>
    private var listed: [ListedSection] = []
    /// The rows of each listed section, made once per section (a section kept as it was keeps
    /// them): here, not in the section, which each of its rows holds.
    private var listedRows: [ObjectIdentifier: [SectionRow]] = [:]
    private var controllers: [SectionIdentity: ListSectionController] = [:]
    /// How many section controllers the adapter has made, which names the next one's section.
    private var sectionsMade = 0
    private var reloaded: Set<ObjectIdentifier> = []
    /// The sections in the working range.
    private var near: [SectionIdentity] = []
    private var emptyView: Widget?
    private var updating = false
    private var workingRangeScheduled = false
    private var workingRangeChangedSince = false
    /// The rows on screen at the last check of the working range: it moves once they stay.
    private var lastVisible: ClosedRange<Int>?

    /// An adapter listing its sections in `list`, which it puts in a scroller in `view`;
    /// nothing is listed until `performUpdates()`.
    public init(list: ListView) {
        self.list = list
        rows = ListAdapter(list: list, kind: Self.kind, diff: Self.diff) { row in
            row.index.map { row.controller.makeRow(kind: row.section.contents.kind(at: $0)) } ?? SectionHeader.row()
        }
        rows.isActivatable = { row in row.index.map(row.section.contents.isActivatable(at:)) ?? false }
        rows.isSelectable = { $0.index != nil }
        rows.onItemActivated { row in row.index.map(row.controller.didSelectRow(at:)) }
        view.add(ScrolledWindow(list), name: "list")
        rows.onChanged = { [weak self] in self?.scheduleWorkingRange() }
        list.onScroll { [weak self] in self?.scheduleWorkingRange() }
        list.connect(.map) { [weak self] in self?.scheduleWorkingRange() }
        // A frame callback is dropped when the list leaves the screen (unrealized): none waits.
        list.connect(.unmap) { [weak self] in self?.workingRangeScheduled = false }
    }

    /// The section controllers, in the order of their sections.
    public var sectionControllers: [ListSectionController] { listed.map(\.controller) }

    /// The rows in the list's model, headers included.
    public var items: [SectionRow] { rows.items }

    /// How many splices updates have made so far, which the package's tests and benchmarks
    /// count the list's work in.
    package var splicesApplied: Int { rows.splicesApplied }

    /// How many updates have diffed the sections so far, for the package's tests (a keystroke
    /// in a search field is one).
    package private(set) var updateCount = 0

    /// Whether every row of the last update has its place in the list's model.
    public var isComplete: Bool { rows.isComplete }

    /// Whether the sections in the working range are those near the rows on screen: no update
    /// of it waits for the list to come to rest (after a scroll, a jump, a change of rows).
    package var workingRangeIsCurrent: Bool { !workingRangeScheduled }

    /// Asks the data source for the sections and shows them now.
    public func performUpdates() {
        guard let dataSource, !updating else { return }
        let started = ContinuousClock.now
        updating = true
        updateCount += 1
        let reloaded = self.reloaded
        self.reloaded = []
        defer {
            updating = false
            // A controller that reloaded while its object was read is shown now.
            if !self.reloaded.isEmpty { performUpdates() }
        }
        let previous = Dictionary(uniqueKeysWithValues: listed.map { ($0.identity, $0) })
        var seen = Set<SectionIdentity>()
        let sections = dataSource.objects(for: self).compactMap { object -> ListedSection? in
            let identity = SectionIdentity(of: object)
            guard seen.insert(identity).inserted else { return nil }
            let reloadedRows = controllers[identity].map { reloaded.contains(ObjectIdentifier($0)) } ?? false
            // A section whose object is the same, and whose controller did not reload, is as it was.
            if let before = previous[identity], !reloadedRows, sameContent(before.object, object) {
                before.rowsChanged = false
                return before
            }
            let controller = controllers[identity] ?? made(dataSource.sectionController(for: object))
            controller.didUpdate(to: object)
            return ListedSection(identity: identity, controller: controller, object: object, rowsChanged: reloadedRows)
        }
        for (identity, controller) in controllers where !seen.contains(identity) {
            controller.adapter = nil
            if near.contains(identity) { controller.didExitWorkingRange() }
        }
        controllers = Dictionary(uniqueKeysWithValues: sections.map { ($0.identity, $0.controller) })
        near.removeAll { !seen.contains($0) }
        listed = sections
        listedRows = Dictionary(
            uniqueKeysWithValues: sections.map { section in
                (ObjectIdentifier(section), listedRows[ObjectIdentifier(section)] ?? section.makeRows())
            })
        let snapshot = sections.flatMap { listedRows[ObjectIdentifier($0)]! }
        // Sections and their keys are unique, so rows repeat none unless a section's keys do.
        if sections.allSatisfy(\.rowKeysAreUnique) {
            rows.apply(unrepeated: snapshot, turnStarted: started)
        } else {
            rows.apply(snapshot, turnStarted: started)
        }
        showListOrEmptyView()
    }

    /// A new section's controller, given the section's key: the count of sections made before,
    /// in base 36. Short, so a row's key (the section's, then the row's own) most often fits in
    /// the 15 bytes Swift keeps a string in without allocating, and is quick to hash: an update
    /// makes a key for each row and hashes it several times (50,000 rows at a search's keystroke).
    private func made(_ controller: ListSectionController) -> ListSectionController {
        controller.adapter = self
        controller.sectionKey = String(sectionsMade, radix: 36)
        sectionsMade += 1
        return controller
    }

    /// A section controller's own state changed its rows: they are diffed now.
    func rowsChanged(in controller: ListSectionController) {
        reloaded.insert(ObjectIdentifier(controller))
        performUpdates()
    }

    /// Highlights row `index` of `controller`'s section (once it is in the list, if it is still
    /// on its way); nil clears the highlight.
    public func selectRow(at index: Int?, in controller: ListSectionController?) {
        let section = listed.first { $0.controller === controller }
        rows.select(index.flatMap { index in section.flatMap { listedRows[ObjectIdentifier($0)]?.first { $0.index == index } } })
    }

    /// The position in the list of row `index` of `controller`'s section.
    public func position(ofRow index: Int, in controller: ListSectionController) -> Int? {
        rows.items.firstIndex { $0.index == index && $0.section.controller === controller }
    }

    private func showListOrEmptyView() {
        guard listed.allSatisfy({ $0.rowKeys.isEmpty }) else { return view.show(named: "list") }
        let wanted = dataSource?.emptyView(for: self)
        if wanted !== emptyView {
            emptyView.map(view.remove)
            emptyView = wanted
            wanted.map { view.add($0, name: "empty") }
        }
        view.show(named: emptyView == nil ? "list" : "empty")
    }

    /// Updates the working range once the list has come to rest where it is now: at the start
    /// of a frame after the next (a frame's tick comes before its layout), when the rows on
    /// screen are the ones the check before found, so a jump (End, a scroll far away) prefetches
    /// nothing for the rows GTK lays out on its way there. A change while an update waits asks
    /// for another after it, as the waiting one may run before the change is laid out.
    private func scheduleWorkingRange() {
        guard !workingRangeScheduled else {
            workingRangeChangedSince = true
            return
        }
        workingRangeScheduled = true
        list.onNextFrame { [weak self] in
            self?.list.onNextFrame { [weak self] in
                guard let self else { return }
                workingRangeScheduled = false
                let visible = list.visibleRange
                let atRest = visible == lastVisible && !workingRangeChangedSince && (visible != nil || rows.items.isEmpty || !list.isMapped)
                let jumping = Self.isJump(from: lastVisible, to: visible)
                lastVisible = visible
                workingRangeChangedSince = false
                if atRest { updateWorkingRange(visible: visible) } else { scheduleWorkingRange() }
                if !jumping { onRowsShown?() }
            }
        }
    }

    /// Whether the rows on screen went from `before` to `after` by a jump: none of them on
    /// screen both times. GTK 4.8 lays out rows on its way to a far place (End from the top
    /// shows the middle for a frame), which nothing should load for.
    nonisolated static func isJump(from before: ClosedRange<Int>?, to after: ClosedRange<Int>?) -> Bool {
        guard let before, let after else { return false }
        return !before.overlaps(after)
    }

    /// Tells the sections that came within `workingRange` rows of the ones on screen, and the
    /// ones that left: those on screen first, then the nearer first.
    private func updateWorkingRange(visible: ClosedRange<Int>?) {
        var keys: [SectionIdentity] = []
        if let visible, !rows.items.isEmpty {
            let below = visible.upperBound + 1..<min(rows.items.count, visible.upperBound + 1 + workingRange)
            let above = max(0, visible.lowerBound - workingRange)..<visible.lowerBound
            let positions =
                Array(visible) + Array(zip(below, above.reversed()).flatMap { [$0, $1] })
                + Array(below.dropFirst(above.count)) + Array(above.reversed().dropFirst(below.count))
            for position in positions where !keys.contains(rows.items[position].section.identity) {
                keys.append(rows.items[position].section.identity)
            }
        }
        let (before, after) = (Set(near), Set(keys))
        near = keys
        for key in before.subtracting(after) { controllers[key]?.didExitWorkingRange() }
        for key in keys where !before.contains(key) { controllers[key]?.willEnterWorkingRange() }
        guard let visible, visible.upperBound + workingRange >= rows.items.count - 1 else {
            nearEndCalledAt = nil
            return
        }
        guard nearEndCalledAt != rows.items.count else { return }
        nearEndCalledAt = rows.items.count
        onNearEnd?()
    }

    /// What kind of content a row takes: a header, or a kind of row of a class of controller.
    private static func kind(of row: SectionRow) -> AnyHashable {
        guard let index = row.index else { return AnyHashable("header") }
        return AnyHashable([AnyHashable(ObjectIdentifier(type(of: row.section.controller))), row.section.contents.kind(at: index)])
    }

    /// The two-level diff: the rows are grouped back into their sections.
    private static func diff(_ old: [SectionRow], _ new: [SectionRow]) -> ListDiff {
        SectionedDiff.between(sections(of: old), sections(of: new)).flat
    }

    /// The rows grouped back into their sections. The last section is reached by its index, not
    /// copied out: a copy would share its rows' storage, and each append would then copy them
    /// all, a section of 50,000 rows costing 50,000 copies of itself.
    private static func sections(of rows: [SectionRow]) -> [ListSection<ListedSectionIdentity, SectionRow>] {
        var sections: [ListSection<ListedSectionIdentity, SectionRow>] = []
        for row in rows {
            if let last = sections.indices.last, sections[last].object.section === row.section {
                sections[last].rows.append(row)
            } else {
                sections.append(ListSection(ListedSectionIdentity(section: row.section), rows: [row], rowsChanged: row.section.rowsChanged))
            }
        }
        return sections
    }
}

/// A section's identity: its object's kind and identifier (two kinds may share identifiers).
struct SectionIdentity: Hashable {
    let kind: ObjectIdentifier
    let identifier: AnyHashable

    init(of object: any Diffable) {
        func identity<Object: Diffable>(_ object: Object) -> (ObjectIdentifier, AnyHashable) {
            (ObjectIdentifier(Object.self), AnyHashable(object.diffIdentifier))
        }
        (kind, identifier) = identity(object)
    }
}

/// A listed section as the two-level diff compares it: by its key, and by its object and header.
/// Diffable on the main actor, where its section is read.
struct ListedSectionIdentity: @MainActor Diffable, Sendable {
    let section: ListedSection

    @MainActor var diffIdentifier: String { section.key }

    @MainActor func isContentEqual(to other: ListedSectionIdentity) -> Bool {
        section === other.section
            || (section.header == other.section.header && sameContent(section.object, other.section.object))
    }
}

/// Whether two objects of any diffable kinds are of one kind and show the same.
func sameContent(_ first: any Diffable, _ second: any Diffable) -> Bool {
    func compare<Object: Diffable>(_ first: Object) -> Bool { (second as? Object).map(first.isContentEqual(to:)) ?? false }
    return compare(first)
}
