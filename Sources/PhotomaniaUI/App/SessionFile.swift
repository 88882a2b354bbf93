import Foundation

/// Where the session is kept between launches: `session.json` in the app's XDG state
/// directory. A missing, unreadable or damaged file is an empty session (said once on
/// standard error); a failed write (a full disk) leaves the previous file whole.
public struct SessionFile: Sendable {
    public let url: URL

    public init(url: URL = AppPaths.stateDirectory.appendingPathComponent("session.json")) { self.url = url }

    /// The session saved last, or an empty one.
    public func read() -> SavedSession {
        guard let data = try? Data(contentsOf: url) else { return SavedSession() }
        do {
            let session = try JSONDecoder().decode(SavedSession.self, from: data)
            guard session.version == SavedSession.currentVersion else { throw CocoaError(.fileReadCorruptFile) }
            return session
        } catch {
            warn("could not read the saved windows in \(url.path) (\(error.localizedDescription)); starting with one new window")
            return SavedSession()
        }
    }

    /// Replaces the saved session with `session`, atomically; false (said on standard error)
    /// when it could not be written.
    @discardableResult
    public func write(_ session: SavedSession) -> Bool {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(session).write(to: url, options: .atomic)
            return true
        } catch {
            warn("could not save the open windows to \(url.path): \(error.localizedDescription)")
            return false
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("\(AppInfo.executable): \(message)\n".utf8))
    }
}
