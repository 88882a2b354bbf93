import Adaptive
import AdaptiveGtk
import Browsing
import GtkKit
import Localization
import Observing
import PhotoFeed

/// One photographer's photos by the day they were taken, latest first, under a header for each
/// day: a grid of thumbnails unless a person chose the list, where each is by title, with the
/// description beneath.
public final class PhotosViewController: ViewController, PhotoListing {
    public private(set) var photographer: Photographer
    let photoSections = PhotoSections(accessibleLabel: tr("Photos"), subtitle: \.subtitle)
    public var list: ListView { photoSections.list }
    var onSelect: ((Photo) -> Void)? {
        get { photoSections.onSelect }
        set { photoSections.onSelect = newValue }
    }
    /// The rows on screen came near the last: the photographer's next photos are wanted.
    var onNearEnd: (() -> Void)? {
        get { photoSections.adapter.onNearEnd }
        set { photoSections.adapter.onNearEnd = newValue }
    }

    /// The model's listing, followed for the photographer's photos as they change.
    private var listingObservation: ObserverToken?

    /// `photographer`'s photos, kept as `model` lists them, the photo on screen in it highlighted.
    public init(photographer: Photographer, model: BrowsingModel? = nil) {
        self.photographer = photographer
        super.init(title: photographer.name)
        restorationIdentifier = "photos"
        photoSections.showAsGrid(true)
        photoSections.show(PhotoSection.byDay(photographer.photos, dayTitle: DayTitle.of))
        guard let model else { return }
        follow(model)
        listingObservation = model.observe { [weak self, unowned model] change in
            guard change == .listing, let self, let current = model.photographer(named: self.photographer.name) else { return }
            update(current)
        }
    }

    public override func loadView() -> Widget { photoSections.view }

    /// The photographer (whom the app opens again), the scroll position and the grid or list.
    public override func encodeRestorableState(with state: inout RestorableState) {
        state.encode(photographer.name, forKey: Self.photographerKey)
        encodeListState(into: &state)
    }

    public override func decodeRestorableState(with state: RestorableState) {
        decodeListState(from: state)
    }

    /// The key of the photographer's name in the saved state.
    public static let photographerKey = "photographer"

    /// Shows the photographer's photos as they are now (a background fetch added some); the
    /// rows that stay keep their selection and place.
    private func update(_ photographer: Photographer) {
        guard photographer.name == self.photographer.name, photographer != self.photographer else { return }
        self.photographer = photographer
        photoSections.show(PhotoSection.byDay(photographer.photos, dayTitle: DayTitle.of))
    }
}
