import Foundation

/// Where the library keeps a favourite's image whatever the image cache's cap: the app's image
/// loader, which downloads what it does not hold yet.
@MainActor
public protocol ImagePinning: AnyObject {
    /// Keeps `url`'s bytes on disk; `done` says whether they are kept.
    func pin(_ url: URL, done: @escaping @MainActor (Bool) -> Void)
    /// Lets the cache's cap apply to `url` again.
    func unpin(_ url: URL)
}
