import CGtk

/// The process's application (an AdwApplication: GTK's, with libadwaita's style, its light and
/// dark colors following the desktop): one instance, the main loop, keyboard accelerators, and
/// the command line (parsed by GApplication; a later launch hands its own to the running
/// instance).
@MainActor
public final class Application: Object {
    /// The GtkApplication itself, for GTK calls that take one (a window of the application).
    package var application: UnsafeMutablePointer<GtkApplication> { cast(pointer) }

    /// How the application takes its launches.
    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Each launch's command line goes to the primary instance (`onCommandLine`).
        public static let handlesCommandLine = Flags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
        /// Files and links to open go to the primary instance (`onOpen`).
        public static let handlesOpen = Flags(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue)
        /// Every launch runs on its own (tests, tools).
        public static let nonUnique = Flags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
    }

    /// The application known as `id` (reverse DNS, as D-Bus and the desktop know it), taking its
    /// launches as `flags` say.
    ///
    /// It has no resource base path: GTK would make the display's icon theme for the icons under
    /// it at startup and start loading the theme on a thread, where libadwaita, adding its own
    /// icons a moment later, would wait for that load and then throw it away, for the main
    /// thread to load it again at the first icon drawn. Without it the theme is made as
    /// libadwaita adds its icons, and loaded once, beside libadwaita's style sheet. An app's
    /// icons go among the system's data directories (`SystemDataDirectories.prepend`).
    public init(id: String, flags: Flags = []) {
        super.init(owning: raw(adw_application_new(id, GApplicationFlags(rawValue: flags.rawValue)))!)
        g_application_set_resource_base_path(cast(pointer), nil)
    }

    /// Names the program (`argv[0]`'s name, which window managers and logs show) and the
    /// application, as people read it; before the application is made.
    public static func setNames(program: String, application: String) {
        g_set_prgname(program)
        g_set_application_name(application)
    }

    /// Adds `action` (a GAction, e.g. `Settings.action(for:)`) as `app.NAME`.
    public func addAction(_ action: Object) {
        g_action_map_add_action(cast(pointer), cast(action.pointer))
    }

    /// Called when the application is launched or re-launched: present the window here.
    @discardableResult
    public func onActivate(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.activate, handler) }

    /// Adds options to parse and to list in `--help`, with `parameters` after the usage line's
    /// options ("[LINK…]"), `summary` above them and `description` below.
    public func addOptions(_ options: [CommandLineOption], parameters: String, summary: String, description: String) {
        g_application_set_option_context_parameter_string(cast(pointer), parameters)
        for option in options {
            g_application_add_main_option(
                cast(pointer), option.name, 0, G_OPTION_FLAG_NONE,
                option.valueName == nil ? G_OPTION_ARG_NONE : G_OPTION_ARG_STRING,
                option.summary, option.valueName)
        }
        g_application_set_option_context_summary(cast(pointer), summary)
        g_application_set_option_context_description(cast(pointer), description)
    }

    /// Called in the launched process before it contacts a running instance: return an exit
    /// status to stop there (`--version`), or -1 to go on.
    @discardableResult
    public func onLocalOptions(_ handler: @escaping (ParsedOptions) -> Int32) -> LifelongConnection {
        connection(
            connectHandler(pointer, "handle-local-options", intTrampoline) { (dictionary: UnsafeMutableRawPointer?) in
                handler(ParsedOptions(dictionary: dictionary?.assumingMemoryBound(to: GVariantDict.self)))
            })
    }

    /// Called in the primary instance for each launch's command line (with
    /// `G_APPLICATION_HANDLES_COMMAND_LINE`); returns the launch's exit status.
    @discardableResult
    public func onCommandLine(_ handler: @escaping (ReceivedCommandLine) -> Int32) -> LifelongConnection {
        connection(
            connectHandler(pointer, "command-line", intTrampoline) { (commandLine: UnsafeMutableRawPointer?) in
                handler(ReceivedCommandLine(commandLine: commandLine!.assumingMemoryBound(to: GApplicationCommandLine.self)))
            })
    }

    /// Called in the primary instance with URIs to open (with `G_APPLICATION_HANDLES_OPEN`): a
    /// desktop's D-Bus `Open` call.
    @discardableResult
    public func onOpen(_ handler: @escaping ([String]) -> Void) -> LifelongConnection {
        connection(connectHandler(pointer, "open", openTrampoline) { (uris: [String]) in handler(uris) })
    }

    /// Registers on the session bus without running the main loop, for the package's tests and
    /// benchmarks, which build their windows directly.
    package func register() throws {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(cast(pointer), nil, &error) == 0 {
            throw GLibError(consuming: error, fallback: "unknown error")
        }
    }

    /// Runs the main loop until the last window closes, with `arguments` (program name first)
    /// for GApplication to parse; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        MainLoop.installDispatchBridge()
        BuiltInTheme.skipWhenLibadwaitaReplacesIt()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(cast(pointer), Int32(arguments.count), &argv)
    }

    /// Whether `window` is the application's window focused last (GTK keeps the order).
    public func isActiveWindow(_ window: Window) -> Bool {
        gtk_application_get_active_window(application).map(UnsafeMutableRawPointer.init) == window.pointer
    }

    /// Binds keyboard shortcuts ("<Control>q", "F5") to a detailed action name ("win.refresh").
    public func setAccelerators(_ accelerators: [String], for action: String) {
        let strings: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
        defer { strings.forEach { free($0) } }
        strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, action, $0)
            }
        }
    }
}

/// `gint (*)(GApplication *, gpointer argument, gpointer user_data)`: handle-local-options (a
/// GVariantDict) and command-line (a GApplicationCommandLine).
private let intTrampoline = Trampoline<(UnsafeMutableRawPointer?) -> Int32>(
    { _, argument, data in
        fromGTK { (unbox(data) as (UnsafeMutableRawPointer?) -> Int32)(argument) }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32)

/// `void (*)(GApplication *, GFile **files, gint n_files, gchar *hint, gpointer user_data)`: open.
private let openTrampoline = Trampoline<([String]) -> Void>(
    { _, files, count, _, data in
        fromGTK {
            let uris = (0..<Int(count)).compactMap { index -> String? in
                guard let file = files?[index], let uri = g_file_get_uri(file) else { return nil }
                defer { g_free(uri) }
                return String(cString: uri)
            }
            (unbox(data) as ([String]) -> Void)(uris)
        }
    }
        as @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32,
            UnsafeMutablePointer<CChar>?, UnsafeMutableRawPointer?
        ) -> Void)
