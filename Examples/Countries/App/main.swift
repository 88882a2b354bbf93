// Countries: continents → countries → the country's flag, with a Capital popover; a link
// (`countries://country/Japan`) opens a country's card over the window.
// A second app built only from the toolkit's public API (Adaptive, AdaptiveGtk, GtkKit, Routing).
import CountriesKit
import Foundation
import GtkKit

let application = Application(id: "io.github.photomania.Countries", flags: .handlesOpen)
var countries: CountriesWindow?

@MainActor func shownWindow() -> CountriesWindow {
    let shown = countries ?? CountriesWindow(application: application)
    countries = shown
    shown.window.present()
    return shown
}

application.onActivate { _ = shownWindow() }
application.onOpen { links in
    let window = shownWindow()
    links.forEach { window.open(link: $0) }
}
exit(application.run(arguments: CommandLine.arguments))
