// Fuzz target: the feed decoder, both Flickr shapes (REST pages and the public feed, wrapped
// or not). Built by scripts/fuzz.sh with -sanitize=fuzzer,address; a plain build makes an
// executable that does nothing.
import Foundation
import FuzzSupport
import PhotoFeed

private let base = URL(string: "https://www.flickr.com/services/feeds/photos_public.gne")!

private func fuzzFeed(_ input: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes = input else { return 0 }
    let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: count, deallocator: .none)
    guard let page = try? FeedPage.decode(data, from: base) else { return 0 }
    for photo in page.photos where !["http", "https", "file"].contains(photo.imageURL.scheme?.lowercased() ?? "") {
        fatalError("a photo with an image URL that cannot be fetched: \(photo.imageURL)")
    }
    return 0
}

runFuzzer { fuzzFeed($0, $1) }
