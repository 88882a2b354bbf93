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
            try waitUntil("the window is shown") { self.split.traitHost.size != nil && self.anchor.isMapped }
            // A person has been using the window: on Wayland a popover opened by code maps only
            // after a click in it (the popover's grab carries that click's serial, which the
            // compositor checks), as on a desktop.
            try click(detail.view.widget, in: window!)
            frame = 1000 - split.traitHost.size!.width
        }
    }

    private func resize(to width: Int) throws {
        window?.defaultSize = (width + frame, 600)
        try waitUntil("the content is \(width) px wide") { self.split.traitHost.size?.width == width }
        try waitUntilDrawn()
    }

    private func presentation(_ name: String, delegate: Delegate? = nil) -> PresentationController {
        let presentation = PresentationController(presenting: RecordingController(name, log: log), from: anchor, in: host)
        presentation.delegate = delegate
        return presentation
    }

    nonisolated func testRegularWidthShowsAPopoverAndAppearanceFollowsIt() throws {
        try onMain {
            let info = presentation("Info")
            anchor.click()
            try waitUntil("the popover is on screen") { info.isOnScreen }
            XCTAssertEqual(info.style, .popover)
            XCTAssertEqual(info.presented.traitCollection?.horizontalSizeClass, .compact, "popover content is compact")
            XCTAssertEqual(log.take(), ["Info.willAppear", "Info.isAppearing", "Info.didAppear"])
            info.dismiss()
            XCTAssertFalse(info.isPresented)
            XCTAssertEqual(log.take(), ["Info.willDisappear", "Info.didDisappear"])
        }
    }

    nonisolated func testCompactWidthShowsASheetAndTheSwitchIsLive() throws {
        try onMain {
            let delegate = Delegate()
            let info = presentation("Info", delegate: delegate)
            info.present()
            try waitUntil("the popover is on screen") { info.isOnScreen }
            try resize(to: 480)
            try waitUntil("it became a sheet") { info.style == .sheet && info.isOnScreen }
            XCTAssertTrue(info.isPresented)
            XCTAssertEqual(info.presented.traitCollection?.horizontalSizeClass, .compact)
            try resize(to: 1000)
            try waitUntil("it is a popover again") { info.style == .popover && info.isOnScreen }
            XCTAssertEqual(delegate.dismissals, 0)
        }
    }

    /// The side GTK was asked to put the anchor's popover on.
    private var popoverSide: GtkPositionType? {
        var child = gtk_widget_get_first_child(anchor.widget)
        while let current = child {
            if isInstance(current, of: gtk_popover_get_type()) {
                return gtk_popover_get_position(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkPopover.self))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The seed's "always to the right" as permitted positions: the first side with room for
    /// the preferred size, mirrored right to left. The button is at the window's right edge.
    nonisolated func testThePopoverStandsOnTheFirstPermittedSideWithRoom() throws {
        try onMain {
            let info = presentation("Info")
            info.presented.preferredContentSize = Size(width: 300, height: 120)
            info.permittedPositions = [.trailing, .bottom]
            info.present()
            try waitUntil("the popover is on screen") { info.isOnScreen }
            XCTAssertEqual(popoverSide, GTK_POS_BOTTOM, "no room on the right of a button at the right edge")
            info.dismiss()
            info.permittedPositions = [.leading, .bottom]
            info.present()
            XCTAssertEqual(popoverSide, GTK_POS_LEFT, "room on its left")
            info.dismiss()
            gtk_widget_set_direction(anchor.widget, GTK_TEXT_DIR_RTL)
            info.permittedPositions = [.trailing, .bottom]
            info.present()
            XCTAssertEqual(popoverSide, GTK_POS_LEFT, "right to left, trailing is the left")
            info.dismiss()
        }
    }

    nonisolated func testThePreferredContentSizeSizesThePopoverAsItChanges() throws {
        try onMain {
            let info = presentation("Info")
            info.presented.preferredContentSize = Size(width: 320, height: 140)
            info.present()
            try waitUntil("the popover's content is 320 × 140") { info.presented.view.width == 320 && info.presented.view.height == 140 }
            info.presented.preferredContentSize = Size(width: 380, height: 160)
            try waitUntil("then 380 × 160") { info.presented.view.width == 380 && info.presented.view.height == 160 }
            try resize(to: 480)
            try waitUntil("a sheet fills the window, whatever the preference") { info.style == .sheet && info.presented.view.width == 480 }
        }
    }

    nonisolated func testTheDelegateCanKeepThePopoverInCompactWidth() throws {
        try onMain {
            let delegate = Delegate()
            delegate.keepPopover = true
            let info = presentation("Info", delegate: delegate)
            try resize(to: 480)
            info.present()
            try waitUntil("the popover is on screen") { info.isOnScreen }
            XCTAssertEqual(info.style, .popover)
        }
    }

    nonisolated func testReleasingAnOpenPresentationLeavesTheWindowUsable() throws {
        try onMain {
            var info: PresentationController? = presentation("Info")
            info?.present()
            try waitUntil("the popover is on screen") { info?.isOnScreen == true }
            info = nil
            try waitUntilDrawn()
            var clicks = 0
            anchor.onClicked { clicks += 1 }
            try click(anchor.widget, in: window!)
            XCTAssertEqual(clicks, 1, "the popover's grab went with it, so the pointer reaches the window again")
        }
    }

    /// A click outside an open popover (on the list, or the header bar beside its anchor)
    /// closes it, as a person dismissing it: nothing stale stays on screen (article 002's
    /// passthrough views).
    nonisolated func testAClickOutsideAnOpenPopoverClosesIt() throws {
        try onMain {
            let delegate = Delegate()
            let info = presentation("Info", delegate: delegate)
            for outside in [split.primaryNavigation.view.widget, try XCTUnwrap(gtk_widget_get_parent(anchor.widget))] {
                anchor.click()
                try waitUntil("the popover is on screen") { info.isOnScreen }
                _ = log.take()
                try click(outside, in: window!)
                try waitUntil("the click outside closed it") { !info.isPresented && !info.isOnScreen }
                XCTAssertEqual(log.take(), ["Info.willDisappear", "Info.didDisappear"])
            }
            XCTAssertEqual(delegate.dismissals, 2, "each a dismissal a person asked for")
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

    nonisolated func testTheDelegateMayRefuseADismissalAPersonAsksFor() throws {
        try onMain {
            let delegate = Delegate()
            delegate.allowDismiss = false
            let info = presentation("Info", delegate: delegate)
            info.present()
            try waitUntil("the popover is on screen") { info.isOnScreen }
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

    nonisolated func testAnAnchorThatGoesAwayDismisses() throws {
        try onMain {
            let info = presentation("Info")
            info.present()
            try waitUntil("the popover is on screen") { info.isOnScreen }
            anchor.isVisible = false
            try waitUntil("it was dismissed") { !info.isPresented }
            XCTAssertFalse(info.isOnScreen)
        }
    }
}
