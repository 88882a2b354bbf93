import CGtk
import ListDiff
import TestSupport
import XCTest

@testable import GtkKit

/// The adapter of a list in sections against a real GtkListView in a window 300 × 400 pixels:
/// section controllers, headers, the empty view and the working range.
final class SectionedListAdapterTests: GtkTestCase {
    /// A section object: a group of named items.
    fileprivate struct Group: Diffable, Equatable {
        let id: Int
        var items: [String]
        var title: String? = nil
        /// Items shown with a star.
        var starred: Set<String> = []
        var diffIdentifier: Int { id }
    }

    /// A row: an item's name, or (when the section is expanded) a line of detail under the first.
    fileprivate enum Line: Diffable, Equatable {
        case item(String, starred: Bool)
        case detail(Int)
        var diffIdentifier: String {
            switch self {
            case .item(let name, _): "item:\(name)"
            case .detail(let group): "detail:\(group)"
            }
        }
    }

    /// Shows a group: a header when it has a title, its items, and a detail row when expanded.
    fileprivate final class GroupController: ListBindingSectionController<Group, Line> {
        var expanded = false { didSet { update() } }
        var selected: [Line] = []
        var entered = 0, exited = 0
        /// How many times the controller was asked for its view models.
        var asked = 0
        /// How many times it was asked the kind of a row.
        var kindsAsked = 0
        let test: SectionedListAdapterTests

        init(test: SectionedListAdapterTests) { self.test = test }

        override var header: String? { object?.title }

        override func viewModels(for group: Group) -> [Line] {
            asked += 1
            return group.items.map { Line.item($0, starred: group.starred.contains($0)) } + (expanded ? [.detail(group.id)] : [])
        }

        override func kind(of line: Line) -> AnyHashable {
            kindsAsked += 1
            return if case .detail = line { "detail" } else { "item" }
        }

        override func makeRow(forKind kind: AnyHashable) -> RowView<Line> {
            test.madeKinds.append(kind)
            return RowView.text { [unowned self] line in
                let text =
                    switch line {
                    case .item(let name, let starred): starred ? name + "*" : name
                    case .detail(let id): "Detail of \(id)"
                    }
                test.bound.append(text)
                return text
            }
        }

        override func didSelect(_ line: Line) { selected.append(line) }
        override func willEnterWorkingRange() { entered += 1 }
        override func didExitWorkingRange() { exited += 1 }
    }

    fileprivate final class Source: SectionedListDataSource {
        var groups: [Group] = []
        var controllers: [Int: GroupController] = [:]
        let empty = Label("Nothing here")
        unowned let test: SectionedListAdapterTests

        init(test: SectionedListAdapterTests) { self.test = test }

        func objects(for adapter: SectionedListAdapter) -> [any Diffable] { groups }

        func sectionController(for object: any Diffable) -> ListSectionController {
            let controller = GroupController(test: test)
            controllers[(object as! Group).id] = controller
            return controller
        }

        func emptyView(for adapter: SectionedListAdapter) -> Widget? { empty }
    }

    private var list: ListView!
    private var adapter: SectionedListAdapter!
    private var source: Source!
    /// The kinds of row content made, in turn.
    fileprivate var madeKinds: [AnyHashable] = []
    /// The rows bound, in turn.
    fileprivate var bound: [String] = []

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            list = ListView(accessibleLabel: "Groups")
            adapter = SectionedListAdapter(list: list)
            source = Source(test: self)
            adapter.dataSource = source
            let window = Window(application: try application())
            window.defaultSize = (300, 400)
            window.setChild(adapter.view)
            window.present()
            self.window = window
        }
    }

    private func show(_ groups: [Group]) throws {
        source.groups = groups
        adapter.performUpdates()
        try waitUntil("the rows are in the list", timeout: Self.longListTimeout) { self.adapter.isComplete }
        try waitUntilDrawn()
    }

    private func text(_ position: Int) -> String? {
        guard let row = list.rowWidget(at: position), let label = gtk_widget_get_first_child(row) else { return nil }
        return String(cString: gtk_label_get_text(OpaquePointer(label)))
    }

    private var texts: [String?] { (0..<list.count).map(text) }

    nonisolated func testSectionsListTheirHeadersAndRowsInOrder() throws {
        try onMain {
            try show([Group(id: 1, items: ["a", "b"], title: "First"), Group(id: 2, items: ["c"])])
            XCTAssertEqual(texts, ["First", "a", "b", "c"])
            XCTAssertEqual(adapter.sectionControllers.count, 2)
        }
    }

    /// A section narrowed (items left out, in order) needs no check for repeats; one that comes
    /// back with an item twice lists it once, wherever the narrowing was.
    nonisolated func testASectionNarrowedListsItsItemsOnceAndARepeatIsLeftOut() throws {
        try onMain {
            try show([Group(id: 1, items: ["a", "b", "c", "d"])])
            try show([Group(id: 1, items: ["a", "c"])])
            XCTAssertEqual(texts, ["a", "c"])
            try show([Group(id: 1, items: ["a", "b", "c", "d"])])
            XCTAssertEqual(texts, ["a", "b", "c", "d"])
            try show([Group(id: 1, items: ["a", "a", "c"])])
            XCTAssertEqual(texts, ["a", "c"])
            try show([Group(id: 1, items: ["c", "a"])])
            XCTAssertEqual(texts, ["c", "a"])
        }
    }

    /// A header is read as a heading, by its title (the row around it has no name of its own,
    /// so it is not read as a list item), and a click on it neither selects nor activates
    /// anything; a click on a row does both.
    nonisolated func testAHeaderIsAHeadingThatCannotBeActivatedOrSelected() throws {
        try onMain {
            try show([Group(id: 1, items: ["a"], title: "First")])
            let header = try XCTUnwrap(list.rowWidget(at: 0))
            let title = try XCTUnwrap(gtk_widget_get_first_child(header))
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(title)), GTK_ACCESSIBLE_ROLE_HEADING)
            XCTAssertNotEqual(pm_accessible_label_is(title, "First"), 0, "the heading is named by its title")
            XCTAssertNotEqual(pm_accessible_label_is(header, ""), 0, "the row around it is not named")
            try click(header, in: window!)
            XCTAssertNil(list.selectedIndex, "a header is not selected")
            XCTAssertEqual(source.controllers[1]?.selected, [], "nor activated")
            try click(try XCTUnwrap(list.rowWidget(at: 1)), in: window!)
            XCTAssertEqual(list.selectedIndex, 1)
            XCTAssertEqual(source.controllers[1]?.selected, [.item("a", starred: false)])
        }
    }

    /// The expansion lives in the section's controller: an update that moves the section and
    /// changes its object keeps the controller, and with it the expansion.
    nonisolated func testAnExpansionSurvivesAnUpdateThatMovesItsSection() throws {
        try onMain {
            try show([Group(id: 1, items: ["a"]), Group(id: 2, items: ["b"]), Group(id: 3, items: ["c"])])
            let second = try XCTUnwrap(source.controllers[2])
            second.expanded = true
            try waitUntil("the detail row is in") { self.list.count == 4 }
            try waitUntilDrawn()
            XCTAssertEqual(texts, ["a", "b", "Detail of 2", "c"])
            XCTAssertEqual(madeKinds.last, "detail", "the detail row's content is made for its kind")
            try show([Group(id: 2, items: ["b", "b2"]), Group(id: 3, items: ["c"]), Group(id: 1, items: ["a"])])
            XCTAssertTrue(source.controllers[2] === second, "the same controller")
            XCTAssertTrue(second.expanded)
            XCTAssertEqual(texts, ["b", "b2", "Detail of 2", "c", "a"])
        }
    }

    /// A changed object rebinds only the rows whose view model changed, in place; a section
    /// whose object is the same is not asked for its rows again.
    nonisolated func testOnlyTheRowsThatChangedAreRebound() throws {
        try onMain {
            try show([Group(id: 1, items: ["a", "b"]), Group(id: 2, items: ["c", "d"])])
            let (rowCount, asked) = (list.count, source.controllers[2]!.asked)
            bound = []
            try show([Group(id: 1, items: ["a", "b"], starred: ["b"]), Group(id: 2, items: ["c", "d"])])
            XCTAssertEqual(texts, ["a", "b*", "c", "d"])
            XCTAssertEqual(bound, ["b*"], "only the changed row is bound again")
            XCTAssertEqual(list.count, rowCount)
            XCTAssertEqual(source.controllers[2]!.asked, asked, "the unchanged section is not asked again")
        }
    }

    /// A section listing an item twice shows it once, where it first comes.
    nonisolated func testARepeatedRowIsListedOnce() throws {
        try onMain {
            try show([Group(id: 1, items: ["a", "b", "a", "c", "b"])])
            XCTAssertEqual(texts, ["a", "b", "c"])
        }
    }

    /// The kind of a row is asked when GTK builds the row, not of every row at every update:
    /// a section of thousands asks it of the rows near the view.
    nonisolated func testTheKindIsAskedOnlyOfTheRowsBuilt() throws {
        try onMain {
            try show([Group(id: 1, items: (0..<3_000).map { "item \($0)" })])
            let controller = try XCTUnwrap(source.controllers[1])
            XCTAssertEqual(list.count, 3_000)
            XCTAssertGreaterThan(controller.kindsAsked, 0)
            XCTAssertLessThan(bound.count, 1_000, "GTK built the rows near the view")
            XCTAssertLessThanOrEqual(controller.kindsAsked, 2 * bound.count, "once to make a row's content, once to bind it")
        }
    }

    /// A section that leaves the list goes, with its controller and what it showed.
    nonisolated func testASectionThatLeavesIsFreed() throws {
        try onMain {
            try show([Group(id: 1, items: ["a"]), Group(id: 2, items: ["b"])])
            weak let leaving = source.controllers.removeValue(forKey: 2)
            XCTAssertNotNil(leaving, "listed")
            try show([Group(id: 1, items: ["a"])])
            XCTAssertNil(leaving, "freed once it is no longer listed")
        }
    }

    nonisolated func testTheEmptyViewStandsInWhileNoSectionHasARow() throws {
        try onMain {
            try show([Group(id: 1, items: [], title: "Nothing yet")])
            XCTAssertEqual(adapter.view.visibleChildName, "empty", "a header alone is no row")
            XCTAssertTrue(source.empty.isMapped)
            try show([Group(id: 1, items: ["a"], title: "Something")])
            XCTAssertEqual(adapter.view.visibleChildName, "list", "the first row takes the empty view away")
            try show([])
            XCTAssertEqual(adapter.view.visibleChildName, "empty")
        }
    }

    /// 1,000 one-row sections, 10 rows on screen, a working range of 5: the sections near the
    /// top are told they came within range; a jump to the end tells them they left, and tells
    /// the ones near the end they came, not the ones passed over (but for a screenful GTK may
    /// show on its way, which is told it left again).
    nonisolated func testTheWorkingRangeFollowsTheRowsOnScreen() throws {
        try onMain {
            adapter.workingRange = 5
            try show((0..<1000).map { Group(id: $0, items: ["Item \($0)"]) })
            try waitUntil("the first sections are in range") { (self.source.controllers[0]?.entered ?? 0) == 1 }
            let entered = { (0..<1000).filter { (self.source.controllers[$0]?.entered ?? 0) > 0 } }
            let first = entered()
            XCTAssertEqual(first.first, 0)
            XCTAssertLessThan(first.count, 40, "only the rows on screen and 5 each way")
            XCTAssertEqual(first, Array(0...first.last!), "in one run")

            let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(list.pointer)))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            try waitUntil("the last section comes in range") { (self.source.controllers[999]?.entered ?? 0) == 1 }
            try waitUntil("the first sections leave it") { first.allSatisfy { self.source.controllers[$0]?.exited == 1 } }
            let passedOver = (first.last! + 1..<900).filter { (source.controllers[$0]?.entered ?? 0) > 0 }
            XCTAssertLessThan(passedOver.count, 40, "of the ones passed over, at most a screenful GTK showed on the way came in range")
            XCTAssertTrue(
                passedOver.allSatisfy { source.controllers[$0]?.exited == source.controllers[$0]?.entered },
                "and those left it again")
        }
    }

    /// The end is announced when the rows on screen come near it, again when rows came while
    /// they stayed near (a page that did not fill the screen), and not while nothing changes.
    nonisolated func testTheEndIsAnnouncedWhenTheRowsOnScreenComeNearIt() throws {
        try onMain {
            adapter.workingRange = 5
            var announced = 0
            adapter.onNearEnd = { announced += 1 }
            try show((0..<200).map { Group(id: $0, items: ["Item \($0)"]) })
            try waitUntil("the working range is current") { self.adapter.workingRangeIsCurrent }
            XCTAssertEqual(announced, 0, "far from the end")

            let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(list.pointer)))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            try waitUntil("scrolled to the end, it is announced") { announced == 1 }
            try show((0..<200).map { Group(id: $0, items: ["Item \($0)"]) })
            try waitUntil("the working range is current") { self.adapter.workingRangeIsCurrent }
            XCTAssertEqual(announced, 1, "no new rows: once")
            try show((0..<202).map { Group(id: $0, items: ["Item \($0)"]) })
            try waitUntil("rows came while near: again") { announced == 2 }

            gtk_adjustment_set_value(adjustment, 0)
            try waitUntil("back at the top") { self.adapter.workingRangeIsCurrent && self.list.visibleRange?.lowerBound == 0 }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            try waitUntil("near it again: again") { announced == 3 }
        }
    }
}

/// The rows on screen are one run of positions; a row GTK leaves where it was is not among them.
final class VisibleRangeTests: XCTestCase {
    func testTheLongestRunOfPositionsIsTheOneOnScreen() {
        XCTAssertNil(ListView.longestRun(of: []))
        XCTAssertEqual(ListView.longestRun(of: [4]), 4...4)
        XCTAssertEqual(ListView.longestRun(of: [0, 795, 796, 797, 798]), 795...798)
        XCTAssertEqual(ListView.longestRun(of: [12, 10, 11, 3]), 10...12, "in any order")
    }

    /// A jump is a move that keeps none of the rows on screen: GTK 4.8's way from the top to the
    /// end shows the middle for a frame (0...9, then 205...212, then 391...399).
    func testAJumpKeepsNoneOfTheRowsOnScreen() {
        XCTAssertTrue(SectionedListAdapter.isJump(from: 0...9, to: 205...212))
        XCTAssertTrue(SectionedListAdapter.isJump(from: 205...212, to: 391...399))
        XCTAssertFalse(SectionedListAdapter.isJump(from: 0...9, to: 4...13), "a scroll by less than a screenful")
        XCTAssertFalse(SectionedListAdapter.isJump(from: 391...399, to: 391...399), "at rest")
        XCTAssertFalse(SectionedListAdapter.isJump(from: nil, to: 0...9), "the first rows shown")
    }
}
