import AdaptiveGtk
import GtkKit

/// The Capital popover's content.
public final class CapitalController: ViewController {
    private let label = Label("", style: "title-2")

    init() { super.init(title: "Capital") }

    public override func loadView() -> Widget {
        label.setMargins(18)
        return label
    }

    public var text: String { label.text }

    func show(_ country: Country?) {
        loadViewIfNeeded()
        label.text = country.map { "The capital of \($0.name) is \($0.capital)." } ?? ""
    }
}
