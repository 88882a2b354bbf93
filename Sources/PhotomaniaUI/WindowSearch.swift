import Foundation
import PhotoFeed

/// The window's Flickr search: Enter in the master's search bar (with a Flickr feed and an API
/// key), or a `photomania://search/TEXT` link, opens the matching photos as a page of their own
/// (`SearchResultsViewController`, the `search` route).
extension MainWindowController {
    /// Whether Enter in the search bar asks Flickr: the feed is Flickr's and there is a key.
    var searchesFlickr: Bool {
        if case .url = feed { return false }
        return synchronizer.apiKey != nil
    }

    /// Sends Enter in the master's search bar to Flickr, when the feed is Flickr's.
    func wireFlickrSearch() {
        header.masterSearch.onSubmit = { [weak self] text in
            guard let self, searchesFlickr else { return }
            navigate(\.search, text)
        }
    }

    /// A new page of the Flickr photos matching `text`, fetched from the window's endpoint
    /// with its key (the route asked for one first).
    func makeSearchResults(_ text: String) -> SearchResultsViewController {
        let results = SearchResultsViewController(query: text) { [weak self] completion in
            guard let self else { return nil }
            do {
                let url = try FeedSource.flickrSearch(text).url(apiKey: synchronizer.apiKey, endpoint: flickrEndpoint)
                return feeds.load(url, completion: completion)
            } catch {
                completion(.failure(error))
                return nil
            }
        }
        results.onSelect = { [weak self] in self?.navigate(\.photo, $0.id) }
        results.highlight(detail.photo)
        return results
    }

    /// The open search results' photos, where a photo chosen among them is looked up.
    var searchResultPhotos: [Photo] {
        split.descendants.compactMap { ($0 as? SearchResultsViewController)?.results }.flatMap { $0 }
    }
}
