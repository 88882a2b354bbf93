import AdaptiveGtk
import CountriesKit
import Foundation
import GtkKit
import Routing
import TestFixtures
import TestSupport
import XCTest

/// The Countries example on the router, narrow and wide, with the founding article's rules.
final class CountriesWindowTests: GtkTestCase {
    private var countries: CountriesWindow!

    nonisolated override func tearDown() {
        onMain {
            countries?.presentation.dismiss()
            countries?.window.destroy()
            countries = nil
            super.tearDown()
        }
    }

    private func open(width: Int) throws {
        countries = CountriesWindow(application: try application())
        countries.window.defaultSize = (width, 600)
        countries.window.present()
        try waitUntil("the window is allocated") { countries.split.view.width > 0 }
        try resize(to: width)
    }

    private func resize(to width: Int) throws {
        let frame = countries.window.defaultSize.width - countries.split.view.width
        countries.window.defaultSize = (width + frame, 600)
        try waitUntil("the content is \(width) px wide") {
            countries.split.view.width == width && countries.split.isCollapsed == (width < 600)
                && !countries.split.traitHost.hasWorkAfterLayout // the header follows
        }
        try waitUntilDrawn()
    }

    private func go<Context>(_ route: KeyPath<CountriesRoutes, Step<Context>>, _ context: Context) throws -> RoutingResult? {
        var result: RoutingResult?
        countries.navigate(route, context) { result = $0 }
        try waitUntil("routing ended") { result != nil }
        try waitUntilDrawn()
        return result
    }

    private var stack: [ViewController] { countries.split.primaryNavigation.viewControllers }

    nonisolated func testACountryIsShownAfterItsContinentNarrowAndWide() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width)
                XCTAssertNotNil(try go(\.country, "Japan")?.get())
                XCTAssertEqual(countries.country?.name, "Japan")
                XCTAssertEqual(stack.map(\.title).prefix(2), ["Continents", "Asia"], "the continent is open under the country")
                if width < 600 {
                    XCTAssertEqual((stack.last as? FlagController)?.country?.name, "Japan", "narrow, the flag is on top")
                } else {
                    XCTAssertTrue(countries.split.isSecondaryColumnVisible)
                    XCTAssertEqual(stack.count, 2)
                }
                let japan = countries.split.secondary
                XCTAssertNotNil(try go(\.country, "India")?.get())
                XCTAssertFalse(countries.split.secondary === japan, "each country gets a flag controller of its own")
                XCTAssertEqual(stack.map(\.title).filter { $0 == "Asia" }.count, 1, "the open continent is found, not pushed again")
                countries.window.destroy()
            }
        }
    }

    /// Presses `key` in the window, then waits until the focus is on `expected`.
    private func press(_ key: String, expecting expected: String) throws {
        let window = countries.window
        try press(key, in: window)
        try waitUntil("after \(key) the focus is on \(expected), not \(focusedNode(in: window))", timeout: 3) {
            focusedNode(in: window) == expected
        }
    }

    /// By keyboard alone: the focus starts on the first continent; Enter opens a continent's
    /// countries on the first, Enter shows a flag beside and keeps the focus on its country, Tab
    /// leaves the list in one press, F6 reaches the title bar and comes back to the list, and
    /// Alt+Left returns to the continent.
    nonisolated func testByKeyboardAlone() throws {
        try onMain {
            try open(width: 900)
            let window = countries.window
            try ensureKeyboardFocus(of: window, clicking: countries.split.secondary.view) // the flag takes no focus
            let americas = Continent.all[1]
            try waitUntil("the focus starts on the first continent") { focusedNode(in: window) == "list item “\(Continent.all[0].name)”" }
            try press("Down", expecting: "list item “\(americas.name)”")
            try press("Return", expecting: "list item “\(americas.countries[0].name)”")
            try press("Down", expecting: "list item “\(americas.countries[1].name)”")
            try press("Return", expecting: "list item “\(americas.countries[1].name)”")
            XCTAssertEqual(countries.country, americas.countries[1])
            try press("Tab", expecting: "button “\(countries.backButton.accessibleLabel)”") // the next stop, in the title bar: Back
            try press("shift+Tab", expecting: "list item “\(americas.countries[1].name)”")
            try press("F6", expecting: "button “\(countries.backButton.accessibleLabel)”") // the flag takes no focus
            try press("F6", expecting: "list item “\(americas.countries[1].name)”")
            try press("alt+Left", expecting: "list item “\(americas.name)”")
        }
    }

    nonisolated func testAnUnknownCountryLeavesTheWindowWhereItWas() throws {
        try onMain {
            try open(width: 1000)
            _ = try go(\.country, "Kenya")
            guard case .failure(let error) = try go(\.country, "Atlantis") else { return XCTFail("Atlantis was found") }
            XCTAssertEqual(error, .invalidContext("There is no country called “Atlantis”."))
            XCTAssertEqual(countries.country?.name, "Kenya")
        }
    }

    /// The founding article's container step: a country from a link comes as a card, in a
    /// navigation stack of its own presented in a modal window over the window, which stays as
    /// it was; the link again finds the card, Escape closes it, a bad link opens nothing.
    nonisolated func testACountryFromALinkIsACardOverTheWindow() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width)
                _ = try go(\.country, "Kenya")
                let before = stack.map(\.title)
                var result: RoutingResult?
                countries.open(link: "countries://country/Japan") { result = $0 }
                let card = try XCTUnwrap(result?.get() as? FlagController)
                XCTAssertEqual(card.country?.name, "Japan")
                let cardStack = try XCTUnwrap(card.navigationController)
                XCTAssertTrue(countries.split.presentedViewController === cardStack)
                XCTAssertEqual(cardStack.viewControllers.count, 1, "the stack came holding the card")
                let modal = try XCTUnwrap(card.view.containingWindow)
                XCTAssertTrue(modal.isModal)
                XCTAssertEqual(modal.title, "Japan")
                try waitUntil("the card appeared") { card.appearanceState == .appeared }
                XCTAssertEqual(countries.country?.name, "Kenya", "the window's own country stays")
                XCTAssertEqual(stack.map(\.title), before)

                countries.open(link: "countries://country/Japan") { result = $0 }
                XCTAssertTrue(try XCTUnwrap(result?.get()) === card, "found, not built again")
                try ensureKeyboardFocus(of: modal, clicking: card.view)
                try press("Escape", in: modal)
                try waitUntil("Escape closed the card") { card.appearanceState == .disappeared }
                XCTAssertNil(countries.split.presentedViewController)

                countries.open(link: "countries://country/Atlantis") { result = $0 }
                XCTAssertEqual(result?.failure, .invalidContext("There is no country called “Atlantis”."))
                countries.open(link: "countries://capital/Japan") { result = $0 }
                XCTAssertEqual(result?.failure, .invalidContext("There is no screen called “capital”."))
                XCTAssertNil(countries.split.presentedViewController, "nothing presented for a bad link")
                countries.window.destroy()
            }
        }
    }

    nonisolated func testWideningShowsTheFirstCountryOfTheOpenContinent() throws {
        try onMain {
            try open(width: 480)
            _ = try go(\.country, "Sweden")
            XCTAssertTrue(countries.split.goBack())
            try waitUntilDrawn()
            XCTAssertEqual(stack.last?.title, "Europe", "the countries of Europe are on top")
            try resize(to: 1000)
            XCTAssertEqual(countries.country?.name, "Iceland", "the separate rule: the first country of the open continent")
            XCTAssertTrue(countries.split.isSecondaryColumnVisible)
        }
    }

    nonisolated func testNarrowingBeforeAnyChoiceKeepsTheListsOnTop() throws {
        try onMain {
            try open(width: 1000)
            _ = try go(\.continent, "Oceania")
            try resize(to: 480)
            XCTAssertEqual(stack.last?.title, "Oceania", "the prompt was discarded, not pushed")
            XCTAssertFalse(countries.capitalButton.isVisible)
        }
    }

    nonisolated func testTheCapitalStaysAPopoverInANarrowWindow() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width)
                guard case .failure = try go(\.capital, ()) else { return XCTFail("no country, no capital") }
                _ = try go(\.country, "Chile")
                // The window in use (a click on the flag), so a popover may take the pointer
                // on Wayland; one refused there leaves weston refusing later ones.
                try click(countries.split.view.widget, in: countries.window)
                XCTAssertNotNil(try go(\.capital, ())?.get())
                XCTAssertTrue(countries.presentation.isPresented)
                XCTAssertEqual(countries.presentation.style, .popover, "no adaptation, even when compact")
                XCTAssertEqual(countries.capital.text, "The capital of Chile is Santiago.")
                XCTAssertEqual(countries.presentation.popoverSide, .right, "to the right of its button, as the article asks")
                _ = try go(\.country, "Brazil")
                XCTAssertFalse(countries.presentation.isPresented, "a new country closes the popover")
                countries.capitalButton.isRightToLeft = true
                XCTAssertNotNil(try go(\.capital, ())?.get())
                XCTAssertEqual(countries.presentation.popoverSide, .left, "mirrored right to left")
                countries.window.destroy()
            }
        }
    }

    nonisolated func testTheHeaderTitlesWhatIsShownAndTogglesTheSidebar() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertTrue(countries.sidebarButton.isVisible)
            _ = try go(\.country, "Mongolia")
            XCTAssertEqual(countries.shownTitle, "Mongolia", "wide, the detail's title")
            countries.sidebarButton.click()
            try waitUntilDrawn()
            XCTAssertNotEqual(countries.split.displayMode, .oneBesideSecondary, "the sidebar moved out of the way")
            try resize(to: 480)
            XCTAssertFalse(countries.sidebarButton.isVisible, "no sidebar to toggle in one stack")
            XCTAssertEqual(countries.shownTitle, "Mongolia", "narrow, the flag is on top")
            XCTAssertTrue(countries.split.goBack())
            try waitUntilDrawn()
            XCTAssertEqual(countries.shownTitle, "Asia", "then the list under it")
        }
    }
}
