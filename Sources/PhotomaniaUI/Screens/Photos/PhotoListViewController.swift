import Adaptive
import AdaptiveGtk
import GtkKit
import PhotoFeed

/// A list of photos by title, each with its photographer's name beneath, in one section: what
/// Recents and the all-photos master share. Subclasses place the list among their other pages.
public class PhotoListViewController: ViewController, PhotoListing {
    let photoSections: PhotoSections
    public var list: ListView { photoSections.list }
    /// A photo was chosen.
    var onSelect: ((Photo) -> Void)? {
        get { photoSections.onSelect }
        set { photoSections.onSelect = newValue }
    }

    /// `empty` stands in for the list while it has no photos.
    init(title: String, accessibleLabel: String, empty: Widget) {
        photoSections = PhotoSections(accessibleLabel: accessibleLabel, subtitle: \.photographerName, empty: empty)
        super.init(title: title)
    }

    /// Lists `photos`, in this order.
    func list(_ photos: [Photo]) { photoSections.show(PhotoSection.all(photos)) }

    public override func encodeRestorableState(with state: inout RestorableState) {
        encodeListState(into: &state)
    }

    public override func decodeRestorableState(with state: RestorableState) {
        decodeListState(from: state)
    }
}
