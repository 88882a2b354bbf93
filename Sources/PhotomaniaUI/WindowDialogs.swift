import Foundation
import GtkKit
import Localization
import PhotoFeed
import Routing

/// The windows that open over one Photomania window, one of each at a time: Preferences,
/// About, the keyboard shortcuts, and the Save dialog of Save As (Ctrl+S), which writes the
/// photo's own bytes, as the feed's largest image has them, where the user chooses; what
/// happens is said in toasts, a failure (a full disk, a folder that cannot be written, a
/// download that failed) above the content.
@MainActor
final class WindowDialogs {
    private(set) var preferences: PreferencesWindow?
    private(set) var about: AboutWindow?
    private(set) var shortcuts: ShortcutsWindow?
    /// The Save dialog, while it is open.
    private(set) var saveDialog: SaveDialog?
    private let parent: Window
    private let library: PhotoLibrary
    private let messages: WindowMessages

    init(over parent: Window, library: PhotoLibrary, messages: WindowMessages) {
        (self.parent, self.library, self.messages) = (parent, library, messages)
    }

    /// A new Preferences window; none without settings to edit.
    func makePreferences() throws(RoutingError) -> PreferencesWindow {
        guard let settings = library.settings else {
            throw .failed(tr("Preferences cannot be changed: the settings schema is not installed."))
        }
        let preferences = PreferencesWindow(settings: settings, apiKeys: library.apiKeys, cache: library.images.disk, parent: parent)
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
        guard saveDialog == nil else { return }
        let dialog = SaveDialog(title: tr("Save Photo"), accept: tr("_Save"), over: parent,
                                name: PhotoFile.suggestedName(for: photo), folder: SaveDialog.picturesFolder)
        saveDialog = dialog
        dialog.show { [weak self] file in
            MainLoop.idle { self?.saveDialog = nil } // not while the dialog is emitting its answer
            if let file { self?.save(photo, to: file) }
        }
    }

    /// Writes `photo`'s original bytes to `file` (replaced whole, or left as it was), saying
    /// so in toasts, or what went wrong above the window.
    func save(_ photo: Photo, to file: URL) {
        let name = file.lastPathComponent
        // Translators: %@ is the file's name.
        messages.toast(String(format: tr("Saving “%@”…"), name))
        PhotoFile.write(photo, to: file, from: library.images) { [weak self] problem in
            if let problem { return self?.messages.say(problem) ?? () }
            self?.messages.toast(String(format: tr("Saved “%@”"), name))
        }
    }

    /// Closes what is open over the parent (it closes).
    func close() {
        saveDialog?.cancel()
        preferences?.window.destroy()
    }
}
