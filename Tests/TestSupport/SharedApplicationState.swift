import CGtk
import GtkKit

/// What every GTK test in the process shares and must leave as it found it: the windows open,
/// and the shared application's actions and keyboard shortcuts. A window left open takes keys
/// and the focus from later tests; a shortcut left on an action takes its key from every later
/// window (an app's Ctrl+N once did). The test base reads it before a test and after it, fails
/// the test that changed it, naming what it left, and puts it back for the tests after.
@MainActor
public struct SharedApplicationState {
    /// The windows, each with how a failure names it.
    private var windows: [(window: UnsafeMutableRawPointer, name: String)] = []
    private var actions: Set<String> = []
    /// The shortcuts of each detailed action name that has any ("app.new-window": ["<Control>n"]).
    private var accelerators: [String: [String]] = [:]

    /// The state now, of `application` where there is one.
    public init(of application: Application?) {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let window = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(window) // the list holds it
            let title = gtk_window_get_title(window.assumingMemoryBound(to: GtkWindow.self)).map { String(cString: $0) } ?? ""
            windows.append((window, "\(String(cString: pm_object_type_name(window))) “\(title)”"))
        }
        guard let application else { return }
        let app = application.application
        if let names = g_action_group_list_actions(OpaquePointer(app)) {
            defer { g_strfreev(names) }
            var index = 0
            while let name = names[index] {
                actions.insert(String(cString: name))
                index += 1
            }
        }
        if let names = gtk_application_list_action_descriptions(app) {
            defer { g_strfreev(names) }
            var index = 0
            while let name = names[index] {
                accelerators[String(cString: name)] = Self.strings(gtk_application_get_accels_for_action(app, name))
                index += 1
            }
        }
    }

    private static func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let list else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let string = list[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result.filter { !$0.isEmpty }
    }

    /// What is here now that was not `before`, one line each, for a failure to name.
    public func leftovers(since before: SharedApplicationState) -> [String] {
        let windowsLeft = windows.filter { now in !before.windows.contains { $0.window == now.window } }.map { "the window \($0.name)" }
        let actionsLeft = actions.subtracting(before.actions).sorted().map { "the application's action “\($0)”" }
        let shortcutsLeft = accelerators.keys.sorted().filter { accelerators[$0] != before.accelerators[$0] && accelerators[$0] != [] }
            .map { "the shortcut \(accelerators[$0]!.joined(separator: ", ")) on “\($0)”" }
        return windowsLeft + actionsLeft + shortcutsLeft
    }

    /// Puts `application` back as it was `before`: destroys the windows opened since, removes
    /// the actions added and gives each action its shortcuts back.
    public func restore(_ before: SharedApplicationState, on application: Application?) {
        for (window, _) in windows where !before.windows.contains(where: { $0.window == window }) {
            gtk_window_destroy(window.assumingMemoryBound(to: GtkWindow.self))
        }
        guard let application else { return }
        let app = application.application
        for action in actions.subtracting(before.actions) { g_action_map_remove_action(OpaquePointer(app), action) }
        for (action, shortcuts) in accelerators where shortcuts != (before.accelerators[action] ?? []) {
            let copies = (before.accelerators[action] ?? []).map { strdup($0) }
            var list = copies.map { UnsafePointer($0) } + [nil]
            gtk_application_set_accels_for_action(app, action, &list)
            copies.forEach { free($0) }
        }
    }
}
