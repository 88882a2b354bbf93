import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

/// A tab switcher shows the tabs' selection and selects by click or by keys, in each of its
/// styles, named by the tabs' titles whatever it shows.
final class TabSwitcherTests: GtkTestCase {
    private func tab(_ title: String, icon: String) -> ViewController {
        let tab = ViewController(title: title)
        tab.tabIconName = icon
        return tab
    }

    private func pressed(_ switcher: TabSwitcher) -> [Bool] { switcher.buttons.map(\.isPressed) }

    nonisolated func testItFollowsTheSelectionAndSelectsByKeys() throws {
        try onMain {
            let tabs = TabController(tabs: [
                tab("Photographers", icon: "system-users-symbolic"),
                NavigationController(root: tab("Recents", icon: "document-open-recent-symbolic"))
            ])
            let window = try showInWindow(tabs, width: 900, height: 600)
            defer { window.destroy() }
            let switcher = tabs.makeSwitcher(style: .icons)
            XCTAssertEqual(switcher.buttons.map(\.accessibleLabel), ["Photographers", "Recents"], "a stack takes its root's title")
            XCTAssertEqual(switcher.buttons.map(\.tooltip), ["Photographers", "Recents"], "icons alone say their titles")
            XCTAssertEqual(pressed(switcher), [true, false])

            tabs.select(1)
            XCTAssertEqual(pressed(switcher), [false, true], "a selection made elsewhere shows")

            XCTAssertEqual(tabs.switcher.style, .labels, "the tabs' own, at the top, shows their titles")
            try ensureKeyboardFocus(of: window, clicking: tabs.selectedViewController.view)
            tabs.switcher.buttons[0].grabFocus()
            try press("space", in: window)
            XCTAssertEqual(tabs.selectedIndex, 0, "Space on a tab's button selects it")
            XCTAssertEqual(pressed(switcher), [true, false])

            tabs.append(tab("Favourites", icon: "starred-symbolic"))
            XCTAssertEqual(switcher.buttons.map(\.accessibleLabel), ["Photographers", "Recents", "Favourites"], "a tab added gets a button")
            switcher.buttons[2].click()
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(pressed(switcher), [false, false, true], "one button pressed at a time")
        }
    }

    nonisolated func testANarrowTallWindowsBarShowsIconsOverTitles() throws {
        try onMain {
            let tabs = TabController(
                tabs: [tab("One", icon: "starred-symbolic"), tab("Two", icon: "system-users-symbolic")].map { NavigationController(root: $0) })
            let split = SplitViewController(primary: tabs, secondary: ViewController(title: "Detail"))
            let window = try showInWindow(split, width: 900, height: 700)
            defer { window.destroy() }
            XCTAssertFalse(tabs.isSwitcherAtBottom)
            window.defaultSize = (400, 700)
            try waitUntil("narrow and tall: a bar at the bottom") { tabs.isSwitcherAtBottom }
            XCTAssertEqual(tabs.switcher.style, .iconsOverLabels)
            let content = try XCTUnwrap(gtk_button_get_child(cast(tabs.switcher.buttons[0].pointer)))
            let icon = try XCTUnwrap(gtk_widget_get_first_child(content))
            XCTAssertTrue(isInstance(icon, of: gtk_image_get_type()), "the icon first")
            XCTAssertTrue(isInstance(try XCTUnwrap(gtk_widget_get_next_sibling(icon)), of: gtk_label_get_type()), "its title under it")

            tabs.topSwitcherStyle = .icons
            XCTAssertEqual(tabs.switcher.style, .iconsOverLabels, "the bar keeps its titles")
            window.defaultSize = (900, 700)
            try waitUntil("wide again: at the top") { !tabs.isSwitcherAtBottom }
            XCTAssertEqual(tabs.switcher.style, .icons, "in the style asked for the top")
            XCTAssertEqual(tabs.switcher.buttons.map(\.tooltip), ["One", "Two"], "each icon says its title")
        }
    }
}
