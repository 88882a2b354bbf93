import AdaptiveGtk
import Browsing
import GtkKit
import Library
import Localization
import Observing
import PhotoFeed

/// Following in one window: the Following list and the followed sources' photos open in it,
/// shown again as the library's follows change (in every window at once), a row chosen opening
/// its photos and a photo chosen among them opening it; the photographer of the photo on screen
/// followed or let go (Ctrl+D); an unfollow said in a toast with Undo.
@MainActor
final class WindowFollowing {
    private let follows: FollowedSources
    private let list: FollowingViewController
    private let messages: WindowMessages
    private let model: BrowsingModel
    private let images: ImageLoader
    private let navigator: WindowNavigator
    /// Add Source, while it is open.
    private(set) var addSource: AddSourceDialog?
    /// The source the last unfollow let go, which Undo follows again.
    private(set) var unfollowed: FollowedSources.Unfollowed?
    /// The lists of sources' photos open in this window.
    private var photoLists: [WeakPhotos] = []
    private var observation: ObserverToken?

    init(
        library: PhotoLibrary, list: FollowingViewController, messages: WindowMessages, model: BrowsingModel, images: ImageLoader,
        navigator: WindowNavigator
    ) {
        (follows, self.list, self.messages, self.model, self.images, self.navigator) = (library.follows, list, messages, model, images, navigator)
        list.onUnfollow = { [weak self] in self?.unfollow($0) }
        list.onSelect = { [weak navigator] source in
            navigator?.navigate(\.followedSource, source) { result in
                if case .success(let photos as ViewController) = result { photos.focusView() }
            }
        }
        observation = library.observe { [weak self] in if case .followsChanged = $0 { self?.show() } }
        show()
    }

    /// A new list of `source`'s photos (nil: of all of them), kept up to date while it is open.
    func makePhotos(for source: FollowedSource?) -> FollowedPhotosViewController {
        let name = source.flatMap { source in follows.entries.first { $0.source == source }?.name } ?? tr("All Followed")
        let photos = FollowedPhotosViewController(source: source, name: name)
        photos.follow(model)
        photos.showThumbnails(from: images)
        photos.onSelect = { [weak navigator, unowned photos] in navigator?.show($0, in: photos.photos) }
        load(photos)
        photoLists = photoLists.filter { $0.list != nil } + [WeakPhotos(list: photos)]
        return photos
    }

    /// Shows in `list` its source's photos as the library has them now.
    private func load(_ list: FollowedPhotosViewController) {
        follows.photos(of: list.source) { [weak list] in list?.show($0) }
    }

    /// What following the photographer of `photo` means: the source of their photos, when their
    /// Flickr id is one.
    static func photographer(of photo: Photo?) -> FollowedSource? {
        photo.flatMap { FollowedSource(kind: .photographer, value: $0.photographerID) }
    }

    /// Whether the photographer of `photo` is followed.
    func isFollowingPhotographer(of photo: Photo?) -> Bool { Self.photographer(of: photo).map(follows.isFollowed) ?? false }

    /// Follows the photographer of `photo`, or lets them go with Undo offered.
    func togglePhotographer(of photo: Photo) {
        guard let source = Self.photographer(of: photo) else { return }
        guard follows.follow(source, name: photo.photographerName) else { return unfollow(source) }
        // Translators: %@ is a photographer's name.
        messages.toast(String(format: tr("Following %@"), photo.photographerName))
    }

    /// Opens Add Source over `window` (or brings it back), which follows what is typed there.
    func askForSource(over window: Window) {
        let dialog = addSource ?? AddSourceDialog(over: window, follow: { [weak self] in self?.follow($0) }, closed: { [weak self] in self?.addSource = nil })
        addSource = dialog
        dialog.present()
    }

    /// Follows `source` (Add Source's, a link's, a menu's), or says it is followed already; a
    /// photographer listed in the window is followed by the name the list shows.
    func follow(_ source: FollowedSource) {
        let followed = follows.follow(source, name: listedName(of: source))
        let name = follows.entries.first { $0.source == source }?.name ?? source.provisionalName
        // Translators: %@ is the name of a followed photographer, tag or group.
        messages.toast(String(format: followed ? tr("Following %@") : tr("Already following %@"), name))
    }

    /// The name of `source` as the window lists it: a photographer's, when listed.
    private func listedName(of source: FollowedSource) -> String? {
        guard case .photographer(let id) = source else { return nil }
        return model.photographers.first { $0.flickrID == id }?.name
    }

    /// Lets `source` go, with Undo offered.
    func unfollow(_ source: FollowedSource) {
        guard let gone = follows.unfollow(source) else { return }
        unfollowed = gone
        // Translators: %@ is the name of a followed photographer, tag or group.
        messages.toast(String(format: tr("Unfollowed %@"), gone.name), button: (WindowAction.undoUnfollow.title, WindowAction.undoUnfollow.detailedName))
    }

    /// Follows again what the last unfollow let go.
    func undo() {
        guard let gone = unfollowed else { return }
        unfollowed = nil
        follows.restore(gone)
    }

    private func show() {
        list.show(follows.entries)
        photoLists.compactMap(\.list).forEach(load)
    }

    private struct WeakPhotos {
        weak var list: FollowedPhotosViewController?
    }
}
