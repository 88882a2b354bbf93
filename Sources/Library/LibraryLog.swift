/// Where the library writes what it does: GLib's log in the app.
public protocol LibraryLog: Sendable {
    /// A line for whoever debugs; made only when it would be shown.
    func debug(_ message: @autoclosure () -> String)
    /// Something went wrong that the user is not told about.
    func warning(_ message: String)
}
