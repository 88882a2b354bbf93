import Foundation
import GtkKit
import TestFixtures
import TestSupport
import XCTest

final class TextureTests: GtkTestCase {
    nonisolated func testAPNGDecodes() throws {
        try onMain {
            let url = Fixtures.repository.appendingPathComponent("data/sample/images")
            let first = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: url.path).first { $0.hasSuffix("_s.png") })
            let texture = try Texture(decoding: Data(contentsOf: url.appendingPathComponent(first)))
            XCTAssertEqual(texture.pixelWidth, 240)
            XCTAssertEqual(texture.pixelHeight, 180)
        }
    }

    /// Bytes gdk-pixbuf cannot read are an error; a file cut short is not always one (the
    /// loaders draw what arrived), which is why the app reads the header first (ImageHeader).
    nonisolated func testBytesThatAreNoImageAreErrors() throws {
        try onMain {
            XCTAssertThrowsError(try Texture(decoding: Data("not an image".utf8)))
            XCTAssertThrowsError(try Texture(decoding: Data()))
            XCTAssertThrowsError(try Texture(decoding: Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43] + [UInt8](repeating: 0x11, count: 300))))
        }
    }
}

/// Decoding at the size shown: the longer side brought down as the file is read, the image's
/// own size remembered for zoom, EXIF orientation applied.
final class ReducedTextureTests: GtkTestCase {
    private func sample(_ name: String) throws -> Data {
        try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/\(name)"))
    }

    nonisolated func testTheFittedSizeKeepsTheAspectAndOnlyShrinks() {
        onMain {
            XCTAssertEqual(Texture.fittedSize(width: 6000, height: 4000, maxDimension: 1600)?.width, 1600)
            XCTAssertEqual(Texture.fittedSize(width: 6000, height: 4000, maxDimension: 1600)?.height, 1067)
            XCTAssertEqual(Texture.fittedSize(width: 3000, height: 9000, maxDimension: 900)?.width, 300, "the longer side is the height")
            XCTAssertNil(Texture.fittedSize(width: 1600, height: 900, maxDimension: 1600), "already fits")
            XCTAssertEqual(Texture.fittedSize(width: 1, height: 10_000, maxDimension: 100)?.width, 1, "never below one pixel")
        }
    }

    nonisolated func testAJPEGIsDecodedAtTheSizeAskedAndKnowsItsOwn() throws {
        try onMain {
            let reduced = try Texture(decoding: sample("sample.jpg"), maxDimension: 100)
            XCTAssertEqual([reduced.pixelWidth, reduced.pixelHeight], [100, 75])
            XCTAssertEqual([reduced.sourceWidth, reduced.sourceHeight], [500, 375])
            XCTAssertTrue(reduced.isReduced)
            let whole = try Texture(decoding: sample("sample.jpg"), maxDimension: 1000)
            XCTAssertEqual([whole.pixelWidth, whole.pixelHeight], [500, 375], "never blown up")
            XCTAssertFalse(whole.isReduced)
        }
    }

    nonisolated func testAGIFIsReducedToo() throws {
        try onMain {
            let texture = try Texture(decoding: sample("sample.gif"), maxDimension: 80)
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [80, 60, 160, 120])
        }
    }

    nonisolated func testALargeJPEGIsReducedAsItIsRead() throws {
        try onMain {
            let texture = try Texture(decoding: EncodedImage.jpeg(width: 8000, height: 6000), maxDimension: 1600)
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [1600, 1200, 8000, 6000])
        }
    }

    nonisolated func testTheEXIFOrientationTurnsTheImageAndItsSize() throws {
        try onMain {
            let upright = Data(TestImages.withOrientation(6, [UInt8](try sample("sample.jpg"))))
            let texture = try Texture(decoding: upright)
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [375, 500, 375, 500])
            let reduced = try Texture(decoding: upright, maxDimension: 100)
            XCTAssertEqual([reduced.pixelWidth, reduced.pixelHeight, reduced.sourceWidth, reduced.sourceHeight], [75, 100, 375, 500])
        }
    }
}
