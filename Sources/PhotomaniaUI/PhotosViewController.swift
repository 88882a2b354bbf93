import AdaptiveGtk
import CGtk
import GtkKit
import PhotoFeed

/// One photographer's photos, by title, with the description beneath.
public final class PhotosViewController: ViewController, PhotoListing {
    public let photographer: Photographer
    public let list = ListBox(accessibleLabel: "Photos")
    private lazy var rows = ListAdapter<Photo>(listBox: list) { ListRow.make(title: $0.title, subtitle: $0.subtitle) }
    var onSelect: ((Photo) -> Void)?

    public init(photographer: Photographer) {
        self.photographer = photographer
        super.init(title: photographer.name)
    }

    public var photos: [Photo] { photographer.photos }

    public override func loadView() -> Widget {
        rows.apply(photos)
        list.onRowActivated { [weak self] index in
            guard let self, self.photos.indices.contains(index) else { return }
            self.onSelect?(self.photos[index])
        }
        return ScrolledWindow(list)
    }

    /// Highlights `photo`'s row (nil or a photo of someone else clears it).
    func highlight(_ photo: Photo?) {
        loadViewIfNeeded()
        list.selectRow(at: photo.flatMap { photos.firstIndex(of: $0) })
    }
}
