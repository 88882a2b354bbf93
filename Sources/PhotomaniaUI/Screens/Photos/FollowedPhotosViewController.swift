import GtkKit
import Localization
import PhotoFeed

/// The photos of a followed source, or of all of them, in a grid by the day they were taken
/// (a list of titles with View as Grid off), as a photographer's are: kept whatever the feed
/// does, for as long as the source is followed.
public final class FollowedPhotosViewController: KeptPhotosViewController {
    /// The source whose photos it lists; nil for all of them.
    let source: FollowedSource?

    init(source: FollowedSource?, name: String) {
        self.source = source
        let empty = (title: tr("No Photos Yet"), message: tr("The newest photos appear here as soon as Flickr sends them."))
        super.init(
            title: name, accessibleLabel: String(format: tr("Photos of %@"), name), iconName: FollowingViewController.iconName, empty: empty,
            identifier: "followed")
        photoSections.showAsGrid(true)
    }

    override func list(_ photos: [Photo]) { photoSections.show(PhotoSection.byDay(photos, dayTitle: DayTitle.of)) }
}
