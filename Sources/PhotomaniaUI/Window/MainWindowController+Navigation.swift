import AdaptiveGtk
import Browsing
import Library
import Localization
import PhotoFeed
import Routing

/// Where the window goes, all of it through its `WindowNavigator`: a choice in a list, Previous
/// and Next, links and the launch's places, the state it was left in; and the screens the
/// routes build with the window's parts.
extension MainWindowController {
    /// Goes to `route` of `Routes` for `context`; a failure is said unless `quietly`.
    public func navigate<Context>(
        _ route: KeyPath<Routes, Step<Context>>, _ context: Context, quietly: Bool = false,
        completion: ((RoutingResult) -> Void)? = nil
    ) {
        navigator.navigate(route, context, quietly: quietly, completion: completion)
    }

    /// Opens `destination` (a link, a screen of the catalogue), or says why not: at once when
    /// the feed has what it names, else once the feed's fetch has ended.
    public func open(_ destination: LaunchOptions.Destination) {
        navigator.open(destination, ready: !feedPresenter.awaitsFirstFetch)
    }

    /// Opens the place `link` names.
    public func open(_ link: AppLink) { navigator.open(link) }

    /// Opens the photo with `photoID` from the listed feed, or says it is not there.
    public func open(photoID: String) { navigator.open(photoID: photoID) }

    /// Shows `photo`, chosen in a list of `photos`: Previous and Next then go through them.
    func choose(_ photo: Photo, from photos: [Photo]) { navigator.show(photo, in: photos) }

    /// Opens `photographer`'s photos, chosen in the list, and puts the keyboard focus in them
    /// (on the photo shown, else the first), in three columns too, as a column browser moves
    /// into the column it opens.
    func open(chosen photographer: Photographer) {
        navigator.navigate(\.photographer, photographer) { result in
            if case .success(let photos as ViewController) = result { photos.focusView() }
        }
    }

    /// Shows the photo `offset` places from the one on screen in the list it was chosen from
    /// (-1 the previous, 1 the next), as a click on its row would; false past either end.
    @discardableResult
    func step(_ offset: Int) -> Bool { navigator.step(offset) }

    /// Shows the first photo of the list the one on screen was chosen from (a slideshow starting
    /// over); false when it is the one on screen.
    func stepToFirst() -> Bool { navigator.stepToFirst() }

    public func goBack() { split.goBack() }

    /// Goes back to where the user was once the photos are listed (from the store at start,
    /// else from the first page fetched), once.
    func restorePendingState() {
        guard !model.isEmpty, let restoration = stateKeeper.takeRestoration() else { return }
        navigator.restore(restoration, in: split)
    }

    /// Gives the keyboard focus to the screen on top of the master (the photographers, on the
    /// chosen one) unless it is in the content already: at start GTK gives it to the first
    /// button of the header.
    func focusMasterUnlessInContent() {
        guard !split.view.hasFocusWithin || header.hasFocusWithin else { return }
        navigation.topViewController?.focusView()
    }

    // MARK: What the routes build

    /// A new list of `photographer`'s photos, following the model.
    func makePhotosList(_ photographer: Photographer) -> PhotosViewController {
        let photos = PhotosViewController(photographer: photographer, model: model)
        photos.showThumbnails(from: services.images)
        photos.onSelect = { [weak self, unowned photos] in self?.choose($0, from: photos.photos) }
        photos.onNearEnd = { [weak self] in self?.feedPresenter.fetchMoreWork(of: photographer.name) }
        return photos
    }

    /// `photographer`'s photos for their page in a window over this one: choosing a photo
    /// there closes the page and shows the photo here, after its photographer's photos.
    func makePhotographerPage(_ photographer: Photographer) -> PhotosViewController {
        let page = PhotosViewController(photographer: photographer, model: model)
        page.showThumbnails(from: services.images)
        page.onNearEnd = { [weak self] in self?.feedPresenter.fetchMoreWork(of: photographer.name) }
        page.onSelect = { [weak self, unowned page] photo in
            let photos = page.photos
            page.dismiss()
            self?.navigator.show(photo, in: photos, along: \.photoInList)
        }
        return page
    }

    /// A new page of the Flickr photos matching `text`, fetched with the app's key (the route
    /// asked for one first); what it finds can be opened by id.
    func makeSearchResults(_ text: String) -> SearchResultsViewController {
        let results = SearchResultsViewController(query: text) { [library] completion in
            do {
                return library.feeds.loadFeed(try library.feeds.searchURL(text), completion: completion)
            } catch {
                completion(.failure(error))
                return nil
            }
        }
        results.follow(model)
        results.showThumbnails(from: services.images)
        results.onFound = { [model] in model.found($0) }
        results.onSelect = { [weak self, unowned results] in self?.choose($0, from: results.photos) }
        return results
    }

    /// Lets a navigation to `feed` go on once there is an API key, when it needs one:
    /// `FLICKR_API_KEY`, else the keyring's, else one asked for in Preferences (opened at the
    /// key; the navigation waits on this answer, others do not).
    func requireAPIKey(for feed: FeedSource, _ done: @escaping (InterceptorResult) -> Void) {
        // Translators: %@ is the feed, e.g. “Flickr Recent Photos”.
        let reason =
            services.settings == nil
            ? tr("%@ cannot be fetched without a Flickr API key: set FLICKR_API_KEY.")
            : tr("%@ cannot be fetched without a Flickr API key: enter one in Preferences.")
        let refusal = InterceptorResult.cancel(reason: String(format: reason, "\(feed)"))
        guard feed.needsAPIKey else { return done(.proceed) }
        library.feeds.fetchAPIKey { [weak self] key in
            guard let self else { return done(refusal) }
            if key != nil { return done(.proceed) }
            guard let preferences = try? dialogs.preferences ?? dialogs.makePreferences() else { return done(refusal) }
            preferences.present()
            preferences.focusAPIKey()
            preferences.window.onUnmapped { [weak self] in done(self?.library.feeds.apiKey == nil ? refusal : .proceed) }
        }
    }
}
