import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The window's side of the photo database: a problem with it stays above the content until
/// the user acts, says what will not be kept, and offers the fix the app can do.
extension MainWindowController {
    /// The message about the database, if one is shown.
    public var storeMessage: String? { storeBanner.isVisible ? storeBanner.text : nil }

    /// Says what `problem` means for the user's photos, with the fix when there is one.
    func show(_ problem: StoreProblem) {
        storePath = problem.path
        storeBanner.show(problem.userMessage, offeringAction: problem.canStartAfresh)
    }

    /// The database failed at work: says so (the photos stay listed from memory).
    func storeFailed(_ error: Error) {
        show(error as? StoreProblem ?? StoreProblem(error, path: store?.path ?? storePath ?? ""))
    }

    /// Moves the damaged database aside and carries on with a new one, which gets what is
    /// on screen: the listed photos and the recents.
    public func startNewStore() {
        guard let path = store?.path ?? storePath else { return }
        switch PhotoStore.startAfresh(at: path) {
        case .success(let (fresh, movedTo)):
            adopt(fresh)
            storeBanner.isVisible = false
            // Translators: %@ is the path of the file the damaged database was moved to.
            say(String(format: tr("The damaged photo database was moved to %@; a new one keeps your photos from now on."), "\(movedTo)"))
        case .failure(let problem):
            show(problem)
        }
    }

    /// Uses `fresh` from now on, filled with what the window shows.
    private func adopt(_ fresh: PhotoStore) {
        let shownRecents = recentsModel.photos
        store = fresh
        ingestor = FeedIngestor(path: fresh.path)
        recentsModel = RecentsModel(store: fresh)
        observeStore()
        do {
            try fresh.upsert(listed.flatMap(\.photos) + shownRecents)
            try shownRecents.reversed().forEach(recentsModel.record)
        } catch {
            storeFailed(error)
        }
    }

    /// Lists the photos once per main-loop turn after the store changed them, and the recents
    /// after any window of the app recorded a view.
    func observeStore() {
        store?.observe { [weak self] change in
            switch change {
            case .photos: self?.storeChanges.schedule()
            case .recents: self?.reloadRecents()
            }
        }
    }
}
