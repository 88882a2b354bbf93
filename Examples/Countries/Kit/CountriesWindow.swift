import Adaptive
import AdaptiveGtk
import GtkKit
import Observing
import Routing

/// The Countries window: continents, then a continent's countries, beside (or stacked over) the
/// chosen country's flag, with Back, Toggle Sidebar, the title of what is shown, and a Capital
/// popover. Every navigation goes through the router along `CountriesRoutes`; the split view
/// follows the founding article's rules (see the delegate methods).
@MainActor
public final class CountriesWindow {
    public let window: Window
    public let split: SplitViewController
    public let capital = CapitalController()
    public let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back", tooltip: "Back (Alt+Left)")
    public let sidebarButton = Button(iconName: "sidebar-show-symbolic", accessibleLabel: "Toggle Sidebar", tooltip: "Toggle Sidebar (F9)")
    public let capitalButton = Button(iconName: "mark-location-symbolic", accessibleLabel: "Capital", tooltip: "Capital (Ctrl+K)")
    public private(set) var presentation: PresentationController!
    private let titleLabel = Label("Countries", style: "title")
    private let navigation: NavigationController
    /// The stack and the split view, followed for the header.
    private var observations: [ObserverToken] = []
    public private(set) lazy var router = Router { [unowned self] in self.split }
    public private(set) lazy var routes = CountriesRoutes(self)

    public init(application: Application) {
        let continents = NameListController(title: "Continents", items: Continent.all)
        navigation = NavigationController(root: continents)
        split = SplitViewController(primary: navigation, secondary: FlagController(country: nil))
        window = Window(application: application)
        window.title = "Countries"
        window.defaultSize = (900, 600)
        let header = HeaderBar()
        titleLabel.ellipsizeEnd()
        header.setTitleWidget(titleLabel)
        header.packStart(backButton)
        header.packStart(sidebarButton)
        header.packEnd(capitalButton)
        window.setTitlebar(header)
        let host = PresentationHost(content: split.view, traitHost: split.traitHost)
        presentation = PresentationController(presenting: capital, from: capitalButton, in: host)
        presentation.delegate = self
        presentation.permittedPositions = [.trailing] // the article's "always to the right of it" (left, right to left)
        window.setChild(host.view)
        split.delegate = self
        _ = WindowScene(window: window, root: split)
        continents.focusView() // the keyboard starts in the list, not on the header's first button
        continents.onSelect = { [weak self] in self?.navigate(\.continent, $0.name) }
        backButton.onClicked { [weak self] in _ = self?.split.goBack() }
        sidebarButton.onClicked { [weak self] in self?.split.toggleDisplayMode() }
        capitalButton.onClicked { [weak self] in self?.navigate(\.capital, ()) }
        window.addShortcut("F9") { [weak self] in
            self?.split.toggleDisplayMode()
            return true
        }
        window.addShortcut("<Control>k") { [weak self] in
            self?.navigate(\.capital, ())
            return true
        }
        // The header is outside the split view: a crossing updates it after the layout.
        observations = [
            navigation.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.updateHeader() } },
            split.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.updateHeader() } }
        ]
        updateHeader()
    }

    /// The header's title: the country shown beside the lists, or, narrow, the screen on top.
    public var shownTitle: String { titleLabel.text }

    /// The country whose flag is the detail, if one was chosen.
    public var country: Country? { (split.secondary as? FlagController)?.country }

    /// Opens the place a link names: `countries://continent/NAME`, the continent's countries;
    /// `countries://country/NAME`, the country's card over the window. A link that names
    /// nothing is printed, as a failed route is.
    public func open(link text: String, completion: ((RoutingResult) -> Void)? = nil) {
        let failed = { (message: String) in
            print("countries: \(message)")
            completion?(.failure(.invalidContext(message)))
        }
        switch Link.parse(text, scheme: "countries") {
        case .failure(let error): failed(error.description)
        case .success(let link):
            guard let name = link.argument else { return failed(LinkError.badArgument(screen: link.screen).description) }
            switch link.screen {
            case "continent": navigate(\.continent, name, completion: completion)
            case "country": navigate(\.countryCard, name, completion: completion)
            default: failed(LinkError.unknownScreen(link.screen).description)
            }
        }
    }

    /// Goes to `route` for `context`; a failure is printed, the window stays where it was.
    public func navigate<Context>(
        _ route: KeyPath<CountriesRoutes, Step<Context>>, _ context: Context,
        completion: ((RoutingResult) -> Void)? = nil
    ) {
        router.navigate(to: routes[keyPath: route], with: context) { result in
            if case .failure(let error) = result { print("countries: \(error.description)") }
            completion?(result)
        }
    }

    func makeCountriesList(_ continent: Continent) -> NameListController<Country> {
        let countries = NameListController(title: continent.name, items: continent.countries)
        countries.onSelect = { [weak self] in self?.navigate(\.country, $0.name) }
        return countries
    }

    /// The popover follows the country on screen.
    func countryShown(_ country: Country?) {
        presentation.dismiss()
        capital.show(country)
    }

    private func updateHeader() {
        let flagOnTop = navigation.topViewController is FlagController
        backButton.isVisible = navigation.canGoBack
        sidebarButton.isVisible = DisplayMode.canToggle(in: split.layout)
        capitalButton.isVisible = !split.isCollapsed || flagOnTop
        capitalButton.isSensitive = country != nil
        let shown = split.isCollapsed || country == nil ? navigation.topViewController : split.secondary
        titleLabel.text = shown?.title ?? "Countries"
    }
}

extension CountriesWindow: SplitViewControllerDelegate {
    /// Before any country is chosen the prompt is discarded, so the lists stay on top.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool {
        (secondary as? FlagController)?.country == nil
    }

    /// Widening with a continent's countries on top shows the continent's first country.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primary: ViewController
    ) -> ViewController? {
        guard let first = (navigation.topViewController as? NameListController<Country>)?.items.first else { return nil }
        countryShown(first)
        return FlagController(country: first)
    }
}

extension CountriesWindow: PresentationControllerDelegate {
    /// The Capital popover is one line: it stays a popover in compact width (UIKit's `.none`).
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> PresentationStyle? { .popover }
}
