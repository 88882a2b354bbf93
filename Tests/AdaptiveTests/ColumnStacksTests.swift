import Adaptive
import TestFixtures
import XCTest

/// What collapsing and separating do to a split view's stacks: every arrangement to every
/// other, both styles, with and without the user pushing and popping in between.
final class ColumnStacksTests: XCTestCase {
    typealias Stacks = ColumnStacks<String>

    let triple = Stacks(primary: ["photographers"], supplementary: ["photos"], secondary: ["photo"])

    func testEachArrangementShowsTheStacksMergedInOrder() {
        XCTAssertEqual(triple.shown(in: .threeColumns), [["photographers"], ["photos"], ["photo"]])
        XCTAssertEqual(triple.shown(in: .twoColumns), [["photographers", "photos"], ["photo"]])
        XCTAssertEqual(triple.shown(in: .collapsed), [["photographers", "photos", "photo"]])
        var left = triple
        left.secondaryMerged = false
        XCTAssertEqual(left.shown(in: .collapsed), [["photographers", "photos"]], "a secondary with nothing to show is left out")
        XCTAssertEqual(left.shown(in: .twoColumns), [["photographers", "photos"], ["photo"]], "and back in its column")
    }

    /// Any stacks, shown in any arrangement and read back unchanged, then shown in any other:
    /// nothing is lost, nothing moves column, the order is kept.
    func testEveryArrangementToEveryOtherKeepsTheStacks() {
        var random = SeededGenerator("column stacks")
        for _ in 0..<500 {
            for style in [ColumnStyle.doubleColumn, .tripleColumn] {
                let stacks = Self.randomStacks(style: style, using: &random)
                for from in Self.arrangements(style) {
                    let read = Stacks(reading: stacks.shown(in: from), in: from, style: style, previous: stacks)
                    XCTAssertEqual(read, stacks, "\(stacks) read back from \(from)")
                    for to in Self.arrangements(style) {
                        XCTAssertEqual(
                            read.shown(in: to).flatMap { $0 }, stacks.primary + stacks.supplementary + stacks.secondary,
                            "\(stacks) from \(from) to \(to)")
                    }
                }
            }
        }
    }

    func testPushesOnAMergedStackAreTheSupplementarysInThreeColumnsAndThePrimarysInTwo() {
        let start = Stacks(primary: ["photographers"], secondary: ["photo"])
        let pushed = [["photographers", "photos of Ann"], ["photo"]]
        let triple = Stacks(reading: pushed, in: .twoColumns, style: .tripleColumn, previous: start)
        XCTAssertEqual(triple.shown(in: .threeColumns), [["photographers"], ["photos of Ann"], ["photo"]])
        let double = Stacks(reading: pushed, in: .twoColumns, style: .doubleColumn, previous: start)
        XCTAssertEqual(double.primary, ["photographers", "photos of Ann"])
        XCTAssertEqual(double.supplementary, [])
    }

    func testAnotherChoiceCollapsedReplacesTheSupplementary() {
        let collapsed = [["photographers", "photos of Bo"]]
        let read = Stacks(reading: collapsed, in: .collapsed, style: .tripleColumn, previous: triple)
        XCTAssertEqual(read.shown(in: .threeColumns), [["photographers"], ["photos of Bo"], ["photo"]])
        XCTAssertFalse(read.secondaryMerged, "the photo was popped")
    }

    func testASecondaryPoppedOffTheCollapsedStackStartsAgainFromItsRoot() {
        let previous = Stacks(primary: ["list"], secondary: ["detail root", "detail 2"])
        let popped = Stacks(reading: [["list"]], in: .collapsed, style: .doubleColumn, previous: previous)
        XCTAssertEqual(popped.secondary, ["detail root"])
        XCTAssertFalse(popped.secondaryMerged)
        XCTAssertEqual(popped.shown(in: .twoColumns), [["list"], ["detail root"]])
        let partly = Stacks(reading: [["list", "detail root"]], in: .collapsed, style: .doubleColumn, previous: previous)
        XCTAssertEqual(partly.secondary, ["detail root"], "what is left of the secondary stays")
        XCTAssertTrue(partly.secondaryMerged)
        let deeper = Stacks(reading: [["list", "detail 2", "more"]], in: .collapsed, style: .doubleColumn, previous: previous)
        XCTAssertEqual(deeper.secondary, ["detail 2", "more"], "pushes over the secondary are the secondary's")
    }

    func testASecondaryLeftOutWhenCollapsingKeepsItsStack() {
        var previous = Stacks(primary: ["list"], secondary: ["detail root", "detail 2"])
        previous.secondaryMerged = false // the delegate discarded it
        let read = Stacks(reading: [["list", "pushed"]], in: .collapsed, style: .doubleColumn, previous: previous)
        XCTAssertEqual(read.secondary, ["detail root", "detail 2"])
        XCTAssertEqual(read.shown(in: .twoColumns), [["list", "pushed"], ["detail root", "detail 2"]])
    }

    func testPoppingBelowTheSupplementaryInTwoColumnsEmptiesIt() {
        let read = Stacks(reading: [["photographers"], ["photo"]], in: .twoColumns, style: .tripleColumn, previous: triple)
        XCTAssertEqual(read.shown(in: .threeColumns), [["photographers"], [], ["photo"]])
    }

    func testAPrimaryReplacedWhileMergedKeepsItsRoot() {
        let read = Stacks(reading: [["other root", "photos"], ["photo"]], in: .twoColumns, style: .tripleColumn, previous: triple)
        XCTAssertEqual(read.primary, ["other root"], "the root is the primary's even when it is new")
        XCTAssertEqual(read.supplementary, ["photos"])
    }

    func testThreeColumnsAreReadAsTheyStand() {
        let shown = [["photographers", "recents"], ["photos"], ["photo", "more"]]
        let read = Stacks(reading: shown, in: .threeColumns, style: .tripleColumn, previous: triple)
        XCTAssertEqual(read.shown(in: .threeColumns), shown)
        XCTAssertEqual(read.shown(in: .collapsed), [["photographers", "recents", "photos", "photo", "more"]])
    }

    private static func arrangements(_ style: ColumnStyle) -> [ColumnArrangement] {
        style == .tripleColumn ? ColumnArrangement.allCases : [.collapsed, .twoColumns]
    }

    /// Stacks of distinct names; a double-column split view's supplementary is empty.
    private static func randomStacks(style: ColumnStyle, using random: inout SeededGenerator) -> Stacks {
        func stack(_ column: String, _ counts: ClosedRange<Int>) -> [String] {
            (0..<Int.random(in: counts, using: &random)).map { "\(column)\($0)" }
        }
        return Stacks(
            primary: stack("p", 1...3), supplementary: style == .tripleColumn ? stack("s", 0...3) : [],
            secondary: stack("d", 1...3))
    }
}
