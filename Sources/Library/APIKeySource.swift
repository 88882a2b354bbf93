/// Where the Flickr API key comes from: the keyring in the app, which is read once.
@MainActor
public protocol APIKeySource: AnyObject {
    /// The key, once read; nil before, or when there is none.
    var key: String? { get }
    /// Calls `done` with the key (nil when there is none), reading it the first time.
    func fetch(_ done: @escaping @MainActor (String?) -> Void)
}
