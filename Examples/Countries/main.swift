// Countries: continents → countries → the country's flag, with a "Capital" popover.
// A second app built only from the toolkit's public API (Adaptive, AdaptiveGtk, GtkKit).
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit

final class CountriesWindow: SplitViewControllerDelegate {
    let window: Window
    let navigation: NavigationController
    let flag = FlagController()
    let capital = CapitalController()
    let split: SplitViewController
    let back = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
    let capitalButton = Button(iconName: "mark-location-symbolic", accessibleLabel: "Capital")
    var presentation: PresentationController!

    init(application: Application) {
        let continents = NameListController(title: "Continents", names: Continent.all.map(\.name))
        navigation = NavigationController(root: continents)
        split = SplitViewController(primary: navigation, secondary: flag)
        window = Window(application: application)
        window.title = "Countries"
        window.defaultSize = (900, 600)
        let header = HeaderBar()
        header.packStart(back)
        header.packEnd(capitalButton)
        window.setTitlebar(header)
        let host = PresentationHost(content: split.view, traitHost: split.traitHost)
        presentation = PresentationController(presenting: capital, from: capitalButton, in: host)
        window.setChild(host.view)
        split.delegate = self
        split.hostAppearance(in: window)
        continents.onSelect = { [weak self] in self?.open(Continent.all[$0]) }
        back.onClicked { [weak self] in self?.split.goBack() }
        navigation.observe { [weak self] in self?.updateHeader() }
        split.observe { [weak self] in self?.updateHeader() }
        updateHeader()
    }

    func open(_ continent: Continent) {
        let countries = NameListController(title: continent.name, names: continent.countries.map(\.name))
        countries.onSelect = { [weak self] index in
            self?.flag.show(continent.countries[index])
            self?.capital.show(continent.countries[index])
            self?.presentation.dismiss()
            self?.split.showSecondary()
            self?.updateHeader()
        }
        navigation.pop(to: navigation.viewControllers[0], animated: false)
        navigation.push(countries)
    }

    func updateHeader() {
        back.isVisible = navigation.canGoBack
        capitalButton.isSensitive = flag.country != nil
        capitalButton.isVisible = !split.isCollapsed || navigation.topViewController === flag
    }

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool {
        flag.country == nil
    }
}

let application = Application(id: "io.github.photomania.Countries")
var countries: CountriesWindow?
application.onActivate { [unowned application] in
    if countries == nil { countries = CountriesWindow(application: application) }
    countries?.window.present()
}
exit(application.run(arguments: CommandLine.arguments))
