import Browsing
import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The process: a unique GApplication that parses the command line (`--help` is GLib's) and
/// runs the windows (`AppWindows`). A later launch hands its options and links to the running
/// instance, whose window focused last opens them; a desktop's D-Bus `Open` call with
/// `photomania://` links does the same.
@MainActor
public enum PhotomaniaApp {
    /// Runs the app with `arguments` (program name first); returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        HeapTrimmer.mapLargeBlocksApart()
        AppIcons.prepare()
        Localization.start(domain: AppInfo.textDomain, directory: AppPaths.localeDirectory.path)
        Application.setNames(program: AppInfo.executable, application: AppInfo.name)
        let application = Application(id: AppInfo.id, flags: [.handlesCommandLine, .handlesOpen])
        application.addOptions(LaunchOptions.entries, parameters: "[LINK…]", summary: LaunchOptions.summary, description: LaunchOptions.description)
        let instance = Instance(application: application)
        application.onLocalOptions { options in
            if options.contains("version") {
                print("\(AppInfo.executable) \(AppInfo.version)")
                return 0
            }
            if options.contains("list-screens") {
                print(tr("Screens (photomania --screen NAME [--context VALUE]):") + "\n" + ScreenCatalogue.listing, terminator: "")
                return 0
            }
            instance.openStore()
            return -1
        }
        application.onCommandLine(instance.handle)
        application.onOpen { uris in
            let window = instance.windows.activeWindow(feed: nil)
            window.window.present()
            uris.forEach { uri in
                window.open(AppLink.parse(uri).map(LaunchOptions.Destination.link).get(orElse: { .badLink($0.description) }))
            }
        }
        application.onActivate { instance.windows.activeWindow(feed: nil).window.present() }
        let status = application.run(arguments: arguments)
        instance.finishWrites()
        return status
    }

    /// The primary instance's state: its windows, the first ones made by the first launch.
    @MainActor
    private final class Instance {
        let application: Application
        let http = HTTPClient(options: AppInfo.httpOptions)
        private(set) lazy var windows = AppWindows(application: application, session: SessionFile()) { [unowned self] feed, saved in
            makeWindow(feed: feed, saved: saved)
        }
        /// The settings, opened with the first window (nil without the schema).
        private lazy var settings = AppSettings.open()
        /// What every window shares: the photo database (or why there is none), the feeds,
        /// the images, the key; made with the first window (`sharedServices`).
        private var services: AppServices?
        /// The photo database, opened and read while GTK starts (`openStore`).
        private var store: StoreOpening?
        /// The colors setting, followed from the first window on (nil without settings).
        private var colorScheme: SignalConnection?
        private var appearanceSetUp = false

        init(application: Application) { self.application = application }

        private func sharedServices() -> AppServices {
            if let services { return services }
            let made = AppServices(
                http: http, settings: settings, store: store ?? StoreOpening(path: AppPaths.storePath),
                environmentAPIKey: environmentAPIKey, flickr: FlickrAddresses(environment: ProcessInfo.processInfo.environment))
            services = made
            return made
        }

        /// Waits for the database's writes asked before, as the app quits.
        func finishWrites() { services?.library.store.finishWrites() }

        /// Begins opening the photo database on another thread, before the application's
        /// startup opens the display and loads the style sheets on this one; the first window's
        /// library takes it. A launch that hands its command line to the running instance opens
        /// it too, only to read it, and exits without waiting for it.
        func openStore() { store = StoreOpening(path: AppPaths.storePath) }

        /// One launch's command line: the window focused last (the first launch's, made now),
        /// raised, opening what it asks for. Bad options end that launch with status 2 and a
        /// message in its terminal.
        func handle(_ commandLine: ReceivedCommandLine) -> Int32 {
            let values = commandLine.options.values(for: LaunchOptions.entries)
            switch LaunchOptions.interpret(
                values: values, arguments: commandLine.arguments,
                directory: commandLine.workingDirectory)
            {
            case .failure(let error):
                // Translators: %@ is the program's name, photomania.
                commandLine.printError("\(AppInfo.executable): \(error)\n" + String(format: tr("Try “%@ --help”."), AppInfo.executable) + "\n")
                return 2
            case .success(let request):
                if request.feed != nil, !windows.controllers.isEmpty {
                    commandLine.printError("\(AppInfo.executable): " + tr("already running; --feed applies when Photomania starts.") + "\n")
                }
                let window = windows.activeWindow(feed: request.feed)
                window.window.present()
                request.destinations.forEach(window.open)
                return 0
            }
        }

        /// A window on `feed` (nil: the one in settings) restoring `saved`, its feed fetched.
        private func makeWindow(feed: FeedSource?, saved: SavedWindow?) -> MainWindowController {
            if !appearanceSetUp {
                appearanceSetUp = true
                colorScheme = settings?.applyColorScheme(to: application)
                AppIcons.install()
            }
            let source = feed ?? settings?.feed ?? .url(AppPaths.sampleFeedURL)
            let created = MainWindowController(application: application, services: sharedServices(), feed: source, restoring: saved)
            if created.startedItsFeed { created.reload() } // the first window on a feed fetches it, for all of them
            return created
        }

        /// `FLICKR_API_KEY`, which wins over the keyring's key; never printed.
        private var environmentAPIKey: String? {
            ProcessInfo.processInfo.environment["FLICKR_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        }
    }
}

extension Result {
    fileprivate func get(orElse fallback: (Failure) -> Success) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): return fallback(error)
        }
    }
}
