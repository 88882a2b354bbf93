// Countries: continents → countries → the country's flag, with a Capital popover.
// A second app built only from the toolkit's public API (Adaptive, AdaptiveGtk, GtkKit, Routing).
import CountriesKit
import Foundation
import GtkKit

let application = Application(id: "io.github.photomania.Countries")
var countries: CountriesWindow?
application.onActivate { [unowned application] in
    if countries == nil { countries = CountriesWindow(application: application) }
    countries?.window.present()
}
exit(application.run(arguments: CommandLine.arguments))
