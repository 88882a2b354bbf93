import Foundation
import ListDiff

/// Keeps a `ListView` in step with snapshots of diffable items, after IGListKit's
/// `ListAdapter`: the model changes by the fewest splices, rows whose item changed are rebound
/// in place (the row widget, its selection, focus and place stay), a moved row gets its
/// selection and focus back, and several snapshots in one main-loop turn make one diff. Rows
/// are typed: each item has a kind; a row's content is made for its item's kind and rebound to
/// whatever item of that kind GTK shows in the row next (a row switching kind gets new content).
///
/// New items near the rows on screen come in steps of `insertionsPerStep`, as many steps a
/// main-loop turn as fit in `turnBudget`: GTK 4.8's list view builds a row widget for up to 200
/// items around the visible ones as soon as they are in its model, so a first snapshot of
/// thousands would hold the main thread for as many rows, each built, bound and measured at
/// once. New items farther away, for which it builds none, come in at once. Removals, moves
/// and updates apply at once; a snapshot that fits the budget (a small feed) is shown in one
/// turn, and the rest of a large one follows on the next turns, with frames drawn in between.
@MainActor
public final class ListAdapter<Item: Diffable> where Item.Identifier: LosslessStringConvertible {
    /// The list it fills.
    public let list: ListView
    /// The items in the list's model now, in order: the last snapshot without its repeated items,
    /// or part of it while a large one is shown in steps.
    public var items: [Item] { model.all() }
    /// The items in the list's model, with those a long insertion added a step at a time.
    private var model = ModelItems<Item>()
    /// How many splices updates have made so far, which the package's tests and benchmarks
    /// count the list's work in.
    package private(set) var splicesApplied = 0
    /// Called with items left out because their identity was already in the snapshot; by
    /// default they are logged on standard error.
    public var onDuplicates: (([Item]) -> Void)? = { duplicates in
        let identities = duplicates.map { "\($0.diffIdentifier)" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("list: left out repeated items \(identities)\n".utf8))
    }

    /// Whether an item's row can be activated (a row that only holds other controls cannot).
    public var isActivatable: (Item) -> Bool = { _ in true }
    /// Called after each change to the list's model (a snapshot may take several turns).
    public var onChanged: (() -> Void)?
    /// Whether an item's row can be selected (a section's header cannot).
    public var isSelectable: (Item) -> Bool = { _ in true }

    private let kind: (Item) -> AnyHashable
    private let diff: ([Item], [Item]) -> ListDiff
    private let makeRow: (Item) -> RowView<Item>
    /// Whether a change of the model is under way (`change`), and the listed items by key once
    /// GTK binds a row meanwhile: the model is then between the items before and after, and a
    /// row's place does not tell its item.
    private var changing: (isUnderWay: Bool, byKey: [String: Item]?) = (false, nil)
    /// The content GTK's rows hold, by row, with its kind.
    private var contents: [ListView.Row: (kind: AnyHashable, view: RowView<Item>)] = [:]
    private var pending: [Item]?
    /// The new items of the snapshot being shown a turn at a time, not in the list yet, with
    /// their places in that snapshot, in its order.
    private var remaining: ArraySlice<(place: Int, item: Item)>?
    /// An item asked to be selected before its row was in the list.
    private var selectionWanted: Item.Identifier?
    /// How many new items a step adds near the rows on screen: few, as GTK builds, binds and
    /// measures a row (two labels and a button) for each, and a step must fit in a turn's budget.
    public static var insertionsPerStep: Int { 4 }
    /// How far from the rows on screen a new item is near them: GTK 4.8 builds rows for up to
    /// 200 items around the visible ones, and none for an item beyond.
    static var nearRows: Int { 256 }
    /// How many new items far from the rows on screen a step adds at most: each costs its key
    /// only (GTK builds no row for it), so a step stays within a turn's budget.
    static var farStep: Int { 8_192 }
    /// How long a turn keeps adding steps: half a frame.
    public var turnBudget: Duration = .milliseconds(8)
    private lazy var coalescer = IdleCoalescer { [weak self] in self?.flush() }

    /// `makeRow` builds the content for an item's kind (`kind`, one kind by default); `diff`
    /// compares two snapshots (a list in sections diffs its sections first).
    public init(
        list: ListView, kind: @escaping (Item) -> AnyHashable = { _ in 0 },
        diff: @escaping ([Item], [Item]) -> ListDiff = { ListDiff.betweenUnique($0, $1) },
        makeRow: @escaping (Item) -> RowView<Item>
    ) {
        self.list = list
        self.kind = kind
        self.diff = diff
        self.makeRow = makeRow
        list.onBind = { [unowned self] row in self.bind(row) }
        list.onTeardown = { [unowned self] row in self.contents[row] = nil }
        list.canFocusRow = { [weak self] position in
            guard let self, items.indices.contains(position) else { return false }
            return isSelectable(items[position])
        }
    }

    isolated deinit {
        list.onBind = nil
        list.onTeardown = nil
    }

    /// Calls `handler` with the item whose row a person activated.
    public func onItemActivated(_ handler: @escaping (Item) -> Void) {
        list.onRowActivated { [weak self] position in
            guard let self, self.items.indices.contains(position) else { return }
            handler(self.items[position])
        }
    }

    /// Highlights the row of the item with `item`'s identity (its content may have changed
    /// since); nil, or an item not listed, clears the highlight.
    public func select(_ item: Item?) {
        let position = item.flatMap { item in items.firstIndex { $0.diffIdentifier == item.diffIdentifier } }
        selectionWanted = position == nil && remaining != nil ? item?.diffIdentifier : nil
        list.selectRow(at: position)
    }

    /// Whether every item of the last snapshot has its place in the list's model.
    public var isComplete: Bool { remaining == nil && pending == nil }

    /// Shows `snapshot` once the main loop is next idle; later snapshots in the same turn win.
    public func update(_ snapshot: [Item]) {
        pending = snapshot
        coalescer.schedule()
    }

    /// Shows `snapshot` now: all of it, or as many of its new items as fit in this turn's
    /// budget now and the rest on the next turns.
    /// `turnStarted` is when the main-loop turn began, if the caller did work in it first: the
    /// budget is the turn's, not the list's alone.
    public func apply(_ snapshot: [Item], turnStarted: ContinuousClock.Instant = .now) {
        let deduplicated = Deduplicated(snapshot)
        if !deduplicated.duplicates.isEmpty { onDuplicates?(deduplicated.duplicates) }
        apply(unrepeated: deduplicated.items, turnStarted: turnStarted)
    }

    /// Shows `snapshot`, in which no identity repeats (its maker saw to it), as `apply` does.
    func apply(unrepeated snapshot: [Item], turnStarted: ContinuousClock.Instant) {
        pending = nil
        show(snapshot, since: turnStarted)
    }

    /// Moves the model to `target`: at once but for its new items beyond the first step's,
    /// which come a step at a time while the turn's budget lasts, the rest on the next turns.
    /// The first step takes the new items at the places on screen as well, so what a person
    /// sees is whole in the first frame (a search given back over thousands of rows). One diff
    /// finds the new items and, the ones that wait left out, makes the change now.
    private func show(_ target: [Item], since started: ContinuousClock.Instant = .now) {
        let old = items
        let diff = diff(old, target)
        guard let first = firstStep(of: diff.inserts) else {
            remaining = nil
            change(from: old, to: target, by: diff)
            return insertRemaining(since: started)
        }
        // Loops, not maps and filters: a closure here would check the thread at each row.
        var later: [(place: Int, item: Item)] = []
        var held = Set<Int>(minimumCapacity: diff.inserts.count)
        for place in diff.inserts where !first.contains(place) {
            later.append((place, target[place]))
            held.insert(place)
        }
        var now: [Item] = []
        now.reserveCapacity(target.count - held.count)
        for place in target.indices where !held.contains(place) { now.append(target[place]) }
        remaining = later.isEmpty ? nil : later[...]
        change(from: old, to: now, by: diff.leavingOut(inserts: held))
        insertRemaining(since: started)
    }

    /// The places of the new items that go in at once, when some must wait: the first
    /// `insertionsPerStep`, and those at the places of the rows on screen (GTK builds a row for
    /// each). Nil when all go in at once.
    private func firstStep(of inserts: [Int]) -> Set<Int>? {
        guard inserts.count > Self.insertionsPerStep else { return nil }
        let onScreen = list.visibleRange.map { screen in inserts.filter(screen.contains) } ?? []
        return Set(inserts.prefix(Self.insertionsPerStep) + onScreen)
    }

    /// Inserts the snapshot's new items left, a step at a time while the turn's budget lasts, and
    /// schedules the rest. Each goes in at its place in the snapshot: every item before it there
    /// is in the list already, those it had and those inserted earlier, in order.
    private func insertRemaining(since started: ContinuousClock.Instant = .now) {
        let clock = ContinuousClock()
        var splicesMade = 0
        // Where the rows on screen are (at the top when none is), moved down as items go in above.
        var screen = list.visibleRange ?? 0...0
        while let left = remaining, clock.now - started < turnBudget {
            let step = nextStep(of: left, screen: screen)
            remaining = left.count > step.count ? left.dropFirst(step.count) : nil
            var above = 0
            for newcomer in step where newcomer.place <= screen.lowerBound + above { above += 1 }
            screen = screen.lowerBound + above...screen.upperBound + above
            var keys: [String] = []
            var places: [Int] = []
            keys.reserveCapacity(step.count)
            places.reserveCapacity(step.count)
            for newcomer in step {
                keys.append(newcomer.item.rowKey)
                places.append(newcomer.place)
            }
            model.insert(step)
            list.insert(keys, at: places)
            splicesMade += 1
        }
        if splicesMade > 0 { changed(splices: splicesMade) }
        if remaining != nil { coalescer.schedule() }
    }

    /// The next new items to insert from `left`: `insertionsPerStep` when the first is near the
    /// rows on screen, whose rows GTK builds at once; else every one up to the next near them
    /// (at most `farStep`), for which it builds none. A few at a time, those made a change of the
    /// model each, and a copy of the list's keys after the place of each: giving back a search
    /// over a long list kept the main thread at it for many turns, a turn's budget at a time.
    private func nextStep(of left: ArraySlice<(place: Int, item: Item)>, screen: ClosedRange<Int>) -> ArraySlice<(place: Int, item: Item)> {
        let near = max(0, screen.lowerBound - Self.nearRows)...(screen.upperBound + Self.nearRows)
        var end = left.startIndex
        while end < left.endIndex, end - left.startIndex < Self.farStep, !near.contains(left[end].place) { end += 1 }
        return end == left.startIndex ? left.prefix(Self.insertionsPerStep) : left[..<end]
    }

    /// Makes the model, which holds `old`, `new` by the fewest splices of `diff`, rebinding rows
    /// whose item changed.
    private func change(from old: [Item], to new: [Item], by diff: ListDiff) {
        model.replace(with: new)
        changing = (true, nil)
        defer { changing = (false, nil) }
        if !diff.updates.isEmpty {
            let updated = Set(diff.updates.map { old[$0].rowKey })
            list.boundRows.filter { $0.key.map(updated.contains) ?? false }.forEach(bind)
        }
        let splices = diff.splices(oldCount: old.count, newCount: new.count)
        list.keepingSelectionAndFocus { list.apply(splices, keys: new.rowKeys) }
        changed(splices: splices.count)
    }

    /// Counts the splices made and says the model changed; selects the row asked for once it is in.
    private func changed(splices: Int) {
        splicesApplied += splices
        onChanged?()
        if let wanted = selectionWanted, let position = items.firstIndex(where: { $0.diffIdentifier == wanted }) {
            selectionWanted = nil
            list.selectRow(at: position)
        }
    }

    private func flush() {
        if let pending {
            apply(pending)
        } else {
            insertRemaining()
        }
    }

    /// The item whose row has `key` at `position` in the list's model: the item there, found by
    /// its place, not in a table of every key, which an update of 50,000 rows made anew (a
    /// search's keystroke). A table is made only when GTK binds a row while a change is under way.
    private func item(forKey key: String, at position: Int) -> Item? {
        if let item = model.item(at: position), item.rowKey == key { return item }
        guard changing.isUnderWay else { return items.first { $0.rowKey == key } }
        if changing.byKey == nil {
            var byKey = [String: Item](minimumCapacity: items.count)
            for item in items { byKey[item.rowKey] = item }
            changing.byKey = byKey
        }
        return changing.byKey?[key]
    }

    /// Shows the row's item in it: the content it holds when that is of the item's kind,
    /// new content otherwise.
    private func bind(_ row: ListView.Row) {
        guard let key = row.key, let item = item(forKey: key, at: row.position) else { return }
        let kind = kind(item)
        let view: RowView<Item>
        if let held = contents[row], held.kind == kind {
            view = held.view
        } else {
            view = makeRow(item)
            contents[row] = (kind, view)
            row.setContent(view.content)
        }
        row.describe(
            accessibleLabel: view.bind(item), isExpanded: view.isExpanded(item), isActivatable: isActivatable(item),
            isSelectable: isSelectable(item))
    }
}
