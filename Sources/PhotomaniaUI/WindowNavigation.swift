import Adaptive
import AdaptiveGtk
import Localization
import PhotoFeed
import Routing

/// The window's navigation: every way in goes through the router along `Routes`, links and
/// catalogue screens included; what the routes need from the window lives here too.
extension MainWindowController {
    /// Goes to `route` of `routes` for `context`; a failure is said in the banner unless `quietly`.
    public func navigate<Context>(_ route: KeyPath<Routes, Step<Context>>, _ context: Context, quietly: Bool = false,
                                  completion: ((RoutingResult) -> Void)? = nil) {
        router.navigate(to: routes[keyPath: route], with: context, animated: navigationAnimates) { [weak self] result in
            if case .failure(let error) = result, !quietly { self?.say(error.description) }
            completion?(result)
        }
    }

    /// Opens `destination` (a link, a screen of the catalogue), or says why not; before the
    /// first fetch has ended, once it has.
    public func open(_ destination: LaunchOptions.Destination) {
        if pendingDestinations != nil { return pendingDestinations!.append(destination) }
        switch destination {
        case .link(let link): open(link)
        case .badLink(let message): say(message)
        case .screen(let name, let context): ScreenCatalogue.open(name, context: context, in: self)
        }
    }

    /// Goes back to where the user was once the photos are listed (from the store at start,
    /// else from the first page fetched), and to a photo asked for, once.
    func restorePendingState() {
        guard let (restoration, requestedPhotoID) = stateKeeper.takePending() else { return }
        restore(restoration ?? StateRestoration(archive: RestorationArchive()), requestedPhotoID: requestedPhotoID)
    }

    /// Goes, without transitions, where `restoration`'s archive says: the photographer, the
    /// photo (`requestedPhotoID` over the saved one), Recents; the controllers made on the way
    /// then take their saved state (a scroll position, a zoom). What is no longer in the feed
    /// is skipped, except a photo asked for, which is said.
    func restore(_ restoration: StateRestoration, requestedPhotoID: String? = nil) {
        let archive = restoration.archive
        withoutAnimation {
            if let name = archive["photos"]?.string(forKey: PhotosViewController.photographerKey) {
                navigate(\.photographer, name, quietly: true)
            }
            if let id = requestedPhotoID ?? archive["photo"]?.string(forKey: PhotoDetailViewController.photoIDKey) {
                navigate(\.photoInList, id, quietly: requestedPhotoID == nil)
            }
            if archive[Self.windowRecord]?.bool(forKey: Self.showsRecentsKey) == true { navigate(\.recents, ()) }
        }
        restoration.finish(in: split)
    }

    func openPendingDestinations() {
        let destinations = pendingDestinations ?? []
        pendingDestinations = nil
        withoutAnimation { destinations.forEach(open) }
    }

    /// Navigates in `body` without transitions.
    private func withoutAnimation(_ body: () -> Void) {
        navigationAnimates = false
        defer { navigationAnimates = true }
        body()
    }

    /// Shows `message` above the content until the user closes it.
    func say(_ message: String) { banner.show(message) }

    /// Opens the place `link` names.
    public func open(_ link: AppLink) {
        switch link {
        case .photo(let id): navigate(\.photoInList, id)
        case .photographer(let name): navigate(\.photographer, name)
        case .recents: navigate(\.recents, ())
        case .search(let text): navigate(\.search, text)
        }
    }

    /// Opens `photographer`'s photos, chosen in the list, and puts the keyboard focus in them
    /// (on the photo shown, else the first), in three columns too, as a column browser moves
    /// into the column it opens.
    func open(chosen photographer: Photographer) {
        navigate(\.photographer, photographer.name) { result in
            if case .success(let photos as ViewController) = result { photos.focusView() }
        }
    }

    /// Gives the keyboard focus to the screen on top of the master (the photographers, on the
    /// chosen one) unless it is in the content already: at start GTK gives it to the first
    /// button of the header.
    func focusMasterUnlessInContent() {
        guard !split.view.hasFocusWithin || header.hasFocusWithin else { return }
        navigation.topViewController?.focusView()
    }

    /// Opens the photo with `photoID` from the listed feed, or says it is not there.
    public func open(photoID: String) { navigate(\.photoInList, photoID) }

    // MARK: What the routes need

    /// The photographers' photos lists open in the master (and the photos column), bottom to top.
    var openPhotoLists: [PhotosViewController] {
        split.descendants.compactMap { $0 as? PhotosViewController }
    }

    /// Highlights the photographer whose photos are open (beside them in three columns, under
    /// them otherwise), or none.
    func showChosenPhotographer() {
        photographers.highlight(photographerNamed: openPhotoLists.last?.photographer.name)
    }

    /// Keeps the lists in step with the detail: the rows highlighted (scrolled to, after a
    /// step), the list chosen from kept for Previous and Next, and the photos next to the
    /// chosen one decoded ahead.
    func photoChosen(_ photo: Photo?) {
        let stepped = photo != nil && steppingTo == photo?.id
        steppingTo = nil
        if !stepped { sequence = PhotoSequence(photo.map(photos(chosenFrom:)) ?? []) }
        recents.show(recentsModel.photos, highlighting: photo)
        split.descendants.compactMap { $0 as? PhotoListing }.forEach { $0.highlight(photo, scrolling: stepped) }
        detail.preload(photo.map(sequence.neighbours) ?? [])
        let steps = photo.map { (sequence.photo(-1, from: $0) != nil, sequence.photo(1, from: $0) != nil) } ?? (false, false)
        enable(.previousPhoto, steps.0)
        enable(.nextPhoto, steps.1)
        detail.availableSteps = steps
    }

    /// The list `photo` was chosen from: the one nearest the top of the master, or in the photos
    /// column, that holds it; else its photographer's photos.
    func photos(chosenFrom photo: Photo) -> [Photo] {
        let lists = split.descendants.reversed().compactMap { ($0 as? PhotoListing)?.photos }
        return lists.first(where: { $0.contains(photo) }) ?? listed.first(where: { $0.photos.contains(photo) })?.photos ?? [photo]
    }

    /// Shows the photo `offset` places from the one on screen (-1 the previous, 1 the next) in
    /// the list it was chosen from, through the router, as a click on its row would; nothing
    /// past either end.
    func step(_ offset: Int) {
        guard let photo = detail.photo, let target = sequence.photo(offset, from: photo) else { return }
        step(to: target)
    }

    /// Shows `photo` of the list the one on screen was chosen from, which stays the list.
    func step(to photo: Photo) {
        steppingTo = photo.id
        navigate(\.photo, photo.id) { [weak self] _ in
            if self?.steppingTo == photo.id { self?.steppingTo = nil } // not shown (gone from the feed, or shown already)
        }
    }

    /// Puts `photo` first in the recents, in the store when there is one.
    func record(_ photo: Photo) {
        defer { recents.show(recentsModel.photos, highlighting: detail.photo) }
        do {
            try recentsModel.record(photo)
        } catch {
            storeFailed(error)
        }
    }

    /// The photo `id`: in the listed feed, else among the open search results.
    func photo(withID id: String) -> Photo? {
        listed.lazy.flatMap(\.photos).first { $0.id == id } ?? searchResultPhotos.first { $0.id == id }
    }

    /// A new list of the photos of the listed photographer `name`.
    func makePhotosList(named name: String) throws(RoutingError) -> PhotosViewController {
        let photos = PhotosViewController(photographer: try requirePhotographer(name))
        photos.onSelect = { [weak self] in self?.navigate(\.photo, $0.id) }
        photos.highlight(detail.photo)
        return photos
    }

    /// The listed photographer `name`, or the reason for the user that there is none.
    func requirePhotographer(_ name: String) throws(RoutingError) -> Photographer {
        guard let photographer = listed.first(where: { $0.name == name }) else {
            throw .invalidContext(String(format: tr("There is no photographer “%@” in this feed."), name))
        }
        return photographer
    }

    /// The photo `id` (listed, or among the search results), or the reason for the user that
    /// there is none.
    func requirePhoto(_ id: String) throws(RoutingError) -> Photo {
        guard let photo = photo(withID: id) else { throw .invalidContext(String(format: tr("There is no photo with id “%@” in this feed."), id)) }
        return photo
    }

    /// A new Preferences window; none without settings to edit.
    func makePreferences() throws(RoutingError) -> PreferencesWindow {
        guard let settings else { throw .failed(tr("Preferences cannot be changed: the settings schema is not installed.")) }
        let preferences = PreferencesWindow(settings: settings, apiKeys: apiKeys, cache: detail.loader.disk, parent: window)
        preferences.window.onUnmapped { [weak self] in self?.preferences = nil }
        self.preferences = preferences
        return preferences
    }

    /// Lets a navigation to `feed` go on once there is an API key, when it needs one:
    /// `FLICKR_API_KEY`, else the keyring's, else one asked for in Preferences (opened at the
    /// key: the router waits on this answer).
    func requireAPIKey(for feed: FeedSource, _ done: @escaping (InterceptorResult) -> Void) {
        // Translators: %@ is the feed, e.g. “Flickr Recent Photos”.
        let reason = settings == nil ? tr("%@ cannot be fetched without a Flickr API key: set FLICKR_API_KEY.")
            : tr("%@ cannot be fetched without a Flickr API key: enter one in Preferences.")
        let refusal = InterceptorResult.cancel(reason: String(format: reason, "\(feed)"))
        guard feed.needsAPIKey else { return done(.proceed) }
        if let key = environmentAPIKey {
            synchronizer.apiKey = key
            return done(.proceed)
        }
        apiKeys.fetch { [weak self] key in
            guard let self else { return done(refusal) }
            synchronizer.apiKey = key
            if key != nil { return done(.proceed) }
            guard let preferences = try? preferences ?? makePreferences() else { return done(refusal) }
            preferences.present()
            preferences.focusAPIKey()
            preferences.window.onUnmapped { [weak self] in
                self?.synchronizer.apiKey = self?.apiKeys.key
                done(self?.apiKeys.key == nil ? refusal : .proceed)
            }
        }
    }
}
