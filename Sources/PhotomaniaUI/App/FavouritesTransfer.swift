import Foundation
import GtkKit
import Library
import Localization
import PhotoFeed

/// Why favourites could not be exported or imported, in the user's words.
struct FavouritesTransferFailure: Error, Equatable {
    let message: String
}

/// The favourites carried out of the app and into another: exported as a folder of their images
/// with a sidecar of their credits (`FavouritesArchive`), imported from one whole or not at all.
/// The files are read and written off the main thread.
extension AppServices {
    /// Writes the favourites into `folder`, their images from the disk where they are kept
    /// (else downloaded); `done` gets how many were written, or what went wrong.
    func exportFavourites(to folder: URL, done: @escaping @MainActor (Result<Int, FavouritesTransferFailure>) -> Void) {
        gatherImages(of: library.collections.favourites[...], into: []) { gathered in
            guard case .success(let items) = gathered else { return done(gathered.map(\.count)) }
            DispatchQueue.global(qos: .userInitiated).async {
                let result: Result<Int, FavouritesTransferFailure>
                do {
                    try FavouritesArchive.write(items, to: folder)
                    result = .success(items.count)
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
    /// on disk, in the order exported; a damaged or foreign folder changes nothing. `done` gets
    /// how many were added, or what is wrong.
    func importFavourites(from folder: URL, done: @escaping @MainActor (Result<Int, FavouritesTransferFailure>) -> Void) {
        let known = Set(library.collections.favourites.map(\.id))
        let disk = images.disk
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Self.readAndKeep(folder, skipping: known, on: disk)
            DispatchQueue.main.async { [weak self] in
                guard let self, case .success(let items) = result else { return done(result.map(\.count)) }
                for item in items.reversed() { library.collections.setFavourite(item.photo, true) }
                done(.success(items.count))
            }
        }
    }

    /// The new favourites in `folder`, their images pinned on `disk`; on a failure, none pinned.
    nonisolated private static func readAndKeep(
        _ folder: URL, skipping known: Set<String>,
        on disk: DiskCache
    ) -> Result<[FavouritesArchive.Item], FavouritesTransferFailure> {
        let items: [FavouritesArchive.Item]
        do {
            items = try FavouritesArchive.read(from: folder).filter { !known.contains($0.photo.id) }
        } catch {
            return .failure(.init(message: error.userMessage))
        }
        for (index, item) in items.enumerated() where !disk.pin(item.photo.imageURL, data: item.image) {
            items.prefix(index).forEach { disk.unpin($0.photo.imageURL) }
            // Translators: %@ is a photo's title.
            return .failure(
                .init(
                    message: String(
                        format: tr("The favourites could not be imported: the image of “%@” could not be kept on disk (is it full?)."),
                        item.photo.title)))
        }
        return .success(items)
    }
}
