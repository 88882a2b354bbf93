import AdaptiveGtk
import CGtk
import GtkKit

/// A list of names; choosing one calls `onSelect` with its index.
final class NameListController: ViewController {
    private let names: [String]
    private let rows: ListAdapter<String>
    var onSelect: ((Int) -> Void)?

    init(title: String, names: [String]) {
        self.names = names
        rows = ListAdapter(list: ListView(accessibleLabel: title)) { _ in .text { $0 } }
        super.init(title: title)
    }

    override func loadView() -> Widget {
        rows.apply(names)
        rows.list.onRowActivated { [weak self] in self?.onSelect?($0) }
        return ScrolledWindow(rows.list)
    }
}

/// The chosen country's flag, large; a prompt before any choice.
final class FlagController: ViewController {
    private let flag = Label("🏳️")
    private let name = Label("Choose a continent, then a country.", style: "dim-label")
    private(set) var country: Country?

    init() { super.init(title: "Flag") }

    override func loadView() -> Widget {
        let box = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        box.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        box.verticallyExpands = true
        box.horizontallyExpands = true
        StyleSheet.install(".country-flag { font-size: 96pt; }")
        flag.addCSSClass("country-flag")
        flag.accessibleLabel = "Flag"
        box.append(flag)
        box.append(name)
        return box
    }

    func show(_ country: Country) {
        loadViewIfNeeded()
        self.country = country
        title = country.name
        flag.text = country.flag
        flag.accessibleLabel = "Flag of \(country.name)"
        name.text = country.name
    }
}

/// The popover's content: the capital.
final class CapitalController: ViewController {
    private let label = Label("", style: "title-2")

    init() { super.init(title: "Capital") }

    override func loadView() -> Widget {
        label.setMargins(18)
        return label
    }

    func show(_ country: Country?) {
        loadViewIfNeeded()
        label.text = country.map { "The capital of \($0.name) is \($0.capital)." } ?? ""
    }
}
