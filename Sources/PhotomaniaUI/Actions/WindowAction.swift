import GtkKit
import Localization

/// The window's actions (`win.NAME`): what its header buttons, its keyboard shortcuts and the
/// shortcuts window share, each with its accelerators and its title.
public enum WindowAction: String, CaseIterable, Sendable {
    case refresh
    case toggleSidebar = "toggle-sidebar"
    case showImageURL = "show-image-url"
    case showRecents = "show-recents"
    case showFavourites = "show-favourites"
    case showFollowing = "show-following"
    case photographerPage = "photographer-page"
    case openOnFlickr = "open-on-flickr"
    case showDetails = "show-details"
    case find
    case fullscreen
    case previousPhoto = "previous-photo"
    case nextPhoto = "next-photo"
    case copyImage = "copy-image"
    case saveAs = "save-as"
    case favourite
    case undoUnstar = "undo-unstar"
    case followPhotographer = "follow-photographer"
    case undoUnfollow = "undo-unfollow"
    case addSource = "add-source"
    case exportFavourites = "export-favourites"
    case importFavourites = "import-favourites"
    case openWith = "open-with"
    case setAsBackground = "set-as-background"
    case print
    case rotateClockwise = "rotate-clockwise"
    case rotateCounterclockwise = "rotate-counterclockwise"
    case slideshow
    case viewAsGrid = "view-as-grid"
    case preferences
    case shortcuts
    case help
    case about
    case close

    public var accelerators: [String] {
        switch self {
        case .refresh: ["F5"] // Ctrl+R turns the photo, as in image viewers
        case .toggleSidebar: ["F9"]
        case .showImageURL: ["<Control>l"]
        case .showRecents: ["<Control>h"]
        case .showFavourites: ["<Control>b"] // as the bookmarks of Firefox's sidebar
        case .showFollowing: []
        case .photographerPage: ["<Control>u"]
        case .openOnFlickr: []
        case .showDetails: ["<Alt>Return"]
        case .find: ["<Control>f"]
        case .fullscreen: ["F11"]
        case .previousPhoto: ["Left"]
        case .nextPhoto: ["Right"]
        case .copyImage: ["<Control>c"]
        case .saveAs: ["<Control>s"]
        case .favourite: ["s"] // on the photo: a letter elsewhere types into a list's search
        case .undoUnstar, .undoUnfollow, .addSource, .exportFavourites, .importFavourites: []
        case .followPhotographer: ["<Control>d"] // as a browser's "bookmark this"
        case .openWith: ["<Shift><Control>o"]
        case .setAsBackground: ["<Control>F8"]
        case .print: ["<Control>p"]
        case .rotateClockwise: ["<Control>r"]
        case .rotateCounterclockwise: ["<Shift><Control>r"]
        case .slideshow: []
        case .viewAsGrid: [] // Ctrl+1 and Ctrl+2 are the viewers' zoom keys, which the photo answers
        case .preferences: ["<Control>comma"]
        case .shortcuts: ["<Control>question"]
        case .help: ["F1"]
        case .about: []
        case .close: ["<Control>w"]
        }
    }

    public var title: String {
        switch self {
        case .refresh: tr("Refresh")
        case .toggleSidebar: tr("Toggle Sidebar")
        case .showImageURL: tr("Image URL")
        case .showRecents: tr("Recent Photos")
        case .showFavourites: tr("Favourites")
        case .showFollowing: tr("Following")
        case .photographerPage: tr("More by This Photographer")
        case .openOnFlickr: tr("Open on Flickr")
        case .showDetails: tr("Details")
        case .find: tr("Search")
        case .fullscreen: tr("Fullscreen")
        case .previousPhoto: tr("Previous Photo")
        case .nextPhoto: tr("Next Photo")
        case .copyImage: tr("Copy Image")
        case .saveAs: tr("Save As…")
        case .favourite: tr("Favourite")
        case .undoUnstar, .undoUnfollow: tr("Undo")
        case .followPhotographer: tr("Follow Photographer")
        case .addSource: tr("Add Source…")
        case .exportFavourites: tr("Export Favourites…")
        case .importFavourites: tr("Import Favourites…")
        case .openWith: tr("Open With…")
        case .setAsBackground: tr("Set as Background…")
        case .print: tr("Print…")
        case .rotateClockwise: tr("Rotate Clockwise")
        case .rotateCounterclockwise: tr("Rotate Counterclockwise")
        case .slideshow: tr("Slideshow")
        case .viewAsGrid: tr("View as Grid")
        case .preferences: tr("Preferences")
        case .shortcuts: tr("Keyboard Shortcuts")
        case .help: tr("Help")
        case .about: tr("About Photomania")
        case .close: tr("Close Window")
        }
    }

    /// Whether it turns something on and off (the details), which its button shows pressed.
    public var isToggle: Bool { [.showDetails, .viewAsGrid, .favourite, .followPhotographer].contains(self) }

    /// The actions on the image on screen: disabled until it is (no photo, or still loading).
    static let imageActions: [WindowAction] = [.favourite, .openWith, .setAsBackground, .print, .rotateClockwise, .rotateCounterclockwise]

    /// Whether its keys act only while the photo has the focus: elsewhere Left and Right move
    /// in a list and Ctrl+C copies text.
    public var isPhotoKey: Bool { [.previousPhoto, .nextPhoto, .copyImage, .favourite].contains(self) }

    /// The action a key of this one stands for in a window read right to left, where the
    /// previous photo is to the right.
    func mirrored(rightToLeft: Bool) -> WindowAction {
        switch (rightToLeft, self) {
        case (true, .previousPhoto): .nextPhoto
        case (true, .nextPhoto): .previousPhoto
        default: self
        }
    }

    /// The name a button or menu item is bound to.
    public var detailedName: String { "win.\(rawValue)" }

    /// Its keys where the window reads right to left or not: there Right is Previous Photo.
    public func accelerators(rightToLeft: Bool) -> [String] { mirrored(rightToLeft: rightToLeft).accelerators }

    /// "Refresh (F5)": the title with the first shortcut as the keyboard shows it, in a window
    /// read right to left or not.
    public func tooltip(rightToLeft: Bool) -> String {
        accelerators(rightToLeft: rightToLeft).first.map { "\(title) (\(acceleratorLabel($0)))" } ?? title
    }
}

extension Button {
    /// An icon button that activates `action`, named and explained by it.
    convenience init(iconName: String, action: WindowAction) {
        self.init(iconName: iconName, accessibleLabel: action.title, tooltip: action.tooltip(rightToLeft: Widget.isDefaultRightToLeft))
        actionName = action.detailedName
    }
}

extension ToggleButton {
    /// An icon button pressed while `action` (a toggle) is on, named and explained by it.
    static func bound(to action: WindowAction, iconName: String) -> ToggleButton {
        let button = ToggleButton(iconName: iconName, accessibleLabel: action.title, tooltip: action.tooltip(rightToLeft: Widget.isDefaultRightToLeft))
        button.actionName = action.detailedName
        return button
    }
}
