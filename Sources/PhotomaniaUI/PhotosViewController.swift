import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// One photographer's photos, by title, with the description beneath.
public final class PhotosViewController: ViewController, PhotoListing {
    public private(set) var photographer: Photographer
    public let list = ListView(accessibleLabel: tr("Photos"))
    private(set) lazy var rows = ListAdapter<Photo>(list: list) { _ in TitleRow.view { ($0.title, $0.subtitle) } }
    var onSelect: ((Photo) -> Void)?

    public init(photographer: Photographer) {
        self.photographer = photographer
        super.init(title: photographer.name)
    }

    public var photos: [Photo] { photographer.photos }

    public override func loadView() -> Widget {
        rows.apply(photos)
        rows.onItemActivated { [weak self] in self?.onSelect?($0) }
        return ScrolledWindow(list)
    }

    /// Shows the photographer's photos as they are now (a background fetch added some); the
    /// rows that stay keep their selection and place.
    func update(_ photographer: Photographer) {
        guard photographer.name == self.photographer.name, photographer != self.photographer else { return }
        self.photographer = photographer
        if isViewLoaded { rows.apply(photos) }
    }
}
