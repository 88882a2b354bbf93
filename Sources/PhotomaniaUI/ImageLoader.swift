import Foundation
import GtkKit
import PhotoFeed

/// Downloads an image and decodes it into a texture, both off the main thread.
public final class ImageLoader {
    private let http: HTTPClient

    public init(http: HTTPClient) { self.http = http }

    /// `completion` runs on the main queue, unless the returned task is cancelled first.
    public func load(_ url: URL, completion: @escaping (Result<Texture, Error>) -> Void) -> HTTPTask {
        http.fetch(url, decode: { data in
            do { return try Texture(decoding: data) } catch { throw ImageError(detail: "\(error)") }
        }, completion: completion)
    }
}
