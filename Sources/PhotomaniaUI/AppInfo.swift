/// Names and numbers that identify the app to the desktop, to servers and to the user.
public enum AppInfo {
    public static let id = "io.github.photomania.Photomania"
    public static let name = "Photomania"
    public static let executable = "photomania"
    public static let version = "0.1.0"
    public static var userAgent: String { "\(name)/\(version) (+libcurl)" }
}
