import Foundation

/// What the last answer for each address said to recognise it by, so the next fetch of it is
/// conditional (`HTTPValidators`): a followed source whose feed did not change costs a 304, with
/// no body to download or decode. Kept in memory, by the source's synchronizer: a new session,
/// or a source followed again, asks once whatever it is.
@MainActor
public final class FeedRevalidation {
    private var validators: [URL: HTTPValidators] = [:]

    public init() {}

    /// Loads `url` through `client`, conditionally when an earlier answer for it gave
    /// validators: the page, or `HTTPError.notModified`.
    public func load(_ url: URL, through client: FeedClient, completion: @escaping @MainActor (Result<FeedPage, Error>) -> Void) -> HTTPTask {
        client.load(url, ifChangedSince: validators[url]) { [weak self] result in
            if case .success(let answer) = result { self?.validators[url] = answer.validators.isEmpty ? nil : answer.validators }
            completion(result.map(\.value))
        }
    }
}
