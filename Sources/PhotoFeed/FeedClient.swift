import Foundation

/// Loads a feed through the HTTP client and decodes it off the main thread.
public final class FeedClient {
    private let http: HTTPClient

    public init(http: HTTPClient) { self.http = http }

    /// Fetches what Flickr says of `photo` now at `url` (a `FlickrRequest.Method.info`) and
    /// gives the photo as it says; `completion` runs on the main actor.
    @discardableResult
    public func refresh(_ photo: Photo, at url: URL, completion: @escaping @MainActor (Result<Photo, Error>) -> Void) -> HTTPTask {
        http.fetch(url, decode: { try FlickrPhotoInfo.refresh(photo, from: $0) }, completion: completion)
    }

    /// Fetches and decodes `url`; `completion` runs on the main actor.
    @discardableResult
    public func load(_ url: URL, completion: @escaping @MainActor (Result<FeedPage, Error>) -> Void) -> HTTPTask {
        load(url, ifChangedSince: nil) { completion($0.map(\.value)) }
    }

    /// Fetches and decodes `url` if it changed since the answer `validators` came from;
    /// `completion` gets the page with its answer's validators, or `HTTPError.notModified`.
    @discardableResult
    public func load(
        _ url: URL, ifChangedSince validators: HTTPValidators?,
        completion: @escaping @MainActor (Result<(value: FeedPage, validators: HTTPValidators), Error>) -> Void
    ) -> HTTPTask {
        http.fetch(url, ifChangedSince: validators, decode: { try FeedPage.decode($0, from: url) }, completion: completion)
    }
}
