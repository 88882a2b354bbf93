import CGtk
import Foundation
import GtkKit
import PhotoFeed

/// The process: parses the command line, then runs the GTK application with one window.
public enum PhotomaniaApp {
    /// Runs the app with `arguments` (program name first); returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        StartupTrace.begin()
        switch LaunchOptions.parse(Array(arguments.dropFirst())) {
        case .failure(let error):
            FileHandle.standardError.write(Data("\(AppInfo.executable): \(error)\nTry “\(AppInfo.executable) --help”.\n".utf8))
            return 2
        case .success(.help):
            print(LaunchOptions.usage, terminator: "")
            return 0
        case .success(.version):
            print("\(AppInfo.executable) \(AppInfo.version)")
            return 0
        case .success(.run(let options)):
            return run(options, programName: arguments.first ?? AppInfo.executable)
        }
    }

    private static func run(_ options: LaunchOptions.RunOptions, programName: String) -> Int32 {
        g_set_prgname(AppInfo.executable)
        g_set_application_name(AppInfo.name)
        let application = Application(id: AppInfo.id)
        let http = HTTPClient(options: .init(userAgent: AppInfo.userAgent))
        var controller: MainWindowController?
        application.onActivate { [unowned application] in
            if let controller { return controller.window.present() }
            let settings = AppSettings.open()
            let feed = options.feed ?? configuredFeed(settings) ?? .url(AppPaths.sampleFeedURL)
            let created = MainWindowController(application: application, feed: feed, apiKey: apiKey(settings),
                                               http: http, settings: settings, store: openStore())
            created.window.connect(.unmap) { controller = nil }
            application.setAccelerators(["<Control>q"], for: "app.quit")
            controller = created
            created.window.present()
            created.reload(thenOpen: options.photoID)
        }
        let quit = Action(name: "quit") { controller?.close() }
        g_action_map_add_action(cast(application.pointer), cast(quit.pointer))
        return application.run(programName: programName)
    }

    private static func configuredFeed(_ settings: AppSettings?) -> FeedSource? {
        guard let text = settings?.feedURL, !text.isEmpty else { return nil }
        return try? LaunchOptions.feed(text).get()
    }

    /// The photo database, or the reason there is none (the app then keeps photos in memory).
    private static func openStore() -> Result<PhotoStore, Error> {
        Result {
            try FileManager.default.createDirectory(at: AppPaths.dataHomeDirectory, withIntermediateDirectories: true)
            return try PhotoStore(path: AppPaths.storePath)
        }
    }

    /// `FLICKR_API_KEY`, else the setting; never printed.
    private static func apiKey(_ settings: AppSettings?) -> String? {
        let key = ProcessInfo.processInfo.environment["FLICKR_API_KEY"] ?? settings?.flickrAPIKey ?? ""
        return key.isEmpty ? nil : key
    }
}
