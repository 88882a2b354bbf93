import CGtk
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

/// A texture turned by quarters for a view that turns a photo: its pixels moved, its sizes swapped.
final class TurnedTextureTests: GtkTestCase {
    /// A PNG two pixels wide, red then blue.
    private func redThenBlue() throws -> Texture {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, gboolean(true), 8, 2, 1)
        defer { g_object_unref(raw(pixbuf)) }
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        for (index, byte) in [255, 0, 0, 255, 0, 0, 255, 255].enumerated() { pixels[index] = UInt8(byte) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil), 0)
        defer { g_free(buffer) }
        return try Texture(decoding: Data(bytes: buffer!, count: Int(size)))
    }

    /// The texture's pixels top to bottom, left to right, as "R" or "B".
    private func colours(_ texture: Texture) -> String {
        var bytes = [UInt8](repeating: 0, count: texture.pixelWidth * texture.pixelHeight * 4)
        gdk_texture_download(cast(texture.pointer), &bytes, gsize(texture.pixelWidth * 4))
        // GDK_MEMORY_DEFAULT: blue, green, red, alpha.
        return stride(from: 0, to: bytes.count, by: 4).map { bytes[$0 + 2] == 255 && bytes[$0] == 0 ? "R" : bytes[$0] == 255 ? "B" : "?" }.joined()
    }

    nonisolated func testAQuarterClockwisePutsTheLeftOnTopAndSwapsTheSizes() throws {
        try onMain {
            let texture = try redThenBlue()
            XCTAssertEqual(colours(texture), "RB")
            let clockwise = texture.turned(by: 1)
            XCTAssertEqual([clockwise.pixelWidth, clockwise.pixelHeight, clockwise.sourceWidth, clockwise.sourceHeight], [1, 2, 1, 2])
            XCTAssertEqual(colours(clockwise), "RB", "the left edge on top")
            XCTAssertEqual(colours(texture.turned(by: -1)), "BR", "counterclockwise, the right edge on top")
            XCTAssertEqual(colours(texture.turned(by: 2)), "BR", "upside down")
            XCTAssertEqual(texture.turned(by: 2).pixelSize, texture.pixelSize)
            XCTAssertTrue(texture.turned(by: 4) === texture, "a whole turn is the texture itself")
            XCTAssertEqual(texture.turned(by: 3).sourceByteCount, texture.sourceByteCount)
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
        let size = { (width: Int, height: Int) in PixelSize(width: width, height: height) }
        XCTAssertEqual(size(6000, 4000).fitted(in: PixelSize(side: 1600)), size(1600, 1067))
        XCTAssertEqual(size(3000, 9000).fitted(in: PixelSize(side: 900)), size(300, 900), "the longer side is the height")
        XCTAssertEqual(size(1024, 768).fitted(in: size(672, 560)), size(672, 504), "the narrower side of the box decides")
        XCTAssertEqual(size(1024, 768).fitted(in: size(900, 300)), size(400, 300))
        XCTAssertNil(size(1600, 900).fitted(in: PixelSize(side: 1600)), "already fits")
        XCTAssertNil(size(1024, 768).fitted(in: size(1024, 2000)), "fits exactly one way")
        XCTAssertEqual(size(1, 10_000).fitted(in: PixelSize(side: 100)), size(1, 100), "never below one pixel")
    }

    /// Before decoding, the orientation is unknown: the decode must have pixels enough for the
    /// image turned or not.
    nonisolated func testTheFitEitherWayUpCoversBothOrientations() {
        let size = { (width: Int, height: Int) in PixelSize(width: width, height: height) }
        XCTAssertEqual(size(1024, 768).fittedEitherWayUp(in: size(672, 560)), size(672, 504), "upright needs more")
        XCTAssertEqual(size(1024, 768).fittedEitherWayUp(in: size(400, 700)), size(533, 400), "turned needs more")
        XCTAssertNil(size(300, 200).fittedEitherWayUp(in: size(250, 400)), "turned, it fits")
    }

    /// A JPEG is read at the smallest of libjpeg's reductions that still has the pixels asked
    /// for; the rest of the way is pixman's.
    nonisolated func testAJPEGIsReadAtTheSmallestReductionThatCoversTheSizeAsked() {
        let size = { (width: Int, height: Int) in PixelSize(width: width, height: height) }
        XCTAssertEqual(size(6000, 4000).jpegReduction(covering: size(672, 448)), size(750, 500), "an eighth")
        XCTAssertEqual(size(6000, 4000).jpegReduction(covering: size(751, 500)), size(1500, 1000), "a quarter: an eighth is a pixel short")
        XCTAssertEqual(size(1001, 751).jpegReduction(covering: size(126, 94)), size(126, 94), "each side rounded up, as libjpeg does")
        XCTAssertEqual(size(1024, 768).jpegReduction(covering: size(600, 450)), nil, "more than half: read whole")
    }

    nonisolated func testAJPEGIsDecodedAtTheSizeAskedAndKnowsItsOwn() throws {
        try onMain {
            let reduced = try Texture(decoding: sample("sample.jpg"), fitting: PixelSize(side: 100))
            XCTAssertEqual([reduced.pixelWidth, reduced.pixelHeight], [100, 75])
            XCTAssertEqual([reduced.sourceWidth, reduced.sourceHeight], [500, 375])
            XCTAssertTrue(reduced.isReduced)
            let whole = try Texture(decoding: sample("sample.jpg"), fitting: PixelSize(side: 1000))
            XCTAssertEqual([whole.pixelWidth, whole.pixelHeight], [500, 375], "never blown up")
            XCTAssertFalse(whole.isReduced)
        }
    }

    /// A grid's thumbnail: reduced only as far as it still covers its square cell whichever way
    /// up, then cropped to the cell about its centre, so it is drawn without scaling.
    nonisolated func testAThumbnailIsReducedToCoverItsCellAndCroppedToIt() throws {
        let size = { (width: Int, height: Int) in PixelSize(width: width, height: height) }
        XCTAssertEqual(size(1024, 768).coveringEitherWayUp(PixelSize(side: 96)), size(128, 96), "the shorter side the cell's")
        XCTAssertEqual(size(768, 1024).coveringEitherWayUp(PixelSize(side: 96)), size(96, 128))
        XCTAssertEqual(size(1024, 768).coveringEitherWayUp(size(100, 50)), size(133, 100), "either way up: the box's longer side")
        XCTAssertNil(size(120, 90).coveringEitherWayUp(PixelSize(side: 96)), "never blown up")
        try onMain {
            let thumbnail = try Texture(decoding: sample("sample.jpg"), fitting: PixelSize(side: 96), cropping: true)
            XCTAssertEqual([thumbnail.pixelWidth, thumbnail.pixelHeight], [96, 96])
            XCTAssertEqual([thumbnail.sourceWidth, thumbnail.sourceHeight], [500, 375])
            let small = try Texture(decoding: sample("sample.jpg"), fitting: PixelSize(side: 400), cropping: true)
            XCTAssertEqual([small.pixelWidth, small.pixelHeight], [400, 375], "cropped where larger, never blown up")
        }
    }

    nonisolated func testAGIFIsReducedToo() throws {
        try onMain {
            let texture = try Texture(decoding: sample("sample.gif"), fitting: PixelSize(side: 80))
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [80, 60, 160, 120])
        }
    }

    nonisolated func testALargeJPEGIsReducedAsItIsRead() throws {
        try onMain {
            let texture = try Texture(decoding: EncodedImage.jpeg(width: 8000, height: 6000), fitting: PixelSize(side: 1600))
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [1600, 1200, 8000, 6000])
        }
    }

    /// A PNG is reduced after it is read, by pixman, its colours kept; one too large to copy
    /// whole is reduced by its loader instead, to the same size.
    nonisolated func testAPNGIsReducedAfterItIsReadWithItsColours() throws {
        try onMain {
            for (width, height) in [(1200, 900), (2400, 1800)] {
                let texture = try Texture(decoding: EncodedImage.png(width: width, height: height), fitting: PixelSize(side: 400))
                XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [400, 300, width, height])
                XCTAssertEqual(centre(of: texture), EncodedImage.colour, "\(width) × \(height)")
            }
            let thumbnail = try Texture(decoding: EncodedImage.png(width: 1200, height: 900), fitting: PixelSize(side: 96), cropping: true)
            XCTAssertEqual([thumbnail.pixelWidth, thumbnail.pixelHeight], [96, 96])
            XCTAssertEqual(centre(of: thumbnail), EncodedImage.colour)
        }
    }

    /// The red, green and blue of `texture`'s middle pixel.
    @MainActor
    private func centre(of texture: Texture) -> [UInt8] {
        let (width, height) = (texture.pixelWidth, texture.pixelHeight)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(OpaquePointer(texture.pointer), &pixels, gsize(width * 4))
        let at = ((height / 2) * width + width / 2) * 4 // B, G, R, A (premultiplied; opaque here)
        return [pixels[at + 2], pixels[at + 1], pixels[at]]
    }

    nonisolated func testTheEXIFOrientationTurnsTheImageAndItsSize() throws {
        try onMain {
            let upright = Data(TestImages.withOrientation(6, [UInt8](try sample("sample.jpg"))))
            let texture = try Texture(decoding: upright)
            XCTAssertEqual([texture.pixelWidth, texture.pixelHeight, texture.sourceWidth, texture.sourceHeight], [375, 500, 375, 500])
            let reduced = try Texture(decoding: upright, fitting: PixelSize(side: 100))
            XCTAssertEqual([reduced.pixelWidth, reduced.pixelHeight, reduced.sourceWidth, reduced.sourceHeight], [75, 100, 375, 500])
            let wide = try Texture(decoding: upright, fitting: PixelSize(width: 300, height: 100))
            XCTAssertEqual([wide.pixelWidth, wide.pixelHeight], [75, 100], "fitted as turned, not as stored")
        }
    }
}
