import Foundation
import GtkKit
import Library
import Localization
import PhotoFeed

/// Why favourites could not be exported or imported, in the user's words.
struct FavouritesTransferFailure: Error, Equatable {
    let message: String
}

/// What an export wrote, or an import added: favourites, sources followed, and the follows
/// skipped for a kind this version does not know (their kind and value).
struct FavouritesTransferred: Equatable {
    var favourites: Int
    var follows: Int
    var skippedFollows: [String] = []
}

/// The favourites and follows carried out of the app and into another: exported as a folder of
/// the favourites' images with a sidecar of their credits and the follows (`FavouritesArchive`),
/// imported from one whole or not at all. The files are read and written off the main thread.
extension AppServices {
    /// Writes the favourites and the follows into `folder`, the images from the disk where they
    /// are kept (else downloaded); `done` gets how many were written, or what went wrong.
    func exportFavourites(to folder: URL, done: @escaping @MainActor (Result<FavouritesTransferred, FavouritesTransferFailure>) -> Void) {
        let follows = library.follows.entries.map { FavouritesArchive.Follow($0.source, name: $0.name) }
        gatherImages(of: library.collections.favourites[...], into: []) { gathered in
            let items: [FavouritesArchive.Item]
            switch gathered {
            case .success(let gatheredItems): items = gatheredItems
            case .failure(let failure): return done(.failure(failure))
            }
            DispatchQueue.global(qos: .userInitiated).async {
                let result: Result<FavouritesTransferred, FavouritesTransferFailure>
                do {
                    try FavouritesArchive.write(items, follows: follows, to: folder)
                    result = .success(FavouritesTransferred(favourites: items.count, follows: follows.count))
                } catch {
                    result = .failure(.init(message: PhotoFile.message(forWriteError: error, name: folder.lastPathComponent)))
                }
                DispatchQueue.main.async { done(result) }
            }
        }
    }

    /// Reads the images of `photos` one after another into `items`.
    private func gatherImages(
        of photos: ArraySlice<Photo>, into items: [FavouritesArchive.Item],
        done: @escaping @MainActor (Result<[FavouritesArchive.Item], FavouritesTransferFailure>) -> Void
    ) {
        guard let photo = photos.first else { return done(.success(items)) }
        _ = images.originalData(of: photo.imageURL) { [weak self] result in
            switch result {
            case .success(let image): self?.gatherImages(of: photos.dropFirst(), into: items + [(photo, image)], done: done)
            case .failure(let error):
                // Translators: %1$@ is a photo's title, %2$@ why its image could not be read.
                done(
                    .failure(
                        .init(
                            message: String(
                                format: tr("The favourites could not be exported: the image of “%1$@” could not be read (%2$@)."),
                                photo.title, error.userMessage))))
            }
        }
    }

    /// Stars the favourites exported in `folder` that are not favourites yet, their images kept
    /// on disk, in the order exported, and follows what it follows that is not followed yet; a
    /// damaged or foreign folder changes nothing. `done` gets how many were added, or what is
    /// wrong.
    func importFavourites(from folder: URL, done: @escaping @MainActor (Result<FavouritesTransferred, FavouritesTransferFailure>) -> Void) {
        let known = Set(library.collections.favourites.map(\.id))
        let disk = images.disk
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Self.readAndKeep(folder, skipping: known, on: disk)
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                done(result.map(add))
            }
        }
    }

    /// Adds what an import read: the new favourites, and the follows not followed yet.
    private func add(_ contents: FavouritesArchive.Contents) -> FavouritesTransferred {
        for item in contents.favourites.reversed() { library.collections.setFavourite(item.photo, true) }
        let followed = contents.follows.filter { library.follows.follow($0.source, name: $0.name) }
        return FavouritesTransferred(favourites: contents.favourites.count, follows: followed.count, skippedFollows: contents.skippedFollows)
    }

    /// What `folder` holds, but for the favourites known already, the new ones' images pinned
    /// on `disk`; on a failure, none pinned.
    nonisolated private static func readAndKeep(
        _ folder: URL, skipping known: Set<String>,
        on disk: DiskCache
    ) -> Result<FavouritesArchive.Contents, FavouritesTransferFailure> {
        let read: FavouritesArchive.Contents
        do {
            read = try FavouritesArchive.read(from: folder)
        } catch {
            return .failure(.init(message: error.userMessage))
        }
        let items = read.favourites.filter { !known.contains($0.photo.id) }
        for (index, item) in items.enumerated() where !disk.pin(item.photo.imageURL, data: item.image) {
            items.prefix(index).forEach { disk.unpin($0.photo.imageURL) }
            // Translators: %@ is a photo's title.
            return .failure(
                .init(
                    message: String(
                        format: tr("The favourites could not be imported: the image of “%@” could not be kept on disk (is it full?)."),
                        item.photo.title)))
        }
        return .success(FavouritesArchive.Contents(favourites: items, follows: read.follows, skippedFollows: read.skippedFollows))
    }
}
