import AdaptiveGtk
import GtkKit

/// One bookmark's form: its name, address and folder, each saved to the library as it is
/// edited, and a button that deletes it. Without a bookmark, a page that says how to get one.
public final class BookmarkFormController: ViewController {
    /// The bookmark's identity; nil for the page shown before any is chosen.
    public let bookmarkID: String?
    /// The bookmark's name.
    public let nameRow = EntryRow(title: "Name", applyButton: false)
    /// The bookmark's web address.
    public let addressRow = EntryRow(title: "Address", applyButton: false)
    /// The bookmark's folder.
    public let folderRow = ComboRow(title: "Folder", items: Bookmark.folders)
    /// Deletes the bookmark.
    public let deleteButton = Button(label: "Delete Bookmark")
    private let library: BookmarkLibrary
    var onDelete: ((String) -> Void)?
    /// Whether the keys go to the name once the form is on screen: a bookmark just added.
    var focusesNameWhenShown = false

    init(bookmark: Bookmark?, library: BookmarkLibrary) {
        bookmarkID = bookmark?.id
        self.library = library
        super.init(title: bookmark?.title ?? "Bookmarks")
    }

    public override func loadView() -> Widget {
        guard let id = bookmarkID, let bookmark = library.bookmark(id: id) else {
            return StatusView(iconName: "user-bookmarks-symbolic", title: "No Bookmark Chosen", message: "Choose a bookmark, or add one with Ctrl+N.")
        }
        nameRow.text = bookmark.name
        addressRow.text = bookmark.address
        folderRow.selected = bookmark.folder
        nameRow.onNotify("text") { [weak self] in self?.save { $0.name = self?.nameRow.text ?? "" } }
        addressRow.onNotify("text") { [weak self] in self?.save { $0.address = self?.addressRow.text ?? "" } }
        folderRow.onSelected { [weak self] in self?.save { $0.folder = self?.folderRow.selected ?? 0 } }
        deleteButton.addCSSClass("destructive-action")
        deleteButton.onClicked { [weak self] in
            guard let self else { return }
            library.remove(id: id)
            onDelete?(id)
        }
        let bookmarkGroup = PreferencesGroup(title: "Bookmark", rows: [nameRow, addressRow, folderRow])
        return PreferencesPage(groups: [bookmarkGroup, PreferencesGroup(title: "", rows: [deleteButton])])
    }

    /// A bookmark just added gets its name typed first: the focus goes there once the form is on
    /// screen (a widget not yet shown cannot take it).
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard focusesNameWhenShown else { return }
        focusesNameWhenShown = false
        nameRow.grabFocus()
    }

    /// Changes the bookmark as `change` says and saves it; its title follows its name.
    private func save(_ change: (inout Bookmark) -> Void) {
        guard let id = bookmarkID, var bookmark = library.bookmark(id: id) else { return }
        change(&bookmark)
        title = bookmark.title // before the library tells its observers, the header among them
        library.update(bookmark)
    }
}
