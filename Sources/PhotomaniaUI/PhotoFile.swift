import Foundation
import Localization
import PhotoFeed

/// A photo as a file of its own: the name Save As proposes, and what a failure to write it
/// says to the user.
enum PhotoFile {
    /// The photo's title as a file name, with the extension its image's address has (".jpg"
    /// when it has none an image would): no slashes or control characters, at most 100
    /// characters before the extension, "Photo" when nothing is left.
    static func suggestedName(for photo: Photo) -> String {
        let cleaned = photo.title.unicodeScalars.map { scalar -> Character in
            scalar == "/" || scalar == "\\" || CharacterSet.controlCharacters.contains(scalar) ? "-" : Character(scalar)
        }
        var base = String(String(cleaned).trimmingCharacters(in: .whitespacesAndNewlines).prefix(100))
        while base.hasPrefix(".") { base.removeFirst() } // not a hidden file
        let known = ["jpg", "jpeg", "png", "gif", "webp"]
        let pathExtension = photo.imageURL.pathExtension.lowercased()
        return (base.isEmpty ? tr("Photo") : base) + "." + (known.contains(pathExtension) ? pathExtension : "jpg")
    }

    /// Why `name` could not be written, for the user: the disk is full, the folder may not be
    /// written, or what the system said.
    static func message(forWriteError error: Error, name: String) -> String {
        let posix = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? (error as? POSIXError).map { Int($0.code.rawValue) }
        let cocoa = (error as? CocoaError)?.code
        switch (posix.map(Int32.init), cocoa) {
        case (ENOSPC?, _), (EDQUOT?, _), (_, .fileWriteOutOfSpace?):
            // Translators: %@ is the file's name.
            return String(format: tr("“%@” could not be saved: the disk is full."), name)
        case (EACCES?, _), (EPERM?, _), (EROFS?, _), (_, .fileWriteNoPermission?), (_, .fileWriteVolumeReadOnly?):
            return String(format: tr("“%@” could not be saved: that folder cannot be written to."), name)
        default:
            return failure(name, reason: error.localizedDescription)
        }
    }

    /// "“NAME” could not be saved: REASON".
    static func failure(_ name: String, reason: String) -> String {
        // Translators: the first %@ is the file's name, the second why it could not be saved.
        String(format: tr("“%1$@” could not be saved: %2$@"), name, reason)
    }
}
