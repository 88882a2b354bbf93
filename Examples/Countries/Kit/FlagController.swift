import AdaptiveGtk
import GtkKit

/// A country's flag, large, titled by the country; before any choice, a prompt. Each country
/// gets a controller of its own, shown as the split view's detail.
public final class FlagController: ViewController {
    public let country: Country?
    private let flag: Label

    init(country: Country?) {
        self.country = country
        flag = Label(country?.flag ?? "🏳️")
        super.init(title: country?.name ?? "Countries")
    }

    public override func loadView() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.setAlignment(horizontal: .center, vertical: .center)
        box.verticallyExpands = true
        box.horizontallyExpands = true
        StyleSheet.install(".country-flag { font-size: 96pt; }")
        flag.addCSSClass("country-flag")
        flag.accessibleLabel = country.map { "Flag of \($0.name)" } ?? "No country chosen"
        box.append(flag)
        box.append(Label(country?.name ?? "Choose a continent, then a country.", style: "dim-label"))
        return box
    }
}
