import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

/// The hooks controllers use to follow their environment: trait registrations, each column's
/// own traits, the transition coordinator, and a popover that adapts to its column.
final class TraitHooksTests: GtkTestCase {
    private let log = EventLog()
    private var frame = 0

    private func show(_ split: SplitViewController, width: Int, content: Widget? = nil) throws {
        window = try showInWindow(split, content: content, width: width)
        try waitUntil("the split view has its size") { split.traitHost.size != nil }
        frame = width - split.traitHost.size!.width
        try waitUntilDrawn()
    }

    private func resize(_ split: SplitViewController, to width: Int) throws {
        window!.defaultSize = (width + frame, 600)
        try waitUntil("the split view is \(width) px wide") { split.traitHost.size?.width == width && !split.traitHost.hasWorkAfterLayout }
        try waitUntilDrawn()
    }

    nonisolated func testARegisteredHandlerRunsOnlyWhenItsTraitChanges() {
        onMain {
            let controller = ViewController()
            var traits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
            controller.setTraitCollection(traits)
            var sizeClassChanges: [SizeClass?] = []
            var textChanges = 0
            let registration = controller.registerForTraitChanges([.horizontalSizeClass]) { _, previous in
                sizeClassChanges.append(previous?.horizontalSizeClass)
            }
            controller.registerForTraitChanges([.textScale, .interfaceStyle]) { _, _ in textChanges += 1 }
            traits.verticalSizeClass = .compact
            controller.setTraitCollection(traits)
            XCTAssertEqual(sizeClassChanges, [], "another trait changed")
            XCTAssertEqual(textChanges, 0)
            traits.horizontalSizeClass = .compact
            controller.setTraitCollection(traits)
            controller.setTraitCollection(traits)
            XCTAssertEqual(sizeClassChanges, [.regular], "once, with the traits before")
            traits.textScale = 1.5
            traits.interfaceStyle = .dark
            controller.setTraitCollection(traits)
            XCTAssertEqual(textChanges, 1, "once for a change of both its traits")
            controller.unregisterForTraitChanges(registration)
            traits.horizontalSizeClass = .regular
            controller.setTraitCollection(traits)
            XCTAssertEqual(sizeClassChanges, [.regular], "not after unregistering")
        }
    }

    /// In two columns the secondary's class is its column's: compact in a medium window whose
    /// own class is regular; a resize within a class changes nothing.
    nonisolated func testTheSecondarysWidthClassIsItsColumns() throws {
        try onMain {
            let detail = RecordingController("Detail", log: log)
            let split = SplitViewController(primary: NavigationController(root: RecordingController("List", log: log)), secondary: detail)
            try show(split, width: 1000)
            var changes: [SizeClass?] = []
            detail.registerForTraitChanges([.horizontalSizeClass]) { controller, _ in changes.append(controller.traitCollection?.horizontalSizeClass) }
            XCTAssertEqual(detail.traitCollection?.horizontalSizeClass, .regular, "a 679 px column")
            try resize(split, to: 980)
            XCTAssertEqual(changes, [], "still regular")
            try resize(split, to: 760)
            XCTAssertEqual(split.traitHost.traitCollection?.horizontalSizeClass, .regular, "the window is regular")
            XCTAssertEqual(changes, [.compact], "its 499 px column is compact")
            try resize(split, to: 920)
            XCTAssertEqual(changes, [.compact], "a 625 px column is inside the dead band: it stays compact")
            try resize(split, to: 1000)
            XCTAssertEqual(changes, [.compact, .regular])
            try resize(split, to: 480)
            XCTAssertEqual(changes, [.compact, .regular, .compact], "collapsed, the window's class")
            XCTAssertEqual(
                detail.widthClassChanges, ["none→regular", "regular→compact", "compact→regular", "regular→compact"],
                "traitCollectionDidChange itself, with the traits before each change")
        }
    }

    /// A controller that records its layout callbacks, with its view's width at each.
    private final class LayingOutController: ViewController {
        let label = Label("Text")
        var events: [String] = []
        override func loadView() -> Widget { label }
        override func viewWillLayoutSubviews() { events.append("will \(layoutSize!.width), content at \(label.width)") }
        override func viewDidLayoutSubviews() { events.append("did, content at \(label.width)") }
    }

    /// The layout callbacks come from the controller's own allocation, once per new size:
    /// before its content is laid out at it, and after.
    nonisolated func testLayoutCallbacksComeOncePerNewSizeAroundTheContentsLayout() throws {
        try onMain {
            let detail = LayingOutController()
            let split = SplitViewController(primary: NavigationController(root: ViewController()), secondary: detail)
            try show(split, width: 1000)
            XCTAssertEqual(detail.events.last, "did, content at 679")
            detail.events = []
            try resize(split, to: 980)
            XCTAssertEqual(detail.events, ["will 665, content at 679", "did, content at 665"])
            detail.events = []
            detail.label.text = "Other text, laid out again at the same size"
            try waitUntilDrawn()
            XCTAssertGreaterThan(detail.label.width, 0)
            XCTAssertEqual(detail.events, [], "laid out again at the same size: no callbacks")
            split.toggleDisplayMode()
            try waitUntilDrawn()
            XCTAssertEqual(detail.events, ["will 980, content at 665", "did, content at 980"], "the sidebar hidden: a new size")
        }
    }

    /// A controller that records what its coordinator runs, and when.
    private final class CoordinatedController: ViewController {
        var events: [String] = []
        weak var split: SplitViewController?
        override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
            events.append("will \(size.width)")
            coordinator.animate(
                alongsideTransition: { [unowned self] in
                    events.append("alongside \(split.map { "\($0.arrangement)" } ?? "")")
                },
                completion: { [unowned self] in
                    events.append("done, laid out: \(view.width == size.width)")
                })
        }
    }

    nonisolated func testTheCoordinatorRunsAlongsideEachChangeAndAfterIt() throws {
        try onMain {
            let detail = CoordinatedController()
            let split = SplitViewController(
                primary: NavigationController(root: ViewController()),
                supplementaryPlaceholder: ViewController(), secondary: detail)
            detail.split = split
            try show(split, width: 1300)
            detail.events = []
            try resize(split, to: 900)
            XCTAssertEqual(detail.events.count, 3, "\(detail.events)")
            XCTAssertEqual(detail.events.first, "will \(900 - split.sideColumnWidths.primary - 1)")
            XCTAssertEqual(
                Array(detail.events.dropFirst()), ["alongside twoColumns", "done, laid out: true"],
                "alongside with the columns changed, then once laid out")
            detail.events = []
            try resize(split, to: 480)
            XCTAssertEqual(Array(detail.events.dropFirst()), ["alongside collapsed", "done, laid out: true"])
            detail.events = []
            split.toggleDisplayMode() // collapsed: nothing to toggle, nothing changes
            try waitUntilDrawn()
            XCTAssertEqual(detail.events, [])
        }
    }

    /// In three columns a popover from a button over the (compact) photos column is a sheet,
    /// while one from over the (regular) secondary stays a popover; each follows its column.
    nonisolated func testAPresentationAdaptsToTheColumnItComesFrom() throws {
        try onMain {
            let detail = RecordingController("Detail", log: log)
            let middle = RecordingController("Middle", log: log)
            let split = SplitViewController(
                primary: NavigationController(root: RecordingController("List", log: log)),
                supplementaryPlaceholder: middle, secondary: detail)
            let host = PresentationHost(content: split.view, traitHost: split.traitHost)
            let anchor = Button(iconName: "dialog-information-symbolic", accessibleLabel: "Info")
            let header = HeaderBar()
            header.packEnd(anchor)
            window = try showInWindow(split, content: host.view, titlebar: header, width: 1400)
            try waitUntil("shown") { split.traitHost.size != nil && anchor.isMapped }
            frame = 1400 - split.traitHost.size!.width
            try resize(split, to: 1400)
            let fromMiddle = PresentationController(presenting: RecordingController("Info", log: log), from: anchor, in: host)
            fromMiddle.traitSource = middle
            XCTAssertEqual(fromMiddle.adaptiveStyle, .sheet, "the photos column is compact")
            fromMiddle.traitSource = detail
            XCTAssertEqual(fromMiddle.adaptiveStyle, .popover, "the secondary's column is regular")
            fromMiddle.traitSource = nil
            XCTAssertEqual(fromMiddle.adaptiveStyle, .popover, "the window is regular")
        }
    }
}
