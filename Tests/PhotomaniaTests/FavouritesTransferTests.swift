import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Favourites carried to another machine as a person does it: exported from one library's
/// window into a folder, imported in another's, where they open at full quality with the
/// server gone; a folder that is not a whole export changes nothing and says why.
final class FavouritesTransferTests: LibraryWindowsTestCase {
    /// A photo served by `server` as `lake.png`, an image of the sample's.
    private func servedPhoto(_ id: String, on server: LoopbackServer) -> Photo {
        Photo(
            id: id, title: "Lake \(id)", subtitle: "", photographerID: "7@N01", photographerName: "Ann",
            imageURL: server.url("lake.png"), thumbnailURL: nil,
            details: PhotoDetails(page: URL(string: "https://www.flickr.com/photos/7@N01/\(id)/"), license: .attribution))
    }

    /// A window over a library of its own, listing the sample feed.
    private func windowOverNewLibrary() throws -> MainWindowController {
        let window = try openWindow(try makeServices(http: http, settings: nil), feed: .url(Fixtures.sampleFeed))
        try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
        return window
    }

    nonisolated func testExportedFavouritesImportElsewhereInOrderAndOpenAtFullQualityWithTheServerGone() throws {
        try onMain {
            let served = try Fixtures.temporaryDirectory()
            try TestFeed.copySampleImage(size: "l", to: served, as: "lake.png")
            let original = try Data(contentsOf: served.appendingPathComponent("lake.png"))
            var server: LoopbackServer? = try LoopbackServer(root: served)
            let here = try windowOverNewLibrary()
            XCTAssertFalse(here.actions.isEnabled(.exportFavourites), "nothing to export yet")
            let sample = try XCTUnwrap(here.photographers.photographers.first?.photos.first)
            let lake = servedPhoto("9", on: try XCTUnwrap(server))
            here.library.collections.setFavourite(sample, true)
            here.library.collections.setFavourite(lake, true)
            try waitUntil("the served image is kept on disk") { here.services.images.disk.pinnedSize == original.count }
            XCTAssertTrue(here.actions.isEnabled(.exportFavourites))

            let folder = try Fixtures.temporaryDirectory().appendingPathComponent("My Favourites")
            here.dialogs.exportFavourites(to: folder)
            try waitUntil("the export is said") { here.messages.toasts.lastToast == "Exported 2 favourites" }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 3, "two images and the sidecar")
            server = nil // the network is gone

            let there = try windowOverNewLibrary()
            there.dialogs.importFavourites(from: folder)
            try waitUntil("the import is said") { there.messages.toasts.lastToast == "Imported 2 favourites" }
            XCTAssertEqual(there.library.collections.favourites, [lake, sample], "in the order exported, the last starred first")
            XCTAssertEqual(there.screens.favourites.photos, [lake, sample])
            there.screens.favourites.photoSections.activate(lake)
            try waitUntil("it opens without the server") { there.detail.photo == lake && there.detail.state == .image }
            guard case .size(let width, let height) = ImageHeader.read([UInt8](original)) else { return XCTFail("the sample is an image") }
            XCTAssertEqual(there.detail.picture.texture?.sourceSize, PixelSize(width: width, height: height), "at full quality")

            there.dialogs.importFavourites(from: folder)
            try waitUntil("again: nothing new") { there.messages.toasts.lastToast == "Imported 0 favourites" }
            XCTAssertEqual(there.library.collections.favourites.count, 2)
        }
    }

    /// The follows travel with the favourites, by their names; a follow of a kind unknown here
    /// is skipped and named, and the rest imported.
    nonisolated func testTheFollowsTravelWithTheFavourites() throws {
        try onMain {
            let here = try windowOverNewLibrary()
            let ann = FollowedSource.photographer(id: "7@N01")
            let sea = FollowedSource.tags(["sea"], matchAll: true)
            here.library.follows.follow(ann, name: "Ann")
            try waitUntil("with follows and no favourite, there is something to export") { here.actions.isEnabled(.exportFavourites) }
            here.library.follows.follow(sea)
            let kept = try XCTUnwrap(here.photographers.photographers.first?.photos.first)
            here.library.collections.setFavourite(kept, true)
            let folder = try Fixtures.temporaryDirectory().appendingPathComponent("Carried")
            here.dialogs.exportFavourites(to: folder)
            try waitUntil("the export is said") { here.messages.toasts.lastToast == "Exported 1 favourite, 2 followed sources" }

            let sidecar = folder.appendingPathComponent(FavouritesArchive.sidecarName)
            var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])
            json["follows"] = (json["follows"] as? [[String: Any]] ?? []) + [["kind": "album", "value": "7@N01/5"]] // a later version's
            try JSONSerialization.data(withJSONObject: json).write(to: sidecar)

            let there = try windowOverNewLibrary()
            there.library.follows.follow(sea) // followed there already
            there.dialogs.importFavourites(from: folder)
            try waitUntil("the import is said") { there.messages.toasts.lastToast == "Imported 1 favourite, 1 followed source" }
            XCTAssertEqual(there.messages.bannerMessage, "Not followed, of a kind this version of Photomania does not know: album/7@N01/5")
            XCTAssertEqual(there.library.follows.entries.map(\.source), [sea, ann])
            XCTAssertEqual(there.library.follows.entries.first { $0.source == ann }?.name, "Ann", "by the name it had")
            XCTAssertEqual(there.library.collections.favourites, [kept])
        }
    }

    nonisolated func testAFolderThatIsNoWholeExportChangesNothingAndSaysWhy() throws {
        try onMain {
            let window = try windowOverNewLibrary()
            let kept = try XCTUnwrap(window.photographers.photographers.first?.photos.first)
            window.library.collections.setFavourite(kept, true)
            let folder = try Fixtures.temporaryDirectory()
            window.dialogs.exportFavourites(to: folder)
            try waitUntil("exported") { window.messages.toasts.lastToast == "Exported 1 favourite" }
            let sidecar = folder.appendingPathComponent(FavouritesArchive.sidecarName)
            let exported = try Data(contentsOf: sidecar)
            let problems: [(damage: () throws -> Void, message: String)] = [
                (
                    { try Data(#"{"format": "other-app", "photos": []}"#.utf8).write(to: sidecar) },
                    "“favourites.json” in this folder was not written by Photomania."
                ),
                ({ try exported.prefix(40).write(to: sidecar) }, "“favourites.json” in this folder is damaged."),
                ({ try FileManager.default.removeItem(at: sidecar) }, "This folder holds no exported favourites: it has no “favourites.json”.")
            ]
            window.library.collections.setFavourite(kept, false)
            for (damage, message) in problems {
                try damage()
                window.dialogs.importFavourites(from: folder)
                try waitUntil("said: \(message)") { window.messages.bannerMessage == message }
                XCTAssertEqual(window.library.collections.favourites, [], "nothing imported")
                XCTAssertEqual(window.services.images.disk.pinnedSize, 0, "nothing kept")
            }
        }
    }

    /// The main menu's items open the folder chooser over the window.
    nonisolated func testTheMenuOpensAFolderChooser() throws {
        try onMain {
            let window = try windowOverNewLibrary()
            window.perform(.importFavourites)
            let chooser = try XCTUnwrap(window.dialogs.fileChooser)
            try waitUntil("the chooser is on screen, modal over the window") {
                guard let shown = WindowTestCase.mappedWindow(titled: "Import Favourites") else { return false }
                return UnsafeMutableRawPointer(gtk_window_get_transient_for(shown)) == window.window.pointer
            }
            chooser.cancel()
            try waitUntil("Cancel: it goes") { window.dialogs.fileChooser == nil }
        }
    }
}
