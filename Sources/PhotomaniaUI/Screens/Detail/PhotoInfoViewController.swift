import AdaptiveGtk
import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The details of the photo on screen, after Loupe's properties (`PhotoInfo`): beside the photo
/// in a regular-width window, a page of its own over it in a compact one (`WindowDetails`
/// places it). Every value is selectable, so it can be copied, and named for screen readers
/// with its caption; links open the owner's photostream and the licence's deed, a tag searches
/// for itself, a place opens in the maps application. The owner has a Follow button, and each
/// tag a context menu that follows it (`win.follow`).
public final class PhotoInfoViewController: ViewController {
    private let fieldsBox = Box(.vertical, spacing: 18)
    /// What is shown, field by field.
    private(set) var info: PhotoInfo?
    /// The tags' context menus, kept while their tags are shown.
    private(set) var tagMenus: [String: ContextMenu] = [:]
    /// The owner's Follow button, while shown.
    private(set) var followButton: ToggleButton?
    /// A tag was chosen: the window searches for it.
    var onTag: ((String) -> Void)?
    /// A place could not be opened: the window says why.
    var onProblem: ((String) -> Void)?

    public init() {
        // Translators: the title of the panel, or page, of a photo's details.
        super.init(title: tr("Details"))
        hidesBottomBarWhenPushed = true
    }

    public override func loadView() -> Widget {
        fieldsBox.setMargins(12)
        let scrolled = ScrolledWindow(fieldsBox)
        scrolled.setSizeRequest(width: 280, height: -1)
        scrolled.horizontallyExpands = false // the photo takes the rest of the row
        scrolled.accessibleLabel = title
        return scrolled
    }

    /// Shows the details of `photo` and, once loaded, of its image and how it was taken.
    func show(_ photo: Photo?, image: Texture?, camera: CameraSettings? = nil) {
        loadViewIfNeeded()
        let info = photo.map { PhotoInfo($0, image: image.map { ($0.sourceWidth, $0.sourceHeight, $0.sourceByteCount) }, camera: camera) }
        guard info != self.info else { return }
        self.info = info
        fieldsBox.removeAllChildren()
        (tagMenus, followButton) = ([:], nil)
        for field in info?.fields ?? [] { fieldsBox.append(widget(for: field)) }
    }

    private func widget(for field: PhotoInfo.Field) -> Widget {
        let box = Box(.vertical, spacing: 4)
        let caption = Label(field.caption, style: "caption-heading")
        caption.addCSSClass("dim-label")
        caption.alignStart()
        box.append(caption)
        box.append(value(field.value, caption: field.caption))
        if let note = field.note { box.append(selectable(note, caption: field.caption, style: "dim-label")) }
        return box
    }

    private func value(_ value: PhotoInfo.Value, caption: String) -> Widget {
        switch value {
        case .text(let text): return selectable(text, caption: caption)
        case .link(let text, let url): return link(text, url, caption: caption)
        case .photographer(let name, let photostream):
            let row = Box(.horizontal, spacing: 6)
            let nameWidget = photostream.map { link(name, $0, caption: caption) } ?? selectable(name, caption: caption)
            nameWidget.horizontallyExpands = true
            row.append(nameWidget)
            row.append(makeFollowButton())
            return row
        case .tags(let tags):
            let flow = FlowBox(spacing: 6)
            flow.accessibleLabel = caption
            for tag in tags {
                let button = Button(label: tag)
                button.addCSSClass("pill")
                // Translators: the accessible name of a tag's button; %@ is the tag.
                button.accessibleLabel = String(format: tr("Search for “%@”"), tag)
                button.onClicked { [weak self] in self?.onTag?(tag) }
                if let source = FollowedSource(kind: .tag, value: tag) {
                    // Translators: an item of a tag's context menu; %@ is the tag.
                    let follow = Menu.Item(String(format: tr("Follow “%@”"), tag), action: WindowActions.follow(source))
                    tagMenus[tag] = ContextMenu(Menu(sections: [[follow]]), on: button)
                }
                flow.append(button)
            }
            return flow
        case .place(let coordinates, let url):
            let row = Box(.horizontal, spacing: 6)
            row.append(selectable(coordinates, caption: caption))
            let open = Button(label: tr("Open in Maps"))
            open.onClicked { [weak self] in
                // Translators: %@ is why the system could not open the place.
                if let problem = URILauncher.open(url.absoluteString) { self?.onProblem?(String(format: tr("The place could not be opened: %@"), problem)) }
            }
            row.append(open)
            return row
        }
    }

    private func link(_ text: String, _ url: URL, caption: String) -> Widget {
        let link = LinkButton(label: text, uri: url.absoluteString)
        link.setAlignment(horizontal: .start, vertical: .center)
        link.accessibleLabel = "\(caption): \(text)"
        return link
    }

    /// Follows the photographer (Ctrl+D), or lets them go; pressed while they are followed.
    private func makeFollowButton() -> ToggleButton {
        let button = ToggleButton(label: tr("Follow"))
        button.accessibleLabel = WindowAction.followPhotographer.title
        button.tooltip = WindowAction.followPhotographer.title
        button.actionName = WindowAction.followPhotographer.detailedName
        button.setAlignment(horizontal: .end, vertical: .center)
        followButton = button
        return button
    }

    private func selectable(_ text: String, caption: String, style: String? = nil) -> Label {
        let label = Label(text, style: style)
        label.isSelectable = true
        label.alignStart()
        label.wrap(maxWidthChars: 30)
        label.accessibleLabel = "\(caption): \(text)"
        return label
    }
}
