import Adaptive
import AdaptiveGtk
import Foundation
import GtkKit
import Localization
import Observing
import PhotoFeed

/// The full image of the chosen photo: a prompt before any choice, a spinner while the image
/// loads, the picture, or a message saying why it cannot be shown.
public final class PhotoDetailViewController: ViewController {
    /// What the detail shows; tests and the header read it.
    public enum State: Equatable {
        case empty
        case loading
        case image
        case failed(String)

        var isFailed: Bool {
            if case .failed = self { return true }
            return false
        }
    }

    public private(set) var photo: Photo?
    public private(set) var state: State = .empty
    /// The image, fitted at first, zoomable and scrollable.
    // Translators: the accessible name of the pane that shows a photo, which can be zoomed.
    public let image = ZoomableImage(paneLabel: tr("Zoomable Photo"), accessibleLabel: tr("Photo"))
    /// Lets the image be laid out smaller than its picture (it clips it).
    private lazy var imageBox = SizeObservingBin(child: image)
    /// The image with Previous and Next over its edges.
    private(set) lazy var imagePage = Overlay(child: imageBox)
    /// Over the photo's leading and trailing edges while the pointer moves over it, when there
    /// is a photo that way in the list it was chosen from.
    public let previousButton = Button(iconName: "go-previous-symbolic", action: .previousPhoto)
    public let nextButton = Button(iconName: "go-next-symbolic", action: .nextPhoto)
    /// Whether there are photos before and after this one (the window says).
    var availableSteps = (previous: false, next: false) {
        didSet { if previousButton.isVisible || nextButton.isVisible { showStepButtons() } }
    }
    /// The photo's own actions, on a secondary click or Menu on it.
    private(set) var contextMenu: ContextMenu?
    /// Hides the step buttons once the pointer has rested a while.
    var stepButtonsTimeout: Timeout?
    /// The photo was double-clicked (the window goes full screen).
    var onDoubleClick: (() -> Void)?
    /// The photo beside its controller shown beside it (the details), in `besideColumn`.
    var besideController: ViewController?
    /// On the photo's trailing side: the controller shown beside it.
    let besideColumn = Box(.horizontal)
    /// The size the image is decoded at: foretold, then laid out.
    private var viewport = PhotoViewport()
    /// A chosen photo waits for a size to decode at.
    private var waitsForViewport = false
    /// The image decoded again at a new size once a resize has settled.
    private var resizeDecode: Timeout?
    public var picture: Picture { image.picture }
    /// Also loads the photographers' thumbnails, sharing its caches.
    let loader: ImageLoader
    private var task: HTTPTask?
    /// The full-resolution image, asked for once per photo when the zoom goes past the detail
    /// of the one shown.
    private var fullResolution: HTTPTask?
    private let photoObservers = ObserverList<Photo?>()
    private let imageObservers = ObserverList<Texture?>()
    /// The photo whose image is on screen.
    private var shownPhoto: Photo?
    /// The photos next to this one, decoded ahead once it is shown.
    private var neighbours: [Photo] = []
    private var preloading: [HTTPTask] = []
    /// Quarter turns clockwise each photo is viewed at, by its id, while the window is open:
    /// a view of it, nothing written back.
    var quarterTurns: [String: Int] = [:]
    /// The zoom and scroll offsets saved with the photo, put back when its image first shows.
    private var restoredZoom: (photoID: String, scale: Double, x: Double, y: Double)?

    /// "Loading Photo…" only for a load that takes over 200 ms, as Loupe; until then the image
    /// page, empty.
    private let pages = LoadingPages(loading: Page.loading.rawValue, waiting: Page.image.rawValue, delay: 200)
    private let prompt = StatusView(
        iconName: "image-x-generic-symbolic", title: tr("No Photo Selected"),
        message: tr("Choose a photographer, then one of their photos."))
    private let loading = StatusView(iconName: nil, title: tr("Loading Photo…"))
    private let failure = StatusView(iconName: "image-missing-symbolic", title: tr("Could Not Show This Photo"))

    /// The photo's pane (the image, or the prompt, spinner or error in its place), without what
    /// is shown beside it: where the photo's own keys act.
    var photoPane: Widget {
        loadViewIfNeeded()
        return pages.stack
    }

    /// Whether the pages are crossfading (for tests: a photo ready at once must not).
    var isCrossfading: Bool { pages.stack.isTransitionRunning }
    /// A page of the detail: the prompt to choose a photo, a spinner once a load has run for a
    /// moment, the image, or why it could not be shown.
    enum Page: String { case empty, loading, image, error }

    /// The page on screen.
    var visiblePage: Page? { pages.visiblePage.flatMap(Page.init) }

    public init(loader: ImageLoader) {
        self.loader = loader
        super.init(title: tr("Photo"))
        hidesBottomBarWhenPushed = true
        restorationIdentifier = "photo"
        // A zoom chosen for one kind of column (wide beside the lists, or the whole narrow
        // window) does not suit the other: the photo is fitted again when the class changes.
        registerForTraitChanges([.horizontalSizeClass]) { controller, previous in
            guard previous != nil, let detail = controller as? PhotoDetailViewController, detail.isViewLoaded else { return }
            _ = detail.image.fit()
        }
    }

    public override func loadView() -> Widget {
        pages.stack.add(prompt, name: Page.empty.rawValue)
        pages.stack.add(loading, name: Page.loading.rawValue)
        pages.stack.add(imagePage, name: Page.image.rawValue)
        addStepButtons()
        contextMenu = ContextMenu(Self.contextMenu, on: imagePage)
        pages.stack.add(failure, name: Page.error.rawValue)
        pages.stack.setSizeRequest(width: 200, height: 200)
        image.onNeedsFullResolution = { [weak self] in self?.loadFullResolution() }
        picture.setAccessibleRoleDescription(tr("Photo"))
        pages.stack.horizontallyExpands = true
        besideColumn.isVisible = false
        let row = Box(.horizontal)
        row.append(pages.stack)
        row.append(besideColumn)
        return row
    }

    /// Calls `observer` whenever another photo is chosen (or the choice is cleared), until the
    /// token is released.
    func observePhoto(_ observer: @escaping (Photo?) -> Void) -> ObserverToken { photoObservers.add(observer) }

    /// Calls `observer` whenever the image shown changes (nil while none is), until the token
    /// is released.
    func observeImage(_ observer: @escaping (Texture?) -> Void) -> ObserverToken { imageObservers.add(observer) }

    /// Shows `photo`, loading its image; an image still loading for an earlier photo is
    /// cancelled, so a late arrival never replaces this one. Choosing a photo that failed
    /// tries again.
    public func show(_ photo: Photo?) {
        loadViewIfNeeded()
        guard photo != self.photo || state.isFailed else { return }
        if restoredZoom?.photoID != photo?.id { restoredZoom = nil } // saved for another photo
        take(photo)
        load()
    }

    /// Whether a photo asked for is on its way (the feed that has it is being fetched): until it
    /// comes, or is found missing, the pane shows it loading rather than that none is chosen.
    func awaitPhoto(_ awaited: Bool) {
        loadViewIfNeeded()
        guard photo == nil else { return }
        setState(awaited ? .loading : .empty)
    }

    /// The photo on screen as its feed says it is now (another title, a licence): its image
    /// stays on screen when its address is the same.
    func refresh(to updated: Photo) {
        guard let photo, updated.id == photo.id, updated != photo else { return }
        guard updated.imageURL == photo.imageURL, !state.isFailed else { return show(updated) }
        if shownPhoto == photo { shownPhoto = updated }
        take(updated)
    }

    /// Makes `photo` the one chosen, titled by it, and tells those who follow the choice.
    private func take(_ photo: Photo?) {
        self.photo = photo
        title = photo?.title ?? tr("Photo")
        // A screen reader says the photo's title, then that it is a photo.
        picture.accessibleLabel = title
        photoObservers.notify(photo)
    }

    /// Loads the chosen photo's image, cancelling an earlier load, or shows the prompt.
    private func load() {
        [task, fullResolution].forEach { $0?.cancel() }
        (task, fullResolution) = (nil, nil)
        image.show(nil)
        imageObservers.notify(nil)
        shownPhoto = nil
        guard let photo else { return setState(.empty) }
        setState(.loading)
        guard let box = viewport.box else {
            waitsForViewport = true
            return
        }
        decode(photo, fitting: box)
    }

    /// Decodes `photo`'s image to fit `box` and shows it, or why it cannot be shown. One
    /// decoded ahead (a neighbour) is shown at once, in the frame of the step.
    private func decode(_ photo: Photo, fitting box: PixelSize) {
        task?.cancel()
        // Before the first layout, the size is the one the split view foretold.
        let foretold = viewport.isForecast
        let (url, box) = sizedImage(of: photo, fitting: box)
        if let texture = loader.decoded(url, fitting: box) { return display(texture, of: photo, foretold: foretold) }
        task = loader.load(url, fitting: box) { [weak self] result in
            guard let self else { return }
            self.task = nil
            switch result {
            case .success(let texture): display(texture, of: photo, foretold: foretold)
            case .failure(let error): setState(.failed(error.userMessage))
            }
        }
    }

    /// The image of `photo` to decode for `box`, and the box it fills: a photo turned a quarter
    /// fills it with its sides swapped.
    private func sizedImage(of photo: Photo, fitting box: PixelSize) -> (url: URL, box: PixelSize) {
        let box = box.turned(by: quarterTurns[photo.id] ?? 0)
        return (photo.imageURL(fittingWidth: box.width, height: box.height), box)
    }

    /// Begins decoding `photo`, about to be chosen (a restored window's, one a launch waits
    /// for), at the size it will be shown: choosing it then joins that decode, which ran while
    /// the way to it was built.
    func decodeAhead(_ photo: Photo) {
        guard let box = viewport.box else { return }
        let (url, fitted) = sizedImage(of: photo, fitting: box)
        _ = loader.prepare([url], fitting: fitted)
    }

    /// Shows `photo`'s decoded image; once its frame is drawn, its neighbours are decoded ahead.
    private func display(_ texture: Texture, of photo: Photo, foretold: Bool) {
        // Decoded again for a new size, but zoomed in the meantime: the zoom keeps its image.
        if shownPhoto == photo, image.zoom != nil { return }
        image.show(texture, quarterTurns: quarterTurns[photo.id] ?? 0)
        if shownPhoto != photo {
            shownPhoto = photo
            setState(.image)
            restoreZoom(of: photo)
            // Once the frame showing it is drawn: the neighbours' decodes must not delay it.
            picture.onNextFrame { MainLoop.idle { [weak self] in if self?.shownPhoto == photo { self?.preloadNeighbours() } } }
        }
        imageObservers.notify(texture) // once its page is on
        decodeAgainIfNeeded(now: foretold)
    }

    /// A zoomed photo pans under the fingers: swipes wait until it is fitted again.
    public override var allowsNavigationSwipes: Bool { image.zoom == nil }

    // MARK: Restoration

    /// The photo's id (which the app navigates back to), and its zoom and scroll offsets when
    /// zoomed.
    public override func encodeRestorableState(with state: inout RestorableState) {
        guard let photo else { return }
        state.encode(photo.id, forKey: Self.photoIDKey)
        // A zoom restored but not shown yet (the image is still loading) is saved as it came.
        let zoom =
            restoredZoom.map { ($0.scale, $0.x, $0.y) }
            ?? image.zoom.map { ($0, image.horizontalOffset.value, image.verticalOffset.value) }
        guard let (scale, x, y) = zoom else { return }
        state.encode(scale, forKey: "zoom")
        state.encode(x, forKey: "x")
        state.encode(y, forKey: "y")
    }

    public override func decodeRestorableState(with state: RestorableState) {
        guard let id = state.string(forKey: Self.photoIDKey), let scale = state.double(forKey: "zoom") else { return }
        restoredZoom = (id, scale, state.double(forKey: "x") ?? 0, state.double(forKey: "y") ?? 0)
        if shownPhoto?.id == id { restoreZoom(of: shownPhoto!) }
    }

    /// The key of the photo's id in the saved state.
    public static let photoIDKey = "id"

    /// Zooms and scrolls `photo`, just shown, as it was saved; once.
    private func restoreZoom(of photo: Photo) {
        guard let saved = restoredZoom, saved.photoID == photo.id else { return }
        restoredZoom = nil
        guard image.setZoom(saved.scale) else { return }
        image.horizontalOffset.restore(saved.x)
        image.verticalOffset.restore(saved.y)
    }

    public override func viewWillTransition(to size: Size) { viewport.forecast = devicePixels(size) }

    /// The view, which the image fills, is laid out at a new size (`layoutSize`): a chosen
    /// photo waiting for its size is decoded at it; one shown is decoded again if its pixels
    /// no longer suit it. Called before the image is laid out, the decode starts a frame sooner.
    public override func viewWillLayoutSubviews() {
        let firstLayout = viewport.isForecast
        guard let size = layoutSize else { return }
        let box = devicePixels(size)
        guard viewport.layOut(box) else { return }
        if waitsForViewport, let photo {
            waitsForViewport = false
            return decode(photo, fitting: box)
        }
        decodeAgainIfNeeded(now: firstLayout)
    }

    /// Decodes the photo shown again at the image's size if its pixels no longer suit it, so it
    /// is drawn unscaled, neither blurred nor shrunk on every frame: `now`, to within 2%, when
    /// the size was a forecast the first layout corrected, else once a resize has settled. A
    /// decode under way checks when it is done.
    func decodeAgainIfNeeded(now: Bool) {
        resizeDecode = nil
        guard task == nil, let box = viewport.laidOut, let photo = shownPhoto, photo == self.photo, image.zoom == nil,
            let texture = picture.texture,
            PhotoViewport.needsDecoding(texture.pixelSize, of: texture.sourceSize, toFit: box, closely: now)
        else { return }
        if now { return decode(photo, fitting: box) }
        resizeDecode = Timeout(milliseconds: 200) { [weak self] in
            self?.decodeAgainIfNeeded(now: true)
        }
    }

    /// `size`, in points, in the image's device pixels.
    private func devicePixels(_ size: Size) -> PixelSize {
        PixelSize(width: size.width * image.scaleFactor, height: size.height * image.scaleFactor)
    }

    /// Decodes `photos` (the ones next to the chosen photo, nearest first) ahead at the size
    /// they will be shown, once the chosen one is on screen, so stepping to them paints them in
    /// the next frame; earlier preloads still running are cancelled.
    func preload(_ photos: [Photo]) {
        preloading.forEach { $0.cancel() }
        preloading = []
        neighbours = photos
        if shownPhoto == photo, photo != nil { preloadNeighbours() }
    }

    /// At the size the photo on screen is drawn.
    private func preloadNeighbours() {
        guard let box = viewport.box else { return }
        preloading = loader.prepare(neighbours.map { $0.imageURL(fittingWidth: box.width, height: box.height) }, fitting: box)
    }

    /// Replaces the reduced image with the full resolution, keeping the zoom; if it cannot be
    /// had (too many pixels to decode) the reduced one stays.
    private func loadFullResolution() {
        guard let photo, fullResolution == nil else { return }
        fullResolution = loader.load(photo.imageURL, fitting: nil) { [weak self] result in
            if case .success(let texture) = result { self?.image.showFullResolution(texture) }
        }
    }

    /// Low on memory: the decoded images go; while hidden the one shown goes too (the photo
    /// stays chosen), and it is loaded again when the detail reappears.
    public override func didReceiveMemoryWarning() {
        loader.purgeMemory()
        if !isAppearing, state == .image {
            image.show(nil)
            shownPhoto = nil
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        if state == .image, picture.texture == nil { load() }
    }

    private func setState(_ state: State) {
        self.state = state
        switch state {
        case .empty: pages.show(named: Page.empty.rawValue)
        case .loading: pages.beginLoading()
        case .image: pages.show(named: Page.image.rawValue)
        case .failed(let message):
            failure.message = message
            pages.show(named: Page.error.rawValue)
        }
    }
}
