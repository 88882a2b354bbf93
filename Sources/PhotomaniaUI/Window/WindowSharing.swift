import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The photo handed to the desktop and to other programs: made the background through the
/// desktop's Wallpaper portal, opened in another application (Open With), printed with its
/// title and credit. The first two get the photo's own bytes, kept in a file of the app's
/// where the other program reads it; what fails is said above the window.
@MainActor
final class WindowSharing {
    /// The desktop's portal; a test's in tests.
    var wallpaperPortal = WallpaperPortal()
    /// The Open With chooser, while it is open.
    private(set) var chooser: AppChooser?
    /// The print job whose dialog is open or which is being handed over.
    private(set) var printing: PicturePrint?
    private let services: AppServices
    private let messages: WindowMessages
    private let parent: Window

    /// The folder of the photo made the background: the desktop reads it from there for as
    /// long as it is the background.
    static var backgroundsFolder: URL { AppPaths.dataHomeDirectory.appendingPathComponent("backgrounds", isDirectory: true) }

    /// The folder of the photos opened in other applications, which read them from there; a
    /// day later they go.
    static var openedFolder: URL { AppPaths.cacheDirectory.appendingPathComponent("opened", isDirectory: true) }

    init(over parent: Window, services: AppServices, messages: WindowMessages) {
        (self.parent, self.services, self.messages) = (parent, services, messages)
    }

    /// The print job of `photo` as `texture` shows it: the picture fitted to the page, its
    /// title and credit line under it.
    static func print(_ photo: Photo, _ texture: Texture) -> PicturePrint {
        PicturePrint(texture, caption: [photo.title, photo.credit], name: photo.title)
    }

    /// Offers the applications that open `photo`'s image and starts the one chosen on it.
    func openWith(_ photo: Photo) {
        guard chooser == nil else { return }
        let file = Self.openedFolder.appendingPathComponent(PhotoFile.suggestedName(for: photo))
        Self.removeFiles(in: Self.openedFolder, olderThan: 24 * 3600) // the apps they were opened in are done with them
        PhotoFile.write(photo, to: file, from: services.images) { [weak self] problem in
            guard let self, chooser == nil else { return }
            if let problem { return messages.say(problem) }
            // Translators: the heading of Open With; %@ is the photo's title.
            let chooser = AppChooser(file: file, heading: String(format: tr("Open “%@” with"), photo.title), over: parent)
            self.chooser = chooser
            chooser.show { [weak self] outcome in
                self?.chooser = nil
                // Translators: %@ is why the application could not open it.
                if case .failed(let reason) = outcome { self?.messages.say(String(format: tr("The photo could not be opened: %@"), reason)) }
            }
        }
    }

    /// "The photo could not be printed: REASON".
    static func printFailure(_ reason: String) -> String {
        // Translators: %@ is why the photo could not be printed.
        String(format: tr("The photo could not be printed: %@"), reason)
    }

    /// Opens the print dialog for `photo` as `texture` shows it (turned as on screen).
    func print(_ photo: Photo, _ texture: Texture) {
        guard printing == nil else { return }
        let job = Self.print(photo, texture)
        printing = job
        job.run(over: parent) { [weak self] outcome in
            self?.printing = nil
            if case .failed(let reason) = outcome { self?.messages.say(Self.printFailure(reason)) }
        }
    }

    /// Makes `photo` the desktop's background after the portal's preview; says so, or why not.
    func setAsBackground(_ photo: Photo) {
        let file = Self.backgroundsFolder.appendingPathComponent(PhotoFile.suggestedName(for: photo))
        PhotoFile.write(photo, to: file, from: services.images) { [weak self] problem in
            guard let self else { return }
            if let problem { return messages.say(problem) }
            parent.exportHandle { [weak self] handle in // the portal's preview over this window
                self?.wallpaperPortal.setBackground(file, over: handle) { outcome in
                    self?.parent.unexportHandle(handle)
                    self?.background(file, outcome)
                }
            }
        }
    }

    private func background(_ file: URL, _ outcome: WallpaperPortal.Outcome) {
        switch outcome {
        case .set:
            messages.toast(tr("Set as background"))
            Self.removeOthers(than: file) // only the background in use is kept
        case .cancelled:
            break
        case .unavailable:
            messages.say(tr("The background could not be set: this desktop has no portal that sets it (GNOME’s, xdg-desktop-portal-gnome, does)."))
        case .failed(let reason):
            // Translators: %@ is why the desktop did not set it.
            messages.say(String(format: tr("The background could not be set: %@"), reason))
        }
    }

    private static func removeOthers(than file: URL) {
        removeFiles(in: file.deletingLastPathComponent()) { $0 != file.lastPathComponent }
    }

    private static func removeFiles(in folder: URL, olderThan age: TimeInterval) {
        removeFiles(in: folder) { name in
            let modified = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
            return modified.map { -$0.timeIntervalSinceNow > age } ?? false
        }
    }

    /// Removes the files of `folder` whose names `removing` picks.
    private static func removeFiles(in folder: URL, where removing: (String) -> Bool) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where removing(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
