import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

final class PresentationControllerTests: GtkTestCase {
    private let log = EventLog()
    private var split: SplitViewController!
    private var host: PresentationHost!
    private var anchor: Button!
    private var frame = 0

    private final class Delegate: PresentationControllerDelegate {
        var keepPopover = false
        var allowDismiss = true
        var dismissals = 0
        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle? {
            keepPopover ? .popover : nil
        }
        func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { allowDismiss }
        func presentationControllerDidDismiss(_ controller: PresentationController) { dismissals += 1 }
    }

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            let detail = ViewController()
            split = SplitViewController(primary: NavigationController(root: ViewController(title: "List")), secondary: detail)
            host = PresentationHost(content: split.view, traitHost: split.traitHost)
            anchor = Button(iconName: "dialog-information-symbolic", accessibleLabel: "Info")
            let header = HeaderBar()
            header.packEnd(anchor)
            window = try showInWindow(split, content: host.view, titlebar: header)
            waitUntil("the window is shown") { self.split.traitHost.size != nil && self.anchor.isMapped }
            // A person has been using the window: on Wayland a popover opened by code maps only
            // after a click in it (the popover's grab carries that click's serial, which the
            // compositor checks), as on a desktop.
            try click(detail.view.widget, in: window!)
            frame = 1000 - split.traitHost.size!.width
        }
    }

    private func resize(to width: Int) {
        window?.defaultSize = (width + frame, 600)
        waitUntil("the content is \(width) px wide") { self.split.traitHost.size?.width == width }
        MainLoop.drain()
    }

    private func presentation(_ name: String, delegate: Delegate? = nil) -> PresentationController {
        let presentation = PresentationController(presenting: RecordingController(name, log: log), from: anchor, in: host)
        presentation.delegate = delegate
        return presentation
    }

    nonisolated func testRegularWidthShowsAPopoverAndAppearanceFollowsIt() {
        onMain {
            let info = presentation("Info")
            anchor.click()
            waitUntil("the popover is on screen") { info.isOnScreen }
            XCTAssertEqual(info.style, .popover)
            XCTAssertEqual(info.presented.traitCollection?.horizontalSizeClass, .compact, "popover content is compact")
            XCTAssertEqual(log.take(), ["Info.willAppear", "Info.isAppearing", "Info.didAppear"])
            info.dismiss()
            XCTAssertFalse(info.isPresented)
            XCTAssertEqual(log.take(), ["Info.willDisappear", "Info.didDisappear"])
        }
    }

    nonisolated func testCompactWidthShowsASheetAndTheSwitchIsLive() {
        onMain {
            let delegate = Delegate()
            let info = presentation("Info", delegate: delegate)
            info.present()
            waitUntil("the popover is on screen") { info.isOnScreen }
            resize(to: 480)
            waitUntil("it became a sheet") { info.style == .sheet && info.isOnScreen }
            XCTAssertTrue(info.isPresented)
            XCTAssertEqual(info.presented.traitCollection?.horizontalSizeClass, .compact)
            resize(to: 1000)
            waitUntil("it is a popover again") { info.style == .popover && info.isOnScreen }
            XCTAssertEqual(delegate.dismissals, 0)
        }
    }

    nonisolated func testTheDelegateCanKeepThePopoverInCompactWidth() {
        onMain {
            let delegate = Delegate()
            delegate.keepPopover = true
            let info = presentation("Info", delegate: delegate)
            resize(to: 480)
            info.present()
            waitUntil("the popover is on screen") { info.isOnScreen }
            XCTAssertEqual(info.style, .popover)
        }
    }

    nonisolated func testReleasingAnOpenPresentationLeavesTheWindowUsable() throws {
        try onMain {
            var info: PresentationController? = presentation("Info")
            info?.present()
            waitUntil("the popover is on screen") { info?.isOnScreen == true }
            info = nil
            MainLoop.drain()
            var clicks = 0
            anchor.onClicked { clicks += 1 }
            try click(anchor.widget, in: window!)
            XCTAssertEqual(clicks, 1, "the popover's grab went with it, so the pointer reaches the window again")
        }
    }

    nonisolated func testOnlyOnePresentationAtATime() {
        onMain {
            let first = presentation("First")
            let second = presentation("Second")
            first.present()
            second.present()
            XCTAssertFalse(first.isPresented)
            XCTAssertTrue(second.isPresented)
            XCTAssertTrue(host.presentation === second)
        }
    }

    nonisolated func testTheDelegateMayRefuseADismissalAPersonAsksFor() {
        onMain {
            let delegate = Delegate()
            delegate.allowDismiss = false
            let info = presentation("Info", delegate: delegate)
            info.present()
            waitUntil("the popover is on screen") { info.isOnScreen }
            anchor.click()
            XCTAssertTrue(info.isPresented, "the delegate said no")
            delegate.allowDismiss = true
            anchor.click()
            XCTAssertFalse(info.isPresented)
            XCTAssertEqual(delegate.dismissals, 1)
            info.present()
            info.dismiss()
            XCTAssertEqual(delegate.dismissals, 1, "a dismissal from code is not reported, as in UIKit")
        }
    }

    nonisolated func testAnAnchorThatGoesAwayDismisses() {
        onMain {
            let info = presentation("Info")
            info.present()
            waitUntil("the popover is on screen") { info.isOnScreen }
            anchor.isVisible = false
            waitUntil("it was dismissed") { !info.isPresented }
            XCTAssertFalse(info.isOnScreen)
        }
    }
}
