import AdaptiveGtk
import Routing

/// Every way into a screen of the Countries window, read by its router: the continents at the
/// root, a continent's countries pushed over them, a country's flag shown as the detail after
/// its continent, the Capital popover of the flag on screen, and a country from a link as a
/// card over the window.
@MainActor
public struct CountriesRoutes {
    /// A continent's countries, by the continent's name.
    public let continent: Step<String>
    /// A country's flag, by the country's name.
    public let country: Step<String>
    /// The capital of the country on screen, in its popover.
    public let capital: Step<Void>
    /// A country's flag from a link, in a navigation stack of its own presented in a modal
    /// window over the window, which stays as it was: the founding article's container step.
    public let countryCard: Step<String>

    init(_ window: CountriesWindow) {
        continent = Step(
            "countries",
            finder: ClassFinder<NameListController<Country>, String>(options: .contained) { $0.title == $1 },
            factory: ClosureFactory { [unowned window] name throws(RoutingError) in
                window.makeCountriesList(try Continent.named(name))
            }
        )
        .using(ContainerAction.push())
        .from(.find("continents", NameListController<Continent>.self, options: .contained)) { name throws(RoutingError) in
            _ = try Continent.named(name) // an unknown name fails before anything moves
        }
        country = Step(
            "flag", finder: ClassFinder(options: .visible) { flag, name in flag.country?.name == name },
            factory: CountriesRoutes.flag, configure: { [unowned window] flag, _ in window.countryShown(flag.country) }
        )
        .using(ContainerAction.showDetail())
        .from(continent) { name throws(RoutingError) in try Country.named(name).continent.name }
        capital = Step("capital", factory: InstanceFactory { [unowned window] in window.capital })
            .adding(
                ClosureInterceptor { [unowned window] _, done in
                    done(window.country == nil ? .cancel(reason: "Choose a country first.") : .proceed)
                }
            )
            .using(ContainerAction.present { [weak window] in window?.presentation })
            .from(.find("the flag on screen", FlagController.self, options: .visible))
        countryCard = Step(
            "country card",
            finder: ClassFinder<FlagController, String>(options: .visible) { card, name in
                card.country?.name == name && card.navigationController?.presentingViewController != nil
            }, factory: CountriesRoutes.flag
        )
        .using(ContainerAction.push())
        .from(
            Step("card stack", factory: ContainerFactory.navigation())
                .using(ContainerAction.presentModally())
                .from(.root))
    }

    /// A new flag of the country called by the context; an unknown name fails before anything
    /// moves on screen.
    private static var flag: ClosureFactory<FlagController, String> {
        ClosureFactory(prepare: { name throws(RoutingError) in _ = try Country.named(name) }) { name throws(RoutingError) in
            FlagController(country: try Country.named(name).country)
        }
    }
}
