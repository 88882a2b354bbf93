import CGtk

/// A domain of GLib's log, where a GTK app writes what it does: debug messages are shown when
/// `G_MESSAGES_DEBUG` names the domain (or `all`), and cost nothing to make otherwise.
public struct Log: Sendable {
    /// The domain's name, which its messages carry and `G_MESSAGES_DEBUG` names.
    public let domain: String

    /// The log domain named `domain`.
    public init(domain: String) { self.domain = domain }

    /// Logs `message` at the debug level, made only when it would be shown.
    public func debug(_ message: @autoclosure () -> String) {
        guard g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, domain) == 0 else { return }
        pm_log(domain, G_LOG_LEVEL_DEBUG, message())
    }

    /// Logs `message` as a warning, which is always shown.
    public func warning(_ message: String) { pm_log(domain, G_LOG_LEVEL_WARNING, message) }
}
