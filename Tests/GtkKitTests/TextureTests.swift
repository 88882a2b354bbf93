import Foundation
import GtkKit
import TestFixtures
import TestSupport
import XCTest

final class TextureTests: GtkTestCase {
    func testAPNGDecodes() throws {
        let url = Fixtures.repository.appendingPathComponent("data/sample/images")
        let first = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: url.path).first { $0.hasSuffix("_s.png") })
        let texture = try Texture(decoding: Data(contentsOf: url.appendingPathComponent(first)))
        XCTAssertEqual(texture.pixelWidth, 240)
        XCTAssertEqual(texture.pixelHeight, 180)
    }

    func testCorruptAndTruncatedBytesAreErrors() throws {
        XCTAssertThrowsError(try Texture(decoding: Data("not an image".utf8)))
        XCTAssertThrowsError(try Texture(decoding: Data()))
        let url = Fixtures.repository.appendingPathComponent("data/sample/images")
        let first = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: url.path).first { $0.hasSuffix("_m.png") })
        let png = try Data(contentsOf: url.appendingPathComponent(first))
        XCTAssertThrowsError(try Texture(decoding: png.prefix(png.count / 2)))
    }
}
