import Foundation
import GtkKit
import Localization
import PhotoFeed

/// Save As (Ctrl+S, the main menu): the photo's own bytes, as the feed's largest image has
/// them, written where the user chooses in the desktop's Save dialog; what happens is said in
/// toasts, a failure (a full disk, a folder that cannot be written, a download that failed)
/// in the banner.
extension MainWindowController {
    /// Opens the Save dialog over the window for the photo shown, proposing its title in the
    /// Pictures folder.
    func saveAs() {
        guard let photo = detail.photo, saveDialog == nil else { return }
        let dialog = SaveDialog(title: tr("Save Photo"), accept: tr("_Save"), over: window,
                                name: PhotoFile.suggestedName(for: photo), folder: SaveDialog.picturesFolder)
        saveDialog = dialog
        dialog.show { [weak self] file in
            MainLoop.idle { self?.saveDialog = nil } // not while the dialog is emitting its answer
            if let file { self?.save(photo, to: file) }
        }
    }

    /// Writes `photo`'s original bytes to `file` (replaced whole, or left as it was), from the
    /// disk cache when they are there, else downloaded first.
    func save(_ photo: Photo, to file: URL) {
        let name = file.lastPathComponent
        // Translators: %@ is the file's name.
        toasts.show(String(format: tr("Saving “%@”…"), name))
        detail.loader.originalData(of: photo.imageURL) { [weak self] result in
            switch result {
            case .success(let data):
                DispatchQueue.global(qos: .userInitiated).async {
                    let written = Result { try data.write(to: file, options: .atomic) }
                    DispatchQueue.main.async { self?.saved(name, written) }
                }
            case .failure(let error):
                self?.say(PhotoFile.failure(name, reason: error.userMessage))
            }
        }
    }

    private func saved(_ name: String, _ result: Result<Void, Error>) {
        switch result {
        case .success: toasts.show(String(format: tr("Saved “%@”"), name))
        case .failure(let error): say(PhotoFile.message(forWriteError: error, name: name))
        }
    }
}
