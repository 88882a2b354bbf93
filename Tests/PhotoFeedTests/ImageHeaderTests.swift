import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

/// Sizes read from real files, and damage told apart from size.
final class ImageHeaderTests: XCTestCase {
    private func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/\(name)")))
    }

    private func samplePNG() throws -> [UInt8] { try fixture("sample.png") }

    func testRealFilesGiveTheirSizes() throws {
        XCTAssertEqual(ImageHeader.read(try samplePNG()), .size(width: 500, height: 375))
        XCTAssertEqual(ImageHeader.read(try fixture("sample.jpg")), .size(width: 500, height: 375))
        XCTAssertEqual(ImageHeader.read(try fixture("sample.gif")), .size(width: 160, height: 120))
        XCTAssertEqual(ImageHeader.read(Array("not an image".utf8)), .unknownFormat)
    }

    func testAGarbagePNGHeaderIsDamageNotASize() throws {
        var png = try samplePNG()
        for index in 16..<24 { png[index] = 0x22 }
        XCTAssertEqual(ImageHeader.read(png), .damaged("its header is corrupt"))
        XCTAssertEqual(
            ImageHeader.read(TestImages.png(width: 70_000, height: 70_000)), .size(width: 70_000, height: 70_000),
            "a huge size that was really written is a size")
    }

    func testFilesCutShortAreDamaged() throws {
        let jpeg = try fixture("sample.jpg")
        XCTAssertEqual(ImageHeader.read(Array(jpeg.prefix(jpeg.count * 6 / 10))), .damaged("it was cut short"))
        XCTAssertEqual(ImageHeader.read(jpeg + [0, 0, 0]), .size(width: 500, height: 375), "bytes after the end are allowed")
        let gif = try fixture("sample.gif")
        XCTAssertEqual(ImageHeader.read(Array(gif.prefix(gif.count / 2))), .damaged("it was cut short"))
        XCTAssertEqual(ImageHeader.read(Array((try samplePNG()).prefix(20))), .damaged("it ends inside its header"))
        let png = try samplePNG()
        XCTAssertEqual(ImageHeader.read(Array(png.prefix(png.count / 2))), .damaged("it was cut short"))
        XCTAssertEqual(ImageHeader.read(Array(png.dropLast(12))), .damaged("it was cut short"), "all but the IEND chunk")
        XCTAssertEqual(ImageHeader.read(png + [0, 0, 0]), .size(width: 500, height: 375), "bytes after the end are allowed")
        XCTAssertEqual(ImageHeader.read([0xFF, 0xD8, 0xFF]), .damaged("it ends before its first frame"))
    }

    func testAGIFFrameLargerThanItsScreenCounts() {
        // A 10 × 10 screen, then a frame declaring 20 000 × 15 000 at (5, 5), one empty sub-block.
        let le = { (value: Int) in [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let gif =
            Array("GIF89a".utf8) + le(10) + le(10) + [0, 0, 0]
            + [0x2C] + le(5) + le(5) + le(20_000) + le(15_000) + [0] + [2, 1, 0, 0] + [0x3B]
        XCTAssertEqual(ImageHeader.read(gif), .size(width: 20_005, height: 15_005))
    }
}
