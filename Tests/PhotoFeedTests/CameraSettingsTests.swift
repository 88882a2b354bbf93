import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// A photo's camera settings read from its file's EXIF through libexif, from JPEGs whose EXIF
/// `Tests/Fixtures/make-exif-images.py` wrote by hand (ImageMagick reads the same values).
final class CameraSettingsTests: XCTestCase {
    private func image(_ name: String) throws -> Data {
        try Data(contentsOf: Fixtures.directory.deletingLastPathComponent().appendingPathComponent("Fixtures/images/\(name)"))
    }

    func testEveryValueIsReadFromAJPEGsEXIF() throws {
        let settings = try XCTUnwrap(CameraSettings.read(from: try image("exif.jpg")))
        XCTAssertEqual(
            settings,
            CameraSettings(
                camera: "Canon EOS R6", lens: "RF 35mm F1.8 MACRO IS STM", exposureTime: 1.0 / 250,
                aperture: 2.8, iso: 200, focalLength: 35))
    }

    func testAnImageWithoutEXIFOrWithABrokenOneHasNoSettings() throws {
        XCTAssertNil(CameraSettings.read(from: try image("sample.jpg")), "a JPEG Flickr resized, its EXIF gone")
        XCTAssertNil(CameraSettings.read(from: try image("sample.png")))
        XCTAssertNil(CameraSettings.read(from: try image("exif-broken.jpg")), "cut short inside its first directory")
        XCTAssertNil(CameraSettings.read(from: Data()))
        XCTAssertNil(CameraSettings.read(from: Data("Exif\0\0MM\0*garbage".utf8)))
    }

    func testTheCameraNamesTheMakeOnce() {
        XCTAssertEqual(CameraSettings.cameraName(make: "Canon", model: "Canon EOS R6"), "Canon EOS R6")
        XCTAssertEqual(CameraSettings.cameraName(make: "NIKON CORPORATION", model: "Nikon Z 6"), "Nikon Z 6")
        XCTAssertEqual(CameraSettings.cameraName(make: "FUJIFILM", model: "X-T4"), "FUJIFILM X-T4")
        XCTAssertEqual(CameraSettings.cameraName(make: nil, model: "X-T4"), "X-T4")
        XCTAssertEqual(CameraSettings.cameraName(make: "Apple", model: nil), "Apple")
    }
}
