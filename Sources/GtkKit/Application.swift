import CGtk

/// The process's GtkApplication: one instance, the main loop, keyboard accelerators.
public final class Application: Object {
    public var application: UnsafeMutablePointer<GtkApplication> { cast(pointer) }

    public init(id: String, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) {
        super.init(owning: raw(gtk_application_new(id, flags))!)
    }

    /// Called when the application is launched or re-launched: present the window here.
    public func onActivate(_ handler: @escaping () -> Void) { connect(.activate, handler) }

    /// Registers without running, for tests that build windows directly.
    public func register() throws {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(cast(pointer), nil, &error) == 0 {
            throw GLibError(consuming: error, fallback: "unknown error")
        }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(programName: String) -> Int32 {
        MainLoop.installDispatchBridge()
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(programName), nil]
        defer { free(argv[0]) }
        return g_application_run(cast(pointer), 1, &argv)
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
