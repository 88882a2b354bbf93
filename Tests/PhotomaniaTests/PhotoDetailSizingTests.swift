import Adaptive
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The detail decodes a photo at the size its column is about to get, as the split view tells
/// it, without waiting for the layout: at start-up the decode runs beside the window's first
/// layout instead of after it.
final class PhotoDetailSizingTests: GtkTestCase {
    nonisolated func testAPhotoIsDecodedAtTheSizeForetoldBeforeAnyLayout() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let file = directory.appendingPathComponent("large.jpg")
            try EncodedImage.jpeg(width: 1600, height: 1200).write(to: file)
            let detail = PhotoDetailViewController(
                loader: ImageLoader(
                    http: HTTPClient(options: .init(userAgent: "PhotomaniaTests/1")),
                    cacheDirectory: directory.appendingPathComponent("cache")))
            detail.transition(to: Size(width: 500, height: 300))
            detail.show(
                Photo(
                    id: "1", title: "Large", subtitle: "", photographerID: "p", photographerName: "P",
                    imageURL: file, thumbnailURL: nil))
            try waitUntil("the photo is decoded though never laid out") { detail.state == .image }
            XCTAssertEqual(detail.image.width, 0, "not laid out")
            XCTAssertEqual(detail.picture.texture?.pixelSize, PixelSize(width: 400, height: 300), "fitted in the size foretold")
        }
    }
}
