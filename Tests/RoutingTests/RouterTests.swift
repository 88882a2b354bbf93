import Routing
import TestFixtures
import XCTest

/// The router on a fake hierarchy: window(split(tabs(stack(list), stack(recents)), detail)),
/// expanded, or the same collapsed with the detail on the list's stack.
final class RouterTests: MainActorTestCase {
    private var window: FakeScreen!
    private var router: Router!
    private var built: [String] = []

    nonisolated override func setUp() {
        onMain {
            window = Self.makeWindow(collapsed: false)
            router = Router { [unowned self] in self.window }
            built = []
        }
    }

    static func makeWindow(collapsed: Bool) -> FakeScreen {
        let list = FakeScreen("list", .stack, children: [FakeScreen("photographers")])
        let recents = FakeScreen("recents-stack", .stack, children: [FakeScreen("recents")])
        let tabs = FakeScreen("tabs", .tabs, children: [list, recents])
        let split = FakeScreen("split", .split, children: [tabs])
        if collapsed { list.add(FakeScreen("detail:none")) } else { split.add(FakeScreen("detail:none")) }
        return FakeScreen("window", .split, children: [split])
    }

    // MARK: Steps as an app would write them

    private func factory<Context>(_ name: @escaping (Context) -> String) -> ClosureFactory<FakeScreen, Context> {
        ClosureFactory { [unowned self] context in
            self.built.append(name(context))
            return FakeScreen(name(context))
        }
    }

    /// A screen the window has, found by name anywhere in it.
    private func existing<Context>(_ name: String) -> Step<Context> {
        Step(name, finder: ClassFinder<FakeScreen, Context>(options: .contained) { screen, _ in screen.name == name })
    }

    private var split: Step<String> { existing("split") }

    /// A photographer's photo list, pushed onto the photographers' stack.
    private var photographer: Step<String> {
        Step(
            "photographer", finder: ClassFinder<FakeScreen, String>(options: .contained) { $0.name == "photos:\($1)" },
            factory: factory { "photos:\($0)" }
        )
        .using(FakeActions.push)
        .from(existing("photographers"))
    }

    /// A photo, shown as the split's secondary, after its photographer's list ("ann/1" is
    /// photo 1 of ann).
    private var photo: Step<String> {
        Step(
            "photo", finder: ClassFinder<FakeScreen, String>(options: [.visible]) { $0.name == "detail:\($1)" },
            factory: factory { "detail:\($0)" }
        )
        .using(FakeActions.showSecondary)
        .from(split)
    }

    /// Runs a navigation that finishes at once and returns its result.
    private func go<Context>(_ step: Step<Context>, _ context: Context) -> RoutingResult {
        var result: RoutingResult?
        router.navigate(to: step, with: context, animated: false) { result = $0 }
        return try! XCTUnwrap(result, "the navigation finished at once")
    }

    private func name(_ result: RoutingResult) -> String? { (try? result.get()).map { ($0 as! FakeScreen).name } }

    // MARK: Found or built

    nonisolated func testAnOpenScreenIsFoundNotBuilt() {
        onMain {
            XCTAssertEqual(name(go(photographer, "ann")), "photos:ann")
            let first = window["photos:ann"]
            XCTAssertEqual(name(go(photographer, "ann")), "photos:ann")
            XCTAssertEqual(built, ["photos:ann"], "the second navigation found the open list")
            XCTAssertTrue(window["photos:ann"] === first)
        }
    }

    nonisolated func testAMissingScreenIsBuiltAfterTheLastOneThatExists() {
        onMain {
            XCTAssertEqual(name(go(photographer, "ann")), "photos:ann")
            XCTAssertEqual(window.log, ["push photos:ann"])
            XCTAssertTrue(window["photos:ann"]?.parent === window["list"])
        }
    }

    nonisolated func testAFoundScreenIsBroughtOnScreen() {
        onMain {
            _ = go(photographer, "ann")
            window["tabs"]!.selected = 1
            XCTAssertEqual(name(go(photographer, "ann")), "photos:ann")
            XCTAssertEqual(window["tabs"]!.selected, 0, "the tab holding the list was selected")
            XCTAssertEqual(built, ["photos:ann"])
        }
    }

    nonisolated func testAnIntermediateScreenIsUncoveredBeforeTheNextIsAttached() {
        onMain {
            _ = go(photographer, "ann")
            _ = go(photographer, "bob")
            XCTAssertEqual(window.log, ["push photos:ann", "pop to photographers", "push photos:bob"])
            XCTAssertNil(window["photos:ann"], "ann's list left the stack")
        }
    }

    // MARK: Actions

    nonisolated func testShowingASecondaryReplacesItInBothLayouts() {
        onMain {
            for collapsed in [false, true] {
                window = Self.makeWindow(collapsed: collapsed)
                XCTAssertEqual(name(go(photo, "7")), "detail:7", "collapsed: \(collapsed)")
                XCTAssertEqual(window.deepestVisible === window["detail:7"], true, "the photo is what the user sees")
                XCTAssertEqual(name(go(photo, "7")), "detail:7")
                XCTAssertEqual(built.filter { $0 == "detail:7" }.count, 1, "found the second time")
                built = []
            }
        }
    }

    nonisolated func testPresentingAttachesToTheCurrentScreen() {
        onMain {
            let popover = Step<String>("url", factory: factory { _ in "url" }).using(FakeActions.present).from(.current)
            XCTAssertEqual(name(go(popover, "")), "url")
            XCTAssertEqual(window.log, ["present url from detail:none"])
        }
    }

    nonisolated func testSelectingATabIsMakingItsScreenVisible() {
        onMain {
            XCTAssertEqual(name(go(existing("recents") as Step<Void>, ())), "recents")
            XCTAssertEqual(window.log, ["select recents-stack"])
        }
    }

    nonisolated func testReplacingTheRootIsAnActionOnTheWindow() {
        onMain {
            let replaceRoot = ClosureAction { screen, existing, _ in
                let window = existing as! FakeScreen
                window.children.forEach(window.remove)
                window.add(screen as! FakeScreen)
            }
            let catalogue = Step<Void>("catalogue", factory: ClosureFactory { _ in FakeScreen("catalogue") }).using(replaceRoot).from(.root)
            XCTAssertEqual(name(go(catalogue, ())), "catalogue")
            XCTAssertEqual(window.children.map(\.name), ["catalogue"])
        }
    }

    nonisolated func testAnActionThatFinishesLaterHoldsTheQueue() {
        onMain {
            let later = FakeActions.Later()
            let slow = Step<String>("slow", factory: factory { "slow:\($0)" }).using(later).from(.root)
            var results: [String?] = []
            router.navigate(to: slow, with: "1") { results.append(self.name($0)) }
            router.navigate(to: photographer, with: "ann") { results.append(self.name($0)) }
            XCTAssertTrue(router.isNavigating)
            XCTAssertEqual(results, [], "the second navigation waits for the first")
            XCTAssertEqual(built, ["slow:1"])
            later.release()
            XCTAssertEqual(results, ["slow:1", "photos:ann"])
            XCTAssertFalse(router.isNavigating)
        }
    }

    /// A completion hears of a navigation that has ended: one it asks for (going on from the
    /// screen reached) runs at once, and after the navigations already waiting.
    nonisolated func testANavigationAskedForInACompletionRunsOnceThoseWaitingHave() {
        onMain {
            let later = FakeActions.Later()
            let slow = Step<String>("slow", factory: factory { "slow:\($0)" }).using(later).from(.root)
            var order: [String] = []
            router.navigate(to: photographer, with: "ann") { [unowned self] result in
                order.append("ann: \(name(result) ?? "-"), navigating \(router.isNavigating)")
                router.navigate(to: photographer, with: "cid") { order.append("cid: \(self.name($0) ?? "-")") }
            }
            XCTAssertEqual(order, ["ann: photos:ann, navigating false", "cid: photos:cid"], "asked for in a completion, run at once")
            order = []
            router.navigate(to: slow, with: "1") { [unowned self] result in
                order.append("slow: \(name(result) ?? "-")")
                router.navigate(to: photographer, with: "dee") { order.append("dee: \(self.name($0) ?? "-")") }
            }
            router.navigate(to: photographer, with: "bob") { order.append("bob: \(self.name($0) ?? "-")") }
            later.release()
            XCTAssertEqual(order, ["slow: slow:1", "bob: photos:bob", "dee: photos:dee"], "the one waiting goes first")
            XCTAssertFalse(router.isNavigating)
        }
    }

    // MARK: Interceptors

    nonisolated func testAnInterceptorThatAllowsLetsTheNavigationOn() {
        onMain {
            var asked: [String] = []
            let step = photographer.adding(
                ClosureInterceptor { context, done in
                    asked.append(context)
                    done(.proceed)
                })
            XCTAssertEqual(name(go(step, "ann")), "photos:ann")
            XCTAssertEqual(asked, ["ann"])
        }
    }

    nonisolated func testAnInterceptorThatCancelsStopsBeforeAnythingIsBuilt() {
        onMain {
            let step = photographer.adding(ClosureInterceptor { _, done in done(.cancel(reason: "No key.")) })
            XCTAssertEqual(go(step, "ann").failure, .cancelled(reason: "No key."))
            XCTAssertEqual(built, [])
            XCTAssertEqual(window.log, [])
        }
    }

    /// A navigation waiting on an interceptor (a key the user is asked for) holds up no other:
    /// a click or a link still navigates meanwhile; the waiting one goes once it is answered.
    nonisolated func testAnInterceptorMayAnswerLaterWhileOtherNavigationsGoOn() {
        onMain {
            var answer: ((InterceptorResult) -> Void)?
            let step = photographer.adding(ClosureInterceptor { _, done in answer = done })
            var results: [RoutingResult] = []
            router.navigate(to: step, with: "ann") { results.append($0) }
            XCTAssertEqual(router.waitingOnInterceptors, 1)
            router.navigate(to: photographer, with: "bob") { results.append($0) }
            XCTAssertEqual(results.map(name), ["photos:bob"], "the other navigation did not wait")
            XCTAssertEqual(built, ["photos:bob"])
            answer?(.proceed)
            answer?(.cancel(reason: "a second answer is ignored"))
            XCTAssertEqual(results.map(name), ["photos:bob", "photos:ann"])
            XCTAssertEqual(router.waitingOnInterceptors, 0)
        }
    }

    /// A navigation whose interceptor does not answer within the limit is reported, and every
    /// decision is traced; an answer in time is not reported.
    nonisolated func testTheWatchdogReportsAWaitAndEveryDecisionIsTraced() {
        onMain {
            var traced: [String] = []
            var due: [@MainActor () -> Void] = []
            router = Router(
                root: { [unowned self] in self.window }, trace: { traced.append($0) },
                watchdog: Router.Watchdog(limit: 10) { seconds, work in
                    XCTAssertEqual(seconds, 10)
                    due.append(work)
                })
            var answer: ((InterceptorResult) -> Void)?
            router.navigate(to: photographer.adding(ClosureInterceptor { _, done in answer = done }), with: "ann")
            due.forEach { $0() } // ten seconds later, no answer
            XCTAssertTrue(traced.contains("photographer: still waiting on an interceptor after 10.0 s"), "\(traced)")
            answer?(.proceed)
            XCTAssertEqual(
                traced,
                [
                    "photographer: asked for, through photographers → photographer",
                    "photographer: still waiting on an interceptor after 10.0 s",
                    "photographer: an interceptor answered proceed",
                    "photographers: found",
                    "photographer: built",
                    "photographer: attached",
                    "photographer: reached"
                ])
            traced = []
            router.navigate(to: photographer.adding(ClosureInterceptor { _, done in done(.proceed) }), with: "bob")
            due.last?()
            XCTAssertFalse(traced.contains { $0.contains("still waiting") }, "answered in time: \(traced)")
        }
    }

    nonisolated func testInterceptorsOfEveryStepRunInChainOrder() {
        onMain {
            var order: [String] = []
            let first = (existing("list") as Step<String>)
                .adding(
                    ClosureInterceptor { _, done in
                        order.append("list")
                        done(.proceed)
                    })
            let second = Step<String>("photos", factory: factory { $0 })
                .adding(
                    ClosureInterceptor { _, done in
                        order.append("photos")
                        done(.proceed)
                    }
                )
                .using(FakeActions.push).from(first)
            _ = go(second, "x")
            XCTAssertEqual(order, ["list", "photos"])
        }
    }

    // MARK: Context and post-routing tasks

    nonisolated func testTheContextReachesAFoundAndABuiltScreen() {
        onMain {
            let setValue = ClosureContextTask<FakeScreen, String> { screen, context in screen.value = context }
            let step = photographer.adding(setValue)
            _ = go(step, "ann")
            XCTAssertEqual(window["photos:ann"]?.value, "ann", "built")
            window["photos:ann"]?.value = nil
            _ = go(step, "ann")
            XCTAssertEqual(window["photos:ann"]?.value, "ann", "found")
        }
    }

    nonisolated func testAContextTaskThatRefusesEndsTheNavigation() {
        onMain {
            let refuse = ClosureContextTask<FakeScreen, String> { _, context throws(RoutingError) in throw .invalidContext("No photo \(context).") }
            XCTAssertEqual(go(photo.adding(refuse), "9").failure, .invalidContext("No photo 9."))
        }
    }

    nonisolated func testPostRoutingTasksRunOnceAfterSuccessOnly() {
        onMain {
            var recorded: [String] = []
            let record = ClosurePostRoutingTask<String> { screen, context in recorded.append("\((screen as! FakeScreen).name) \(context)") }
            _ = go(photo.adding(record), "3")
            XCTAssertEqual(recorded, ["detail:3 3"])
            let cancelled = photo.adding(record).adding(ClosureInterceptor { _, done in done(.cancel(reason: "no")) })
            _ = go(cancelled, "4")
            XCTAssertEqual(recorded, ["detail:3 3"])
        }
    }

    nonisolated func testAPreviousStepMayTakeAnotherContext() {
        onMain {
            // "bob/2" is photo 2 of bob: bob's list is opened (built) first, then the photo beside it.
            let photoOfPhotographer = Step<String>("photo", factory: factory { "detail:\($0)" })
                .using(FakeActions.showSecondary)
                .from(photographer) { (photo: String) throws(RoutingError) in
                    guard let owner = photo.split(separator: "/").first else { throw .invalidContext("No photographer.") }
                    return String(owner)
                }
            XCTAssertEqual(name(go(photoOfPhotographer, "bob/2")), "detail:bob/2")
            XCTAssertEqual(built, ["photos:bob", "detail:bob/2"])
            XCTAssertEqual(go(photoOfPhotographer, "").failure, .invalidContext("No photographer."))
        }
    }

    // MARK: Failures

    nonisolated func testAScreenThatIsMissingWithoutAFactoryFails() {
        onMain {
            let onlyFound = Step<String>("settings", finder: ClassFinder<FakeScreen, String> { s, _ in s.name == "settings" })
                .using(FakeActions.push).from(.root)
            XCTAssertEqual(go(onlyFound, "").failure, .noFactory(step: "settings"))
        }
    }

    nonisolated func testABuiltScreenWithNoActionFailsBeforeAnythingIsBuilt() {
        onMain {
            let unattached = Step<String>("orphan", factory: factory { $0 }).from(photographer)
            XCTAssertEqual(go(unattached, "ann").failure, .noAction(step: "orphan"))
            XCTAssertEqual(built, [], "nothing is built when the walk cannot finish")
        }
    }

    nonisolated func testNoStartingPointFails() {
        onMain {
            router = Router { nil }
            XCTAssertEqual(go(photographer, "ann").failure, .notFound(step: "photographers"))
            let nowhere = Step<String>("x", finder: ClassFinder<FakeScreen, String> { _, _ in false })
            router = Router { [unowned self] in self.window }
            XCTAssertEqual(go(nowhere, "").failure, .notFound(step: "x"))
        }
    }

    nonisolated func testAnActionOnTheWrongKindOfScreenFails() {
        onMain {
            let pushOntoLeaf = Step<String>("photos", factory: factory { $0 }).using(FakeActions.push)
                .from(existing("detail:none"))
            XCTAssertEqual(go(pushOntoLeaf, "ann").failure, .wrongScreen(step: "push", expected: "stack"))
        }
    }

    nonisolated func testAFactoryThatFailsSaysWhy() {
        onMain {
            let broken = Step<String>("broken", factory: ClosureFactory<FakeScreen, String> { _ throws(RoutingError) in throw .failed("disk full") })
                .using(FakeActions.push).from(.root)
            XCTAssertEqual(go(broken, "").failure, .failed("disk full"))
        }
    }

    /// Three screens pushed in turn (a photographer's photos, a photo, its details), from the
    /// photographers in a tab not selected: failing in any step, at any phase, leaves the
    /// window exactly as it was before the navigation; all three prepared before any is built.
    /// RouteComposer's container step: the product goes into the stack built for it before the
    /// stack is presented, so the stack comes on screen holding it.
    nonisolated func testAScreenGoesIntoTheContainerBuiltForItBeforeTheContainerIsShown() {
        onMain {
            let stack = Step<String>("card stack", factory: ClosureFactory { _ in FakeScreen("card-stack", .stack) })
                .using(FakeActions.present)
                .from(.current)
            let card = Step<String>(
                "card", finder: ClassFinder<FakeScreen, String>(options: .contained) { $0.name == "card:\($1)" },
                factory: factory { "card:\($0)" }
            )
            .using(FakeActions.push)
            .from(stack)
            XCTAssertEqual(name(go(card, "ann")), "card:ann")
            XCTAssertEqual(window.log, ["present card-stack[card:ann] from detail:none"])
            XCTAssertEqual(built, ["card:ann"])
        }
    }

    nonisolated func testAChainFailingAtAnyStepLeavesTheScreenAsItWas() {
        onMain {
            enum Phase: CaseIterable { case prepare, build, attach }
            for failing in ["one", "two", "three"] {
                for phase in Phase.allCases {
                    window = Self.makeWindow(collapsed: false)
                    window["tabs"]!.selected = 1
                    let before = window.tree
                    var calls: [String] = []
                    @MainActor func step(_ name: String) -> Step<String> {
                        let fails = name == failing
                        let factory = ClosureFactory<FakeScreen, String>(prepare: { _ throws(RoutingError) in
                            calls.append("prepare \(name)")
                            if fails && phase == .prepare { throw .invalidContext("\(name) cannot be prepared") }
                        }) { _ throws(RoutingError) in
                            calls.append("build \(name)")
                            if fails && phase == .build { throw .failed("\(name) cannot be built") }
                            return FakeScreen(name)
                        }
                        let refuse = ClosureAction { _, _, _ throws(RoutingError) in throw .failed("\(name) cannot be attached") }
                        return Step(name, factory: factory).using(fails && phase == .attach ? refuse : FakeActions.push)
                    }
                    let chain = step("three").from(step("two").from(step("one").from(existing("photographers"))))
                    XCTAssertNotNil(go(chain, "").failure, "\(failing) fails in \(phase)")
                    XCTAssertEqual(window.tree, before, "the window as it was when \(failing) fails in \(phase)")
                    let prepared = ["one", "two", "three"].map { "prepare \($0)" }
                    if phase == .prepare {
                        XCTAssertEqual(
                            calls, Array(prepared[...prepared.firstIndex(of: "prepare \(failing)")!]), "nothing built when \(failing) cannot be prepared")
                    } else {
                        XCTAssertEqual(Array(calls.prefix(3)), prepared, "every step prepared before any is built")
                    }
                }
            }
            window = Self.makeWindow(collapsed: false)
            @MainActor func pushed(_ name: String) -> Step<String> { Step(name, factory: factory { _ in name }).using(FakeActions.push) }
            let chain = pushed("three").from(pushed("two").from(pushed("one").from(existing("photographers"))))
            XCTAssertEqual(name(go(chain, "")), "three", "without a failure the chain reaches its end")
            XCTAssertEqual(window["list"]?.tree, "list[photographers, one, two, three]")
        }
    }

    nonisolated func testFailuresAreSentencesForTheUser() {
        onMain {
            XCTAssertEqual(RoutingError.noFactory(step: "photo").description, "The screen “photo” is not open and cannot be built.")
            XCTAssertEqual(RoutingError.cancelled(reason: "Enter a key first.").description, "Enter a key first.")
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
