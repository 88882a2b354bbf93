import CSQLite
import Foundation
import Localization

/// What went wrong with the photo database, said for a person: what happened, what will not
/// be kept, and whether the app can fix it itself (a damaged file is moved aside and a new
/// database started, the old file kept next to it).
public struct StoreProblem: Error, Equatable, UserFacingError {
    public enum Kind: Equatable, Sendable {
        /// The file is not a database, or its pages are damaged.
        case damaged
        /// The file or its folder cannot be written (read-only, no permission, missing).
        case notWritable
        /// The disk is full.
        case full
        /// A newer Photomania wrote the file.
        case newer
        case failed(String)
    }

    public let kind: Kind
    /// The database file.
    public let path: String

    /// What `error`, met with the database at `path`, means.
    public init(_ error: Error, path: String) {
        self.path = path
        guard let error = error as? StoreError else {
            kind = .notWritable // the folder could not be made
            return
        }
        switch error.code {
        case SQLITE_CORRUPT, SQLITE_NOTADB: kind = .damaged
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH: kind = .notWritable
        case SQLITE_FULL: kind = .full
        case StoreError.newerSchema: kind = .newer
        default: kind = .failed(error.detail)
        }
    }

    public init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// Whether moving the file aside and starting a new database fixes it.
    public var canStartAfresh: Bool { kind == .damaged }

    public var userMessage: String {
        let folder = (path as NSString).deletingLastPathComponent
        switch kind {
        case .damaged:
            // Translators: %@ is the folder the database file is in.
            return String(
                format: tr(
                    "The photo database is damaged, so new photos and recent photos will not be kept after you quit. Photomania can move the damaged file aside (it stays in %@) and start a new database."
                ), folder)
        case .notWritable:
            // Translators: %@ is the folder the database file is in.
            return String(
                format: tr(
                    "The photo database cannot be written in %@, so new photos and recent photos will not be kept after you quit. Make the folder writable, then restart Photomania."
                ), folder)
        case .full:
            return tr("The disk is full, so new photos are not being saved. What was saved before is intact.")
        case .newer:
            return tr(
                "The photo database was written by a newer version of Photomania; this one leaves it untouched, so photos will not be kept after you quit.")
        case .failed(let detail):
            // Translators: %@ is the database's reason (from SQLite, in English), such as “disk I/O error”.
            return String(format: tr("The photo database failed (%@), so photos will not be kept after you quit."), detail)
        }
    }
}
