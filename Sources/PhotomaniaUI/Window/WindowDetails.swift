import AdaptiveGtk
import Foundation
import GtkKit
import Observing
import PhotoFeed

/// The details panel of the window's photo (Details, Alt+Return), after Loupe's: shown or not
/// (remembered with the window), beside the photo, on its trailing side, in a regular-width
/// window, and a page of its own over the photo in a compact one, which Back leaves. The split
/// view's changes move it between the two: `follow()` after each.
@MainActor
final class WindowDetails {
    let info = PhotoInfoViewController()
    /// Whether the user asked for the details (and did not go back from their page since).
    private(set) var isShown = false {
        didSet { if isShown != oldValue { changes.notify() } }
    }
    private let changes = ObserverList<Void>()
    private unowned let split: SplitViewController
    private unowned let detail: PhotoDetailViewController
    /// Reads how the photo at a URL was taken (its file's EXIF), for the details.
    var readCamera: ((URL, @escaping @MainActor (CameraSettings?) -> Void) -> HTTPTask)?
    /// What the details show: the photo, its image once loaded, and its camera's settings.
    private var shown: (photo: Photo?, image: Texture?, camera: CameraSettings?)
    /// The reading of the camera settings under way, for the photo shown.
    private var cameraReading: (photoID: String, task: HTTPTask)?

    /// Calls `observer` when the details are shown or hidden, until the token is released.
    func observe(_ observer: @escaping () -> Void) -> ObserverToken { changes.add(observer) }

    init(split: SplitViewController, detail: PhotoDetailViewController) {
        self.split = split
        self.detail = detail
    }

    /// Shows the details (the route's action) or hides them; in a compact window the page
    /// slides in over the photo, or back.
    func show(_ shown: Bool) {
        isShown = shown
        refresh()
        let navigation = split.primaryNavigation
        if split.isCollapsed {
            if shown, navigation.topViewController === detail { navigation.push(info) }
            if !shown, navigation.viewControllers.contains(where: { $0 === info }) { navigation.pop(to: detail) }
        } else {
            detail.showBeside(shown ? info : nil)
        }
    }

    /// The photo's image is on screen, or none (a photo chosen, still loading): the details
    /// follow it.
    func imageShown(_ photo: Photo?, _ image: Texture?) {
        if photo?.id != shown.photo?.id {
            cameraReading?.task.cancel()
            (cameraReading, shown.camera) = (nil, nil)
        }
        (shown.photo, shown.image) = (photo, image)
        refresh()
    }

    /// Shows what is known, only while the details are shown (stepping through photos builds
    /// no hidden panel); the camera's settings are read once per photo, once its image is on
    /// screen.
    private func refresh() {
        guard isShown else { return }
        info.show(shown.photo, image: shown.image, camera: shown.camera)
        guard let photo = shown.photo, shown.image != nil, cameraReading?.photoID != photo.id,
            let task = readCamera?(
                photo.imageURL,
                { [weak self] camera in
                    guard let self, shown.photo?.id == photo.id else { return }
                    shown.camera = camera
                    info.show(shown.photo, image: shown.image, camera: camera) // as the photo is now, refreshed meanwhile or not
                })
        else { return }
        cameraReading = (photo.id, task)
    }

    /// The columns or stacks changed: the panel goes where the layout now wants it. Collapsing
    /// takes it from beside the photo to a page over it; expanding left it off the stack (the
    /// split view keeps only the photo in its column), so it goes beside the photo again; off
    /// the stack in a compact window, the user went back from it.
    func follow() {
        let navigation = split.primaryNavigation
        let onStack = navigation.viewControllers.contains { $0 === info }
        if split.isCollapsed {
            if info.parent === detail {
                detail.showBeside(nil)
                if isShown, navigation.topViewController === detail { navigation.push(info, animated: false) }
            } else if isShown, !onStack {
                isShown = false
            }
        } else if !onStack {
            detail.showBeside(isShown ? info : nil)
        }
    }
}
