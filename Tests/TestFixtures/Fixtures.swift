import Foundation

/// Files the tests share.
public enum Fixtures {
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures", isDirectory: true)
    public static let repository = directory.deletingLastPathComponent().deletingLastPathComponent()
    public static let sampleFeed = repository.appendingPathComponent("data/sample/feed.json")

    /// A fresh empty directory under the system's temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A photo database that is not one, at photos.sqlite in a fresh directory: its path and
    /// its bytes (which a new database must leave as they are).
    public static func damagedDatabase() throws -> (directory: URL, path: String, bytes: Data) {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("photos.sqlite").path
        let bytes = Data(String(repeating: "not a database; ", count: 400).utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        return (directory, path, bytes)
    }
}
