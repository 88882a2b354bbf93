import GtkKit

/// What the header bars and the window's actions show follows the window: the screens on
/// top, the photo and its image, full screen, the slideshow.
extension MainWindowController {
    /// The detail's image is on screen (or gone, nil): the details and the actions on it follow.
    func imageShown(_ texture: Texture?) {
        details.imageShown(screens.detail.photo, texture)
        enableImageActions()
    }

    private func enableImageActions() {
        for action in WindowAction.imageActions { actions.enable(action, screens.detail.state == .image) }
        actions.setOn(.favourite, screens.detail.photo.map(library.collections.isFavourite) ?? false)
    }

    /// What changes the height the lists are given follows the split view at once, from inside
    /// a resize's layout (see `WindowHeader.placeAroundLists`); the rest of the bars after it.
    func placeAroundLists() {
        header.placeAroundLists(in: split, detail: screens.detail, fullscreen: fullscreen.isActive)
    }

    /// The bars show what suits the screens on top, and the actions on the photo are enabled
    /// where they can act.
    func updateHeader() {
        let detail = screens.detail
        header.masterSearch.follow(navigation.topViewController)
        header.photosSearch.follow(split.arrangement == .threeColumns ? split.supplementary?.topViewController : nil)
        let list = shownPhotoList
        let gridColumn = list.map { $0 === header.photosSearch.list ? WindowHeader.ListColumn.photos : .master }
        header.update(
            for: split, detail: detail, details: details.info, searchable: header.masterSearch.list != nil, gridIn: gridColumn,
            fullscreen: fullscreen.isActive)
        // View as Grid's toggles come with the state of the list they switch, kept while no
        // list shows (the photo alone): a toggle back beside the photo would otherwise be drawn
        // insensitive for a frame, then animate to pressed over several more.
        actions.enable(.viewAsGrid, list != nil)
        if let list { actions.setOn(.viewAsGrid, list.photoSections.isGrid) }
        screens.imageURLPresentation.point(from: imageURLAnchor)
        if fullscreen.isActive, !isShowingPhoto { fullscreen.leave() } // gone back from the photo (Alt+Left)
        fullscreen.title.title = detail.photo == nil ? "" : detail.title
        fullscreen.title.subtitle = detail.photo?.credit ?? ""
        for action in [WindowAction.showImageURL, .photographerPage, .showDetails, .copyImage, .saveAs] { actions.enable(action, detail.photo != nil) }
        actions.enable(.openOnFlickr, detail.photo?.details.page != nil)
        enableImageActions()
        actions.setOn(.showDetails, details.isShown)
        actions.enable(.slideshow, slideshow.state != .stopped || isShowingPhoto)
        actions.enable(.fullscreen, fullscreen.isActive || isShowingPhoto)
        actions.enable(.exportFavourites, !library.collections.favourites.isEmpty || !library.follows.entries.isEmpty) // the follows travel too
        actions.enable(.followPhotographer, WindowFollowing.photographer(of: detail.photo) != nil)
        actions.setOn(.followPhotographer, following.isFollowingPhotographer(of: detail.photo))
    }
}
