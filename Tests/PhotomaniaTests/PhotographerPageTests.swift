import AdaptiveGtk
import GtkKit
import PhotoFeed
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A photographer's page: their photos in a navigation stack of its own, in a modal window over
/// the main one (RouteComposer's container step and UIKit's modal presentation), by keyboard
/// alone, narrow and wide.
final class PhotographerPageTests: WindowTestCase {
    private func cell(_ photo: Photo) -> String { "button “\(photo.title)”" }
    private func image(_ photo: Photo) -> String { "img “\(photo.title)”" }

    /// The page, while it is open.
    private var page: PhotosViewController? {
        (controller.split.presentedViewController as? NavigationController)?.topViewController as? PhotosViewController
    }

    /// Presses `key` in `window` and waits for the keyboard focus on `expected` there.
    private func press(_ key: String, in window: Window, expecting expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try press(key, in: window)
        try waitUntil("after \(key) the focus is on \(expected), not \(focusedNode(in: window))", file: file, line: line) {
            focusedNode(in: window) == expected
        }
    }

    nonisolated func testCtrlUOpensThePageOverTheWindowAndAPhotoChosenThereIsShownInIt() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width)
                let photographer = controller.photographers.photographers[1]
                let photos = PhotoSection.byDay(photographer.photos, dayTitle: DayTitle.of).flatMap(\.photos)
                controller.open(photoID: photos[0].id)
                try waitUntilDrawn(controller)
                assertShows(photos[0])
                try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
                controller.detail.focusView()
                try waitUntil("the photo has the keyboard focus") { focusedNode(in: controller.window) == image(photos[0]) }

                try press("ctrl+u", in: controller.window)
                try waitUntil("the page opened at \(width) px") { page?.appearanceState == .appeared }
                let shown = try XCTUnwrap(page)
                XCTAssertEqual(shown.photographer.name, photographer.name)
                XCTAssertEqual(shown.photos, photos, "the photographer's photos, by day")
                let modal = try XCTUnwrap(shown.view.containingWindow)
                XCTAssertTrue(modal.isModal)
                XCTAssertEqual(modal.transientParent?.pointer, controller.window.pointer)
                XCTAssertEqual(modal.title, photographer.name, "headed by the photographer")
                try ensureKeyboardFocus(of: modal, clicking: try XCTUnwrap(shown.view.windowTitlebar))
                try waitUntil("the keyboard is on the photo shown, in the page's grid") { focusedNode(in: modal) == cell(photos[0]) }

                try press("Right", in: modal, expecting: cell(photos[1]))
                try press("Return", in: modal)
                try waitUntil("choosing closed the page") { page == nil && !modal.isVisible }
                try waitUntilDrawn(controller)
                assertShows(photos[1])
                XCTAssertEqual(openPhotographer, photographer.name, "the photographer's photos are open under it")
                try waitUntil("the window has the keyboard again, on the photo") {
                    controller.window.isActive && focusedNode(in: controller.window) == image(photos[1])
                }

                controller.perform(.photographerPage)
                try waitUntil("the page opened again") { page?.appearanceState == .appeared }
                let again = try XCTUnwrap(page?.view.containingWindow)
                try ensureKeyboardFocus(of: again, clicking: try XCTUnwrap(page?.view.windowTitlebar))
                try press("Escape", in: again)
                try waitUntil("Escape closed it") { page == nil && !again.isVisible }
                assertShows(photos[1])
                closeWindow()
            }
        }
    }

    nonisolated func testThePageIsOnlyForAPhotoOnScreen() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.actions.isEnabled(.photographerPage), "no photo, no photographer")
            controller.open(photoID: controller.photographers.photographers[0].photos[0].id)
            try waitUntilDrawn(controller)
            XCTAssertTrue(controller.actions.isEnabled(.photographerPage))
        }
    }

    private var openPhotographer: String? {
        controller.split.supplementary.map { $0.viewControllers }.flatMap { $0.compactMap { ($0 as? PhotosViewController)?.photographer.name }.last }
            ?? controller.photographers.navigationController!.viewControllers.compactMap { ($0 as? PhotosViewController)?.photographer.name }.last
    }
}
