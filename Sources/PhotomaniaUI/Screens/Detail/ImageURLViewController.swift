import Adaptive
import AdaptiveGtk
import GtkKit
import Localization

/// The popover's content: the image's address, selectable, with Open in Browser, Open on Flickr
/// (the photo's page, `win.open-on-flickr`), Copy Image (the picture itself, `win.copy-image`)
/// and Copy URL buttons.
/// It stays a popover in compact width too: the iOS original's delegate answers "no
/// adaptation" for this small popover. It asks for the size its content needs
/// (`preferredContentSize`) as it appears, and again whenever the content changes while it is
/// shown: measuring it at each photo shown meant computing its styles apart from any window,
/// before the window's first frame too.
public final class ImageURLViewController: ViewController {
    public let urlLabel = Label()
    public let copyButton = Button(label: tr("Copy URL"))
    public let openButton = Button(label: tr("Open in Browser"))
    public let copyImageButton = Button(label: WindowAction.copyImage.title)
    public let openOnFlickrButton = Button(label: WindowAction.openOnFlickr.title)
    private let feedback = Label("", style: "dim-label")
    private let content = Box(.vertical, spacing: 12)

    /// Between appearing and disappearing: only then is the content measured.
    private var isShown = false

    public static let keepsPopoverWhenCompact = true
    /// The address was copied (the window says so in a toast).
    var onCopied: (() -> Void)?

    public init() { super.init(title: tr("Image URL")) }

    public override func loadView() -> Widget {
        content.setMargins(6)
        let heading = Label(tr("Image URL"), style: "heading")
        heading.alignStart()
        urlLabel.isSelectable = true
        urlLabel.alignStart()
        urlLabel.wrap(maxWidthChars: 50)
        copyImageButton.actionName = WindowAction.copyImage.detailedName
        openOnFlickrButton.actionName = WindowAction.openOnFlickr.detailedName
        copyButton.addCSSClass("suggested-action")
        feedback.alignStart()
        feedback.isVisible = false
        [heading, urlLabel, feedback].forEach(content.append)
        // Two rows of two, so the popover fits a narrow window: opening, then copying.
        for row in [[openButton, openOnFlickrButton], [copyImageButton, copyButton]] {
            let buttons = Box(.horizontal, spacing: 6)
            buttons.setAlignment(horizontal: .end, vertical: .center)
            row.forEach(buttons.append)
            content.append(buttons)
        }
        return content
    }

    public override func viewDidLoad() {
        copyButton.onClicked { [weak self] in
            guard let self else { return }
            Clipboard.copy(self.urlLabel.text, from: self.copyButton)
            self.onCopied?()
        }
        openButton.onClicked { [weak self] in
            guard let self else { return }
            if let error = URILauncher.open(self.urlLabel.text) { self.say(String(format: tr("Could not open it: %@"), "\(error)")) }
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isShown = true
        askForContentSize()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
    }

    /// The address shown; setting it clears any earlier feedback.
    public var url: String {
        get { urlLabel.text }
        set {
            urlLabel.text = newValue
            feedback.isVisible = false
            askForContentSize()
        }
    }

    private func say(_ text: String) {
        feedback.text = text
        feedback.isVisible = true
        askForContentSize()
    }

    /// As wide as the content asks (the address wraps at 50 characters), as tall as it is then;
    /// measured only while shown.
    private func askForContentSize() {
        guard isShown else { return }
        loadViewIfNeeded()
        let width = content.naturalWidth
        preferredContentSize = Size(width: width, height: content.naturalHeight(forWidth: width))
    }
}
