import Foundation
import Library

/// A key held in memory, as the keyring's once read.
@MainActor
final class KeyInMemory: APIKeySource {
    let key: String?
    init(_ key: String?) { self.key = key }
    func fetch(_ done: @escaping @MainActor (String?) -> Void) { done(key) }
}

/// Pins that succeed at once, recorded: which images the library keeps on disk now.
@MainActor
final class PinsInMemory: ImagePinning {
    private(set) var pinned: Set<URL> = []
    func pin(_ url: URL, done: @escaping @MainActor (Bool) -> Void) {
        pinned.insert(url)
        done(true)
    }
    func unpin(_ url: URL) { pinned.remove(url) }
}

/// The log's warnings, kept for the test to read.
final class LinesLogged: LibraryLog, @unchecked Sendable {
    /// Written and read on the main thread only.
    private(set) var warnings: [String] = []
    func debug(_ message: @autoclosure () -> String) {}
    func warning(_ message: String) { warnings.append(message) }
}
