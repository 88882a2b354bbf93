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
}
