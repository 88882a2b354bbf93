import CGtk
import Foundation
import GtkKit
import TestFixtures
import TestSupport
import XCTest

/// A picture printed on one page: fitted to it, the page turned to the picture's orientation,
/// its caption under it; read back from the PDF GTK's print operation writes.
final class PicturePrintTests: GtkTestCase {
    private func printed(_ texture: Texture, caption: [String]) throws -> PDFContents {
        let file = try Fixtures.temporaryDirectory().appendingPathComponent("page.pdf")
        try PicturePrint(texture, caption: caption, name: "Lake").exportPDF(to: file)
        return try PDFContents(reading: file)
    }

    nonisolated func testTheWholePictureIsOnOnePageTurnedToItWithItsCaptionUnder() throws {
        try onMain {
            let url = Fixtures.directory.appendingPathComponent("images/sample.jpg")
            let landscape = try Texture(decoding: Data(contentsOf: url)) // 500×375
            let wide = try printed(landscape, caption: ["Lake at dawn", "Ann · CC BY 2.0"])
            XCTAssertEqual(wide.pageSizes.count, 1, "one page")
            let page = try XCTUnwrap(wide.pageSizes.first)
            XCTAssertGreaterThan(page.width, page.height, "a landscape page for a landscape picture")
            XCTAssertEqual(wide.imageSizes.map { [$0.width, $0.height] }, [[500, 375]], "the picture at its own pixels")
            let lines = wide.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(lines.filter { !$0.isEmpty && $0 != "\u{0C}" }, ["Lake at dawn", "Ann · CC BY 2.0"], "the caption, in order")

            let tall = try printed(landscape.turned(by: 1), caption: [])
            let tallPage = try XCTUnwrap(tall.pageSizes.first)
            XCTAssertGreaterThan(tallPage.height, tallPage.width, "a portrait page for a portrait picture")
            XCTAssertEqual(tall.imageSizes.map { [$0.width, $0.height] }, [[375, 500]])
        }
    }
}
