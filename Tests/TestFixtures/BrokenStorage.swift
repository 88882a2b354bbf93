import Foundation

/// Real broken storage for the store's tests: a folder nothing can be written in, a file of
/// random bytes, a database whose pages were damaged after it was written.
public enum BrokenStorage {
    /// A folder that cannot be written, even by root: a read-only tmpfs mounted on it when the
    /// tests run as root (permissions do not stop root), else a folder without write permission.
    /// `release` undoes it.
    public static func readOnlyFolder() throws -> (url: URL, release: () -> Void) {
        let url = try Fixtures.temporaryDirectory()
        if getuid() == 0 {
            try run("/bin/mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", url.path])
            return (url, { try? run("/bin/umount", [url.path]) })
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
        return (url, { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) })
    }

    /// A folder on a disk of `bytes` bytes (a tmpfs mounted on it), full once a file larger
    /// than that is written; nil when not root, who alone may mount (the CI runs as root).
    /// `release` unmounts it.
    public static func fullFolder(bytes: Int) throws -> (url: URL, release: () -> Void)? {
        guard getuid() == 0 else { return nil }
        let url = try Fixtures.temporaryDirectory()
        try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", url.path])
        return (url, { try? run("/bin/umount", [url.path]) })
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    /// Writes 64 KiB of random bytes at `path`.
    public static func writeRandomBytes(to path: String) throws {
        var generator = SystemRandomNumberGenerator()
        try Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: URL(fileURLWithPath: path))
    }

    /// Overwrites every page of the SQLite file at `path` but the first with zeros and
    /// garbage, as a failing disk would: the header still says "database", the tables do not
    /// read. The file must have been closed (checkpointed) first.
    public static func damagePages(of path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        let pageSize: UInt64 = 4096
        guard size > pageSize else { return }
        try handle.seek(toOffset: pageSize)
        try handle.write(contentsOf: Data((0..<Int(size - pageSize)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }))
    }
}
