import Foundation
import GtkKit
import Localization
import PhotoFeed

/// A photo as a file of its own: the name Save As proposes, its bytes written, and what a
/// failure to write it says to the user.
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
        return (base.isEmpty ? tr("Photo") : base) + "." + photo.imageFileExtension
    }

    /// Writes `photo`'s own bytes, as the feed's largest image has them (from the disk cache,
    /// else downloaded), to `file`, replaced whole or left as it was, in a folder made if need
    /// be; `done` gets nil, or what went wrong in the user's words.
    @MainActor
    static func write(_ photo: Photo, to file: URL, from images: ImageLoader, _ done: @escaping @MainActor (String?) -> Void) {
        let name = file.lastPathComponent
        images.originalData(of: photo.imageURL) { result in
            switch result {
            case .success(let data):
                DispatchQueue.global(qos: .userInitiated).async {
                    let problem: String?
                    do {
                        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try data.write(to: file, options: .atomic)
                        problem = nil
                    } catch {
                        problem = message(forWriteError: error, name: name)
                    }
                    DispatchQueue.main.async { done(problem) }
                }
            case .failure(let error):
                done(failure(name, reason: error.userMessage))
            }
        }
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
