import Foundation
import GtkKit
import Localization
import PhotoFeed
import Routing

/// The windows that open over one Photomania window, one of each at a time: Preferences,
/// About, the keyboard shortcuts, and a file chooser: the Save dialog of Save As (Ctrl+S),
/// which writes the photo's own bytes, as the feed's largest image has them, where the user
/// chooses, or the folder favourites are exported to or imported from. What happens is said
/// in toasts, a failure (a full disk, a folder that cannot be written, a download that failed,
/// a folder that holds no favourites) above the content.
@MainActor
final class WindowDialogs {
    private(set) var preferences: PreferencesWindow?
    private(set) var about: AboutWindow?
    private(set) var shortcuts: ShortcutsWindow?
    /// The file chooser, while it is open.
    private(set) var fileChooser: FileChooser?
    private let parent: Window
    private let services: AppServices
    private let messages: WindowMessages

    init(over parent: Window, services: AppServices, messages: WindowMessages) {
        (self.parent, self.services, self.messages) = (parent, services, messages)
    }

    /// A new Preferences window; none without settings to edit.
    func makePreferences() throws(RoutingError) -> PreferencesWindow {
        guard let settings = services.settings else {
            throw .failed(tr("Preferences cannot be changed: the settings schema is not installed."))
        }
        let preferences = PreferencesWindow(settings: settings, apiKeys: services.apiKeys, cache: services.images.disk, parent: parent)
        preferences.window.onUnmapped { [weak self] in self?.preferences = nil }
        self.preferences = preferences
        return preferences
    }

    /// Opens the keyboard shortcuts window over the parent.
    func showShortcuts() {
        let shortcuts = ShortcutsWindow(groups: KeyboardShortcuts.groups)
        shortcuts.onUnmapped { [weak self] in self?.shortcuts = nil }
        self.shortcuts = shortcuts
        shortcuts.present(over: parent)
    }

    /// Opens the About window over the parent.
    func showAbout() {
        let about = AboutWindow(AppInfo.about, transientFor: parent)
        about.onUnmapped { [weak self] in self?.about = nil }
        self.about = about
        about.present()
    }

    /// Opens the Save dialog for `photo`, proposing its title in the Pictures folder.
    func saveAs(_ photo: Photo) {
        open(
            FileChooser(
                title: tr("Save Photo"), accept: tr("_Save"), over: parent,
                name: PhotoFile.suggestedName(for: photo), folder: FileChooser.picturesFolder)
        ) { [weak self] file in
            self?.save(photo, to: file)
        }
    }

    /// Opens the folder chooser to export the favourites to, in the Pictures folder.
    func chooseFavouritesExport() {
        open(
            FileChooser(
                title: tr("Export Favourites"), accept: tr("_Export"), over: parent,
                choosingFolderIn: FileChooser.picturesFolder)
        ) { [weak self] folder in
            self?.exportFavourites(to: folder)
        }
    }

    /// Opens the folder chooser to import favourites from.
    func chooseFavouritesImport() {
        open(
            FileChooser(
                title: tr("Import Favourites"), accept: tr("_Import"), over: parent,
                choosingFolderIn: FileChooser.picturesFolder)
        ) { [weak self] folder in
            self?.importFavourites(from: folder)
        }
    }

    /// Shows `chooser` unless one is open already; `chosen` gets what the user chose.
    private func open(_ chooser: FileChooser, _ chosen: @escaping (URL) -> Void) {
        guard fileChooser == nil else { return }
        fileChooser = chooser
        chooser.show { [weak self] file in
            MainLoop.idle { self?.fileChooser = nil } // not while the dialog is emitting its answer
            if let file { chosen(file) }
        }
    }

    /// Writes the favourites and the follows into `folder`, saying how many in a toast, or what
    /// went wrong.
    func exportFavourites(to folder: URL) {
        services.exportFavourites(to: folder) { [weak self] result in
            switch result {
            case .success(let written):
                // Translators: %ld is how many favourites were written into the folder chosen.
                let favourites = tr("Exported %ld favourite", "Exported %ld favourites", count: written.favourites)
                self?.messages.toast(Self.withFollows(favourites, written.follows))
            case .failure(let failure): self?.messages.say(failure.message)
            }
        }
    }

    /// Stars the favourites exported in `folder` and follows what it follows, saying how many in
    /// a toast, and which follows were skipped, or what is wrong.
    func importFavourites(from folder: URL) {
        services.importFavourites(from: folder) { [weak self] result in
            switch result {
            case .success(let added):
                // Translators: %ld is how many favourites were added.
                let favourites = tr("Imported %ld favourite", "Imported %ld favourites", count: added.favourites)
                self?.messages.toast(Self.withFollows(favourites, added.follows))
                guard !added.skippedFollows.isEmpty else { return }
                // Translators: %@ lists the followed sources skipped, each its kind and value ("album/123").
                let skipped = tr("Not followed, of a kind this version of Photomania does not know: %@")
                self?.messages.say(String(format: skipped, added.skippedFollows.joined(separator: ", ")))
            case .failure(let failure): self?.messages.say(failure.message)
            }
        }
    }

    /// `favourites` (what was done with them), with how many follows went with them, if any.
    private static func withFollows(_ favourites: String, _ follows: Int) -> String {
        guard follows > 0 else { return favourites }
        // Translators: %ld is how many followed sources were exported or imported with the favourites.
        let sources = tr("%ld followed source", "%ld followed sources", count: follows)
        // Translators: what was exported or imported: “Exported 3 favourites” and “2 followed sources”.
        return String(format: tr("%1$@, %2$@"), favourites, sources)
    }

    /// Writes `photo`'s original bytes to `file` (replaced whole, or left as it was), saying
    /// so in toasts, or what went wrong above the window.
    func save(_ photo: Photo, to file: URL) {
        let name = file.lastPathComponent
        // Translators: %@ is the file's name.
        messages.toast(String(format: tr("Saving “%@”…"), name))
        PhotoFile.write(photo, to: file, from: services.images) { [weak self] problem in
            if let problem { return self?.messages.say(problem) ?? () }
            self?.messages.toast(String(format: tr("Saved “%@”"), name))
        }
    }

    /// Closes what is open over the parent (it closes).
    func close() {
        fileChooser?.cancel()
        preferences?.window.destroy()
    }
}
