import Foundation
import PhotoFeed

extension FlickrAddresses {
    /// Addresses nothing answers at (the discard port), for tests that must not reach Flickr.
    public static let unreachable = FlickrAddresses(
        rest: URL(string: "http://127.0.0.1:9/rest")!, feeds: URL(string: "http://127.0.0.1:9/feeds/")!)

    /// Both of Flickr's addresses on `server`: `/rest` and `/feeds/`.
    public static func on(_ server: LoopbackServer) -> FlickrAddresses {
        FlickrAddresses(rest: server.url("rest"), feeds: server.url("feeds/"))
    }
}
