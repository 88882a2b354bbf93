import Adaptive
import AdaptiveGtk
import GtkKit
import TestSupport
import XCTest

/// A controller that saves a number, and records when it is decoded and told restoration ended.
private final class CountingController: ViewController {
    let log: EventLog
    var number = 0

    init(_ name: String, identifier: String?, log: EventLog) {
        self.log = log
        super.init(title: name)
        restorationIdentifier = identifier
    }

    override func encodeRestorableState(with state: inout RestorableState) { state.encode(number, forKey: "number") }

    override func decodeRestorableState(with state: RestorableState) {
        number = state.int(forKey: "number") ?? -1
        log.events.append("\(title).decode")
    }

    override func applicationFinishedRestoringState() { log.events.append("\(title).finished") }
}

/// Saving and restoring a tree of controllers, and the containers' own state.
final class StateRestorationTests: GtkTestCase {
    private let log = EventLog()

    private func controller(_ name: String, _ identifier: String?, number: Int = 0) -> CountingController {
        let controller = CountingController(name, identifier: identifier, log: log)
        controller.number = number
        return controller
    }

    nonisolated func testEveryControllerWithAnIdentifierSavesItselfUnderIt() {
        onMain {
            let root = controller("Root", "root", number: 1)
            let child = controller("Child", "child", number: 2)
            let anonymous = controller("Anonymous", nil, number: 3)
            let grandchild = controller("Grandchild", "grandchild", number: 4)
            let twin = controller("Twin", "child", number: 5)
            root.addChild(child)
            root.addChild(anonymous)
            anonymous.addChild(grandchild)
            anonymous.addChild(twin)
            let archive = StateRestoration.encode(root)
            XCTAssertEqual(Set(archive.states.keys), ["root", "child", "grandchild"], "a controller without an identifier saves nothing; its children do")
            XCTAssertEqual(archive["child"]?.int(forKey: "number"), 2, "of two with one identifier, the first met is kept")
            XCTAssertEqual(archive["grandchild"]?.int(forKey: "number"), 4)
        }
    }

    nonisolated func testRestoringDecodesEachControllerOnceAsItComesThenFinishesAll() {
        onMain {
            var archive = RestorationArchive()
            for (identifier, number) in [("root", 10), ("early", 20), ("late", 30), ("gone", 40)] {
                var state = RestorableState()
                state.encode(number, forKey: "number")
                archive[identifier] = state
            }
            let root = controller("Root", "root")
            let early = controller("Early", "early")
            let other = controller("Other", "other")
            root.addChild(early)
            root.addChild(other)
            let restoration = StateRestoration(archive: archive)
            restoration.decode(in: root)
            XCTAssertEqual(log.take(), ["Root.decode", "Early.decode"], "parents first; nothing saved, nothing decoded")
            XCTAssertEqual([root.number, early.number, other.number], [10, 20, 0])

            restoration.decode(in: root)
            XCTAssertEqual(log.take(), [], "each once")
            let late = controller("Late", "late")
            early.addChild(late)
            restoration.finish(in: root)
            XCTAssertEqual(
                log.take(), ["Late.decode", "Root.finished", "Early.finished", "Late.finished"],
                "what the app made since is decoded, then every decoded controller hears the end, once")
            XCTAssertEqual(late.number, 30)
            XCTAssertTrue(restoration.isFinished)

            early.addChild(controller("Gone", "gone"))
            restoration.decode(in: root)
            restoration.finish(in: root)
            XCTAssertEqual(log.take(), [], "nothing after the end")
        }
    }

    nonisolated func testTabsComeBackOnTheSavedTabEvenIfNavigationSelectedAnother() {
        onMain {
            let first = ViewController(title: "First")
            let second = ViewController(title: "Second")
            let tabs = TabController(tabs: [first, second])
            tabs.restorationIdentifier = "tabs"
            tabs.select(1)
            let archive = StateRestoration.encode(tabs)
            XCTAssertEqual(archive["tabs"]?.int(forKey: "selected"), 1)

            let restored = TabController(tabs: [ViewController(), ViewController()])
            restored.restorationIdentifier = "tabs"
            let restoration = StateRestoration(archive: archive)
            restoration.decode(in: restored)
            XCTAssertEqual(restored.selectedIndex, 1, "decoded before the first frame")
            restored.select(0) // the app navigating to a screen of the first tab
            restoration.finish(in: restored)
            XCTAssertEqual(restored.selectedIndex, 1, "the saved tab once restoration ends")
            restored.select(0)
            XCTAssertEqual(restored.selectedIndex, 0, "and the user's choice after")
        }
    }

    nonisolated func testASplitViewSavesItsDraggedWidthsAndDisplayMode() {
        onMain {
            let split = SplitViewController(
                primary: NavigationController(root: ViewController()), supplementaryPlaceholder: ViewController(), secondary: ViewController())
            split.restorationIdentifier = "split"
            split.primaryColumnWidth.userWidth = 310
            split.preferredDisplayMode = .twoDisplaceSecondary
            let archive = StateRestoration.encode(split)

            let restored = SplitViewController(
                primary: NavigationController(root: ViewController()), supplementaryPlaceholder: ViewController(), secondary: ViewController())
            restored.restorationIdentifier = "split"
            restored.supplementaryColumnWidth.userWidth = 999
            StateRestoration(archive: archive).decode(in: restored)
            XCTAssertEqual(restored.primaryColumnWidth.userWidth, 310)
            XCTAssertNil(restored.supplementaryColumnWidth.userWidth, "not dragged when saved: follows the window again")
            XCTAssertEqual(restored.preferredDisplayMode, .twoDisplaceSecondary)
        }
    }
}
