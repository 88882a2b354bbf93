import Foundation
import GtkKit
import Localization
import PhotoFeed
import Routing

/// What each of the window's actions (`WindowAction`) does, as its button or key asks.
extension MainWindowController {
    public func perform(_ action: WindowAction) {
        // In full screen the columns and their bars are hidden: nothing opens in them.
        if fullscreen.isActive, [.toggleSidebar, .find, .showImageURL, .showRecents, .showFavourites, .showFollowing].contains(action) { return }
        switch action {
        case .refresh: reload()
        case .toggleSidebar: split.toggleDisplayMode()
        case .showImageURL: if isShowingPhoto { navigator.navigate(\.imageURL, ()) }
        case .showRecents: navigator.navigate(\.recents, ())
        case .showFavourites: navigator.navigate(\.favourites, ())
        case .showFollowing: navigator.navigate(\.following, ())
        case .photographerPage: detail.photo.map { navigator.open(photographerNamed: $0.photographerName, on: \.photographerPage) }
        case .openOnFlickr: detail.photo?.details.page.map(openOnFlickr)
        case .showDetails: if details.isShown { details.show(false) } else if detail.photo != nil { navigator.navigate(\.details, ()) }
        case .find: beginSearch()
        case .fullscreen: if fullscreen.isActive || isShowingPhoto { fullscreen.toggle() }
        case .previousPhoto: step(-1)
        case .nextPhoto: step(1)
        case .saveAs: detail.photo.map(dialogs.saveAs)
        case .favourite: detail.photo.map(favourites.toggle)
        case .undoUnstar: favourites.undo()
        case .followPhotographer: detail.photo.map(following.togglePhotographer)
        case .undoUnfollow: following.undo()
        case .addSource: following.askForSource(over: window)
        case .exportFavourites: dialogs.chooseFavouritesExport()
        case .importFavourites: dialogs.chooseFavouritesImport()
        case .openWith: detail.photo.map(sharing.openWith)
        case .setAsBackground: detail.photo.map(sharing.setAsBackground)
        case .print: printPhoto()
        case .rotateClockwise: detail.turn(by: 1)
        case .rotateCounterclockwise: detail.turn(by: -1)
        case .slideshow: slideshow.toggle()
        case .viewAsGrid:
            shownPhotoList.map { $0.photoSections.showAsGrid(!$0.photoSections.isGrid) }
            updateHeader()
        case .copyImage:
            detail.copyImage { [messages] problem in
                if let problem { messages.say(problem) } else { messages.toast(tr("Image copied")) }
            }
        case .preferences: navigator.navigate(\.preferences, ())
        case .shortcuts: dialogs.showShortcuts()
        case .help: showHelp()
        case .about: dialogs.showAbout()
        case .close: close()
        }
    }

    /// Fetches the window's feed from its first page (for every window on it), once there is
    /// a key when it needs one (Preferences asks for it): a plain action, not a navigation, so
    /// a wait for the key holds up no route. A refusal is said where the feed is listed.
    public func reload() {
        let feedShown = model.feed
        requireAPIKey(for: feedShown) { [weak self] answer in
            guard let self, feedShown == model.feed else { return }
            switch answer {
            case .proceed: library.feeds.refresh(feedShown)
            case .cancel(let reason):
                feedPresenter.showFailure(reason)
                navigator.openWaiting()
            }
        }
    }

    /// Whether this window is the first on its feed, which it then fetches (after the key it may
    /// need) for every window on it.
    public var startedItsFeed: Bool { feedPresenter.startedFeed }

    /// Whether Enter in the search bar asks Flickr: the feed is Flickr's and there is a key.
    var searchesFlickr: Bool {
        if case .url = model.feed { return false }
        return library.feeds.apiKey != nil
    }

    /// A tag of the details: Flickr's photos with it when Flickr can be asked (a Flickr feed and
    /// a key), else the master's list filtered by it.
    func search(tag: String) {
        if searchesFlickr { return navigator.navigate(\.search, tag) }
        navigator.navigate(\.home, ()) { [weak self] _ in
            guard let self else { return }
            updateHeader() // the search follows the list now on top, not after the next layout
            guard header.masterSearch.begin() else { return }
            header.masterSearch.bar.text = tag
        }
    }

    /// Prints the photo on screen at full resolution, turned as it is shown.
    private func printPhoto() {
        guard let photo = detail.photo else { return }
        detail.fullImage { [sharing, messages] result in
            switch result {
            case .success(let texture): sharing.print(photo, texture)
            case .failure(let problem): messages.say(WindowSharing.printFailure(problem.message))
            }
        }
    }

    /// Opens the photo's page on Flickr in the browser, or says why not.
    private func openOnFlickr(_ page: URL) {
        // Translators: %@ is why the system could not open it.
        open(page.absoluteString, failure: tr("The photo's page could not be opened: %@"))
    }

    /// The user's guide (F1), in the desktop's help browser (Yelp), as GNOME apps open theirs.
    private func showHelp() {
        // Translators: %@ is why the system could not open it (no help browser installed, say).
        open(AppInfo.helpURI, failure: tr("The help could not be opened: %@"))
    }

    /// Hands `uri` to the desktop's application for it; a failure is said in the banner, in
    /// `failure`'s words with the system's reason for %@.
    private func open(_ uri: String, failure: String) {
        guard let problem = URILauncher.open(uri) else { return }
        messages.say(String(format: failure, problem))
    }

    /// The list of photos View as Grid switches: the photos column's, else the master's on top.
    var shownPhotoList: PhotoListing? {
        (header.photosSearch.list ?? header.masterSearch.list) as? PhotoListing
    }

    /// Ctrl+F: the search of the photos column when it has the keyboard focus, else the master's.
    private func beginSearch() {
        let inPhotos = split.supplementary.map { $0.view.hasFocusWithin } ?? false
        if !(inPhotos && header.photosSearch.begin()) { header.masterSearch.begin() }
    }
}
