import GtkKit
import Observing
import PhotoFeed

/// The app's windows, after iPadOS scenes: each window has its own navigation and saves its
/// own state. The windows open when the app quits (Ctrl+Q), or the last one closed, open again
/// on the next launch; a window closed while others stay is forgotten, as a closed scene is.
/// Links and launches go to the window focused last.
///
/// It adds the app's window actions: `app.new-window` (Ctrl+N) and `app.quit` (Ctrl+Q).
@MainActor
public final class AppWindows {
    /// The open windows, in the order they were opened.
    public private(set) var controllers: [MainWindowController] = []
    private let application: Application
    private let session: SessionFile
    /// Makes a window on `feed` (nil: the feed in settings) restoring what was saved of it, if anything.
    private let make: (_ feed: FeedSource?, _ saved: SavedWindow?) -> MainWindowController
    /// Whether the windows are closing because the app quits: the session is saved already.
    private var quitting = false
    /// Each open window's closing, heard until it has closed.
    private var closings: [ObjectIdentifier: ObserverToken] = [:]

    public static let newWindowAccelerators = ["<Control>n"]
    public static let quitAccelerators = ["<Control>q"]

    public init(
        application: Application, session: SessionFile,
        make: @escaping (_ feed: FeedSource?, _ saved: SavedWindow?) -> MainWindowController
    ) {
        self.application = application
        self.session = session
        self.make = make
        let newWindow = Action(name: "new-window") { [weak self] in self?.newWindow().window.present() }
        let quit = Action(name: "quit") { [weak self] in self?.quit() }
        for (action, accelerators) in [(newWindow, Self.newWindowAccelerators), (quit, Self.quitAccelerators)] {
            application.addAction(action)
            application.setAccelerators(accelerators, for: "app.\(action.name)")
        }
    }

    /// The window focused last; on the first launch, the windows saved when the app last quit
    /// (on `feed`, nil for the feed in settings), made now and shown (but for the last, which
    /// the caller presents), or one new window.
    public func activeWindow(feed: FeedSource?) -> MainWindowController {
        if controllers.isEmpty {
            let saved = session.read().windows
            (saved.isEmpty ? [nil] : saved.map(Optional.some)).forEach { _ = add(make(feed, $0)) }
            controllers.dropLast().forEach { $0.window.present() }
        }
        return focused!
    }

    /// The open window focused last, as GTK keeps the order.
    private var focused: MainWindowController? {
        controllers.last { application.isActiveWindow($0.window) } ?? controllers.last
    }

    /// Opens another window on the feed of the window focused last (the one in settings when
    /// there is none).
    @discardableResult
    public func newWindow() -> MainWindowController { add(make(focused?.model.feed, nil)) }

    /// Saves every window, then closes them all; the app ends with the last. With no window
    /// open, the windows saved before stay saved.
    public func quit() {
        guard !controllers.isEmpty else { return }
        quitting = true
        defer { quitting = false }
        session.write(SavedSession(windows: controllers.map { $0.saveState() }))
        controllers.forEach { $0.close() }
    }

    private func add(_ controller: MainWindowController) -> MainWindowController {
        controllers.append(controller)
        closings[ObjectIdentifier(controller)] = controller.observeClosing { [weak self, unowned controller] in self?.closing(controller) }
        return controller
    }

    /// The last window's state is the session; another window's only sets the size new windows get.
    private func closing(_ controller: MainWindowController) {
        guard let index = controllers.firstIndex(where: { $0 === controller }) else { return }
        controllers.remove(at: index)
        closings[ObjectIdentifier(controller)] = nil
        guard !quitting else { return }
        let state = controller.saveState()
        if controllers.isEmpty { session.write(SavedSession(windows: [state])) }
    }
}
