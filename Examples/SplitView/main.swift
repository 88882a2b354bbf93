// An adaptive split view: a list of colours beside the chosen colour in a wide window, one
// navigation stack (the list, then the colour) in a narrow one. Drag the window's width across
// 600–640 px to watch it collapse and expand. Back, when narrow: Escape, Alt+Left, the mouse's
// back button or a swipe. Toolkit API only (AdaptiveGtk, GtkKit); see the AdaptiveGtk article
// "An adaptive split view in 40 lines".
import AdaptiveGtk
import Foundation
import GtkKit

/// The detail: a colour's name, large; before any choice, a prompt.
final class ColourController: ViewController {
    let colour: String?

    init(_ colour: String?) {
        self.colour = colour
        super.init(title: colour ?? "Colours")
    }

    override func loadView() -> Widget { Label(colour ?? "Choose a colour.", style: "title-1") }
}

/// The master: the colours in a list. As the split view's delegate it says what a collapse does.
final class ColoursController: ViewController, SplitViewControllerDelegate {
    lazy var rows = ListAdapter<String>(list: ListView(accessibleLabel: "Colours")) { _ in RowView.text { $0 } }

    override func loadView() -> Widget {
        rows.apply(["Red", "Green", "Blue", "Amber", "Violet"])
        return ScrolledWindow(rows.list)
    }

    /// True discards the secondary: collapsing before a colour was chosen keeps the list on top.
    func splitViewController(_ split: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController) -> Bool {
        (secondary as? ColourController)?.colour == nil
    }
}

/// The window: the split view of the list (in its navigation stack) and the prompt.
@MainActor func makeWindow(_ application: Application) -> Window {
    let colours = ColoursController(title: "Colours")
    let split = SplitViewController(primary: NavigationController(root: colours), secondary: ColourController(nil))
    split.delegate = colours
    colours.rows.onItemActivated { [unowned split] in split.showDetail(ColourController($0)) }
    let window = Window(application: application)
    window.title = "Colours"
    window.defaultSize = (800, 500)
    window.setChild(split.view)
    _ = WindowScene(window: window, root: split)
    return window
}

let application = Application(id: "io.github.photomania.SplitView")
var shown: Window?
application.onActivate {
    shown = shown ?? makeWindow(application)
    shown?.present()
}
exit(application.run(arguments: CommandLine.arguments))
