import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

// The viewer: fitting and zooming, the size a photo is decoded at, the photos either side decoded ahead.
extension MainWindowTests {
    /// A window 1000 px wide showing the first photographer's first photo (a 1024 px image,
    /// fitted by shrinking); its zoomable image.
    private func showFirstPhotoFitted() throws -> ZoomableImage {
        try open(width: 1000)
        try choosePhotographer(0)
        try choosePhoto(0)
        try waitUntil("the image is shown") { controller.detail.state == .image && controller.detail.image.width > 0 }
        let image = controller.detail.image
        XCTAssertNil(image.zoom, "fitted at first")
        XCTAssertLessThan(image.fittedScale, 1, "a 1024 px image fits a narrower pane by shrinking")
        return image
    }

    nonisolated func testThePhotoStartsFittedAndZooms() throws {
        try onMain {
            let image = try showFirstPhotoFitted()
            let fitted = image.fittedScale
            XCTAssertTrue(image.zoom(by: 1.25))
            XCTAssertEqual(try XCTUnwrap(image.zoom), fitted * 1.25, accuracy: 0.001)
            try waitUntil("the picture grows past the viewport") { controller.detail.picture.width > image.width }
            image.zoom(by: 0.5)
            XCTAssertNil(image.zoom, "zooming out past the fit fits again")
            image.setZoom(3)
            image.fit()
            XCTAssertNil(image.zoom)
            try choosePhoto(1)
            try waitUntil("the next image is shown") { controller.detail.state == .image }
            XCTAssertNil(image.zoom, "each photo starts fitted")
        }
    }

    /// Ctrl+1, Ctrl+2 and Ctrl+3 zoom to 100, 200 and 300 % as eog and Loupe do, in a step of
    /// 200 ms; Ctrl+0 fits again, even pressed before the last step's final frame.
    nonisolated func testCtrl1To3ZoomToTheViewersLevels() throws {
        try onMain {
            let image = try showFirstPhotoFitted()
            try click(controller.detail.picture.widget, in: controller.window) // the photo takes the keys
            // The zoom at each frame drawn: a step shows scales between the two.
            var seen: [Double?] = []
            @MainActor func sample() {
                seen.append(image.zoom)
                image.onNextFrame(sample)
            }
            sample()
            for (key, scale) in [("ctrl+1", 1.0), ("ctrl+3", 3.0), ("ctrl+2", 2.0)] {
                let from = image.zoom ?? image.fittedScale
                seen = []
                try press(key, in: controller.window)
                try waitUntil("\(key) zooms to \(Int(scale * 100)) %, not \(image.zoom.map { "\($0)" } ?? "fitted")") {
                    image.zoom.map { abs($0 - scale) < 0.001 } ?? false
                }
                let between = seen.compactMap { $0 }.filter { min(from, scale) + 0.01 < $0 && $0 < max(from, scale) - 0.01 }
                XCTAssertFalse(between.isEmpty, "\(key): a step through the scales between, not a jump: \(seen)")
            }
            try press("ctrl+0", in: controller.window)
            try waitUntil("Ctrl+0 fits again") { image.zoom == nil }
            seen = []
            // A step as long as a zoom's, begun after Ctrl+0: once it ends, so has any before it.
            var stepped = false
            image.animate(milliseconds: ZoomableImage.levelMilliseconds, { _ in }, completion: { stepped = true })
            try waitUntil("a step's time has passed on screen") { stepped }
            XCTAssertNil(image.zoom, "and stays fitted: a step under way gives way to it")
            XCTAssertEqual(seen.compactMap { $0 }, [], "in every frame drawn since")
        }
    }

    /// Opens a window `windowWidth` wide on a feed of one `width` × `height` JPEG served over
    /// loopback, and chooses it; the server lives as long as what is returned.
    private func openOnLargePhoto(width: Int, height: Int, windowWidth: Int) throws -> LoopbackServer {
        let directory = try Fixtures.temporaryDirectory()
        try EncodedImage.jpeg(width: width, height: height).write(to: directory.appendingPathComponent("large.jpg"))
        let server = try LoopbackServer(root: directory)
        try open(
            width: windowWidth, feed: try TestFeed.write([.init(id: "1", title: "Large", imageURL: server.url("large.jpg").absoluteString)], in: directory))
        try choosePhotographer(0)
        try choosePhoto(0)
        return server
    }

    /// A photo larger than its place on screen is decoded at the size shown, so it is drawn
    /// unscaled; zooming past that detail brings the full resolution in, at the same zoom, and
    /// only then.
    nonisolated func testALargePhotoIsDecodedAtTheSizeShownAndInFullOnlyWhenZoomed() throws {
        try onMain {
            let server = try openOnLargePhoto(width: 6400, height: 4800, windowWidth: 1000)
            defer { withExtendedLifetime(server) {} }
            let image = controller.detail.image
            try waitUntil("the photo is shown at the size it is drawn", found: { self.controller.photoShown }) {
                controller.detail.state == .image && isDecodedAsShown
            }
            let reduced = try XCTUnwrap(controller.detail.picture.texture)
            XCTAssertEqual([reduced.sourceWidth, reduced.sourceHeight], [6400, 4800])
            XCTAssertEqual(image.fittedScale, Double(image.width) / 6400, accuracy: 0.01, "fitted as the image's own size")
            image.setZoom(image.fittedScale)
            // Whatever load of it is under way (a decode at the size laid out) ends before the check.
            let url = try XCTUnwrap(controller.detail.photo?.imageURL)
            try waitUntil("no load of the photo is under way") { !controller.detail.loader.isLoading(url) }
            try waitUntilDrawn(controller)
            let shown = try XCTUnwrap(controller.detail.picture.texture)
            XCTAssertTrue(shown.isReduced, "at the fitted scale, nothing more is decoded")
            XCTAssertEqual([shown.pixelWidth, shown.pixelHeight], [reduced.pixelWidth, reduced.pixelHeight])
            image.setZoom(1)
            try waitUntil("the full resolution replaces it") { controller.detail.picture.texture?.isReduced == false }
            XCTAssertEqual(controller.detail.picture.texture?.pixelWidth, 6400)
            XCTAssertEqual(image.zoom, 1, "at the same zoom")
        }
    }

    /// A wider window shows the photo larger: once the resize settles it is decoded again at
    /// the new size, not blurred; narrowed back, it is decoded smaller, not scaled down on
    /// every frame.
    nonisolated func testAResizedPhotoIsDecodedAgainAtItsNewSize() throws {
        try onMain {
            let server = try openOnLargePhoto(width: 3200, height: 2400, windowWidth: 700)
            defer { withExtendedLifetime(server) {} }
            try waitUntil("the photo is shown at its size", found: { self.controller.photoShown }) { controller.detail.state == .image && isDecodedAsShown }
            let narrow = try XCTUnwrap(controller.detail.picture.texture)
            try resize(to: 1400)
            try waitUntil("decoded again, larger", found: { self.controller.photoShown }) { isDecodedAsShown }
            XCTAssertGreaterThan(try XCTUnwrap(controller.detail.picture.texture).pixelWidth, narrow.pixelWidth)
            XCTAssertNil(controller.detail.image.zoom, "still fitted")
            try resize(to: 700)
            try waitUntil("decoded again, smaller", found: { self.controller.photoShown }) { isDecodedAsShown }
            XCTAssertTrue(PhotoViewport.isClose(try XCTUnwrap(controller.detail.picture.texture).pixelSize, to: narrow.pixelSize))
        }
    }

    /// As Loupe does, the two photos before and the two after the one shown are decoded ahead
    /// at the size shown, once it is on screen; Next to one of them paints it at once, with no
    /// loading page; the photos kept decoded stay within the cache's six.
    nonisolated func testTheTwoPhotosEitherSideAreDecodedAheadAndNextShowsOneAtOnce() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            let entries = try (1...7).map { index -> TestFeed.Entry in
                try TestFeed.copySampleImage(size: "l", to: directory, as: "\(index).png")
                return TestFeed.Entry(id: "\(index)", title: "Photo \(index)", imageURL: server.url("\(index).png").absoluteString)
            }
            try open(width: 1000, feed: try TestFeed.write(entries, in: directory))
            _ = try choosePhotographer(0)
            let photos = try XCTUnwrap(photosList?.photos)
            let loader = controller.detail.loader
            let decoded = { (index: Int) in loader.isDecodedAsPhoto(photos[index].imageURL) }
            try choosePhoto(3)
            try waitUntil("the two either side are decoded") { [1, 2, 4, 5].allSatisfy(decoded) }
            XCTAssertFalse(decoded(0) || decoded(6), "not three places away")
            XCTAssertTrue(controller.step(1))
            XCTAssertEqual(controller.detail.photo, photos[4])
            XCTAssertEqual(controller.detail.state, .image, "shown in the same turn as the step")
            XCTAssertEqual(controller.detail.visiblePage, .image)
            try waitUntil("the next two along are decoded") { decoded(6) }
            XCTAssertLessThanOrEqual(loader.photos.count, 6, "the photo, its four neighbours and the one before it")
        }
    }
}
