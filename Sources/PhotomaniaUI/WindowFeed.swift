import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The window's side of the feed: what the synchronizer fetched goes into the store, and what
/// the store holds is listed, the first time with a spinner in the list, later with one in the
/// header; failures are said where the user is looking.
extension MainWindowController {
    /// The feed fetched from now on.
    public internal(set) var feed: FeedSource {
        get { synchronizer.feed }
        set { synchronizer.feed = newValue }
    }

    /// Whether a feed fetch is running.
    public var isLoading: Bool { synchronizer.isLoading }

    /// The page the next fetch asks for.
    public var nextPage: Int { synchronizer.nextPage }

    /// Fetches the feed from its first page, through the router (a Flickr feed without an API
    /// key asks for one first). The first time, the photo `photoID` (else the one open when the
    /// window last closed) is opened once the feed is listed.
    public func reload(thenOpen photoID: String? = nil) {
        if let photoID { stateKeeper.request(photoID: photoID) }
        navigate(\.refresh, (), quietly: true) { [weak self] result in
            guard case .failure(let error) = result else { return }
            self?.showFailure(error.description)
            self?.openPendingDestinations()
        }
    }

    /// Shows what the store holds at start, before the window is on screen: the app starts on
    /// what it had (at most the store's capacity).
    func showStoredPhotosAtStart() {
        guard let store else { return }
        do {
            reloadRecents()
            let stored = try store.photos()
            if !stored.isEmpty { list(Photographer.group(stored)) }
        } catch {
            storeFailed(error)
        }
    }

    /// Shows what the store holds after it changed, read and grouped off the main thread; once
    /// per main-loop turn with changes.
    func showStoredPhotos() {
        reloadRecents()
        ingestor.list { [weak self] result in
            switch result {
            case .success(let listing): if !listing.photographers.isEmpty { self?.list(listing.photographers) }
            case .failure(let error): self?.storeFailed(error)
            }
        }
    }

    func reloadRecents() {
        do {
            try recentsModel.reload()
            recents.show(recentsModel.photos, highlighting: detail.photo)
        } catch {
            storeFailed(error)
        }
    }

    func fetchStarted() {
        if listed.isEmpty { master.feedList.showLoading() }
        header.showRefreshing(true)
        enable(.refresh, false)
    }

    func feedLoaded(_ result: Result<FeedPage, Error>) {
        header.showRefreshing(false)
        enable(.refresh, true)
        switch result {
        case .success(let page):
            page.skipped.forEach { FileHandle.standardError.write(Data("photomania: skipped \($0)\n".utf8)) }
            banner.isVisible = false
            backOnline()
            // Entries left out are counted under the list, with why in its tooltip; when they
            // are all there was, on the empty page.
            master.feedList.showNote(Self.unreadableNote(page.skipped))
            let skipped = page.skipped.count
            ingestor.store(page.photos, replacing: replacesStore) { [weak self] in self?.stored($0, skipped: skipped) }
            replacesStore = false
            startPendingPhoto(from: page.photos)
        case .failure(let error):
            if !tookOffline(error) { showFailure(Self.feedMessage(for: error)) }
            openPendingDestinations()
        }
    }

    /// Starts the image of the photo the launch opens (asked for, or open when the window was
    /// last closed) as soon as a page names it, while the page is stored and listed; the route
    /// then finds the photo already in the detail.
    private func startPendingPhoto(from photos: [Photo]) {
        guard detail.photo == nil, let id = stateKeeper.pendingPhotoID,
              let photo = photos.first(where: { $0.id == id }) else { return }
        detail.show(photo)
    }

    /// Lists what the store holds once a fetched page is in it (what came, if it could not be
    /// stored), then goes where the launch asked.
    private func stored(_ listing: FeedIngestor.Listing, skipped: Int) {
        if let failure = listing.failure { storeFailed(failure) }
        // News only once something was listed: the first page is not "new photos".
        if !listed.isEmpty, !listsSampleInstead, let news = Self.newPhotos(listing.change.inserted.count) { toasts.show(news) }
        if !listing.change.isEmpty || master.feedList.visiblePage != "list" || listsSampleInstead {
            listsSampleInstead = false
            list(listing.photographers)
        }
        if listed.isEmpty {
            // Translators: %@ is the feed: a web address, a file or a Flickr feed's name.
            let empty = String(format: tr("“%@” has no photos yet."), "\(feed)")
            master.feedList.showEmpty([empty, Self.unreadable(skipped)].compactMap { $0 }.joined(separator: " "))
        }
        restorePendingState()
        openPendingDestinations()
    }

    /// Says why there are no new photos: in place of the list before there is one, else in a
    /// toast with Try Again.
    private func showFailure(_ message: String) {
        if listed.isEmpty {
            // Without a key no retry can succeed: the button opens Preferences (its retry asks there).
            let needsKey = feed.needsAPIKey && synchronizer.apiKey == nil && settings != nil
            master.feedList.showError(message, action: needsKey ? tr("Enter API Key…") : FeedPages.tryAgain)
        } else {
            // Translators: %@ says why, in a sentence or two.
            toasts.show(String(format: tr("Could not refresh. %@"), message), button: (FeedPages.tryAgain, WindowAction.refresh.detailedName))
        }
    }

    /// "3 new photos", or nil for none.
    static func newPhotos(_ count: Int) -> String? {
        count == 0 ? nil : tr("%ld new photo", "%ld new photos", count: count)
    }

    /// "3 photos could not be read.", or nil when all could.
    static func unreadable(_ count: Int) -> String? {
        count == 0 ? nil : tr("%ld photo could not be read.", "%ld photos could not be read.", count: count)
    }

    /// The count of entries left out, and why (the first ten), or nil when all could be read.
    static func unreadableNote(_ skipped: [SkippedPhoto]) -> (text: String, details: String)? {
        guard let text = unreadable(skipped.count) else { return nil }
        let more = skipped.count > 10 ? [tr("and %ld more", "and %ld more", count: skipped.count - 10)] : []
        return (text, (skipped.prefix(10).map(\.description) + more).joined(separator: "\n"))
    }

    /// What to tell the user about a failed fetch, with where this app takes a missing key.
    static func feedMessage(for error: Error) -> String {
        guard error as? FeedError == .missingAPIKey else { return error.userMessage }
        // Translators: %@ says that the feed needs a Flickr API key.
        return String(format: tr("%@ Set FLICKR_API_KEY, or enter one in Preferences (Ctrl+comma)."), error.userMessage)
    }

    /// Lists `grouped`, unless nothing changed (so the list keeps its state).
    func list(_ grouped: [Photographer]) {
        showFeedSubtitle()
        if !grouped.isEmpty, grouped != listed || master.feedList.visiblePage != "list" {
            let first = listed.isEmpty
            listed = grouped
            master.feedList.show(grouped)
            if first { focusMasterUnlessInContent() }
        }
        for open in openPhotoLists {
            if let current = grouped.first(where: { $0.name == open.photographer.name }) { open.update(current) }
        }
    }
}
