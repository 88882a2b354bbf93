import GtkKit
import XCTest

@testable import PhotomaniaUI

/// The size the photo's pane decodes at, and when an image decoded no longer suits it: pure
/// arithmetic, no display.
final class PhotoViewportTests: XCTestCase {
    func testTheForecastServesUntilTheFirstLayoutThenTheLayoutDoes() {
        var viewport = PhotoViewport()
        XCTAssertNil(viewport.box, "nothing to decode at before either")
        viewport.forecast = PixelSize(width: 672, height: 643)
        XCTAssertEqual(viewport.box, PixelSize(width: 672, height: 643))
        XCTAssertTrue(viewport.isForecast)
        XCTAssertTrue(viewport.layOut(PixelSize(width: 660, height: 640)))
        XCTAssertEqual(viewport.box, PixelSize(width: 660, height: 640), "the layout corrects the forecast")
        XCTAssertFalse(viewport.isForecast)
        viewport.forecast = PixelSize(width: 900, height: 700)
        XCTAssertEqual(viewport.box, PixelSize(width: 660, height: 640), "a later forecast does not replace what is laid out")
    }

    func testALayoutCountsOnlyWhenItChangesTheSize() {
        var viewport = PhotoViewport()
        XCTAssertFalse(viewport.layOut(PixelSize(width: 0, height: 400)), "an empty pane is no size to decode at")
        XCTAssertTrue(viewport.isForecast)
        XCTAssertTrue(viewport.layOut(PixelSize(width: 500, height: 400)))
        XCTAssertFalse(viewport.layOut(PixelSize(width: 500, height: 400)), "the same size again")
        XCTAssertTrue(viewport.layOut(PixelSize(width: 501, height: 400)))
    }

    func testCloseMeansWithinTwoPercentEachWay() {
        let wanted = PixelSize(width: 1000, height: 500)
        XCTAssertTrue(PhotoViewport.isClose(PixelSize(width: 980, height: 510), to: wanted))
        XCTAssertFalse(PhotoViewport.isClose(PixelSize(width: 979, height: 500), to: wanted))
        XCTAssertFalse(PhotoViewport.isClose(PixelSize(width: 1000, height: 511), to: wanted))
    }

    /// A 4:3 photo in a 1000-pixel-wide pane fills 1000 × 750 of it.
    func testAnImageIsDecodedAgainWhenItIsShortOfPixelsOrHasFarTooMany() {
        let source = PixelSize(width: 4000, height: 3000)
        let pane = PixelSize(width: 1000, height: 900)
        func needs(_ width: Int, closely: Bool) -> Bool {
            PhotoViewport.needsDecoding(PixelSize(width: width, height: width * 3 / 4), of: source, toFit: pane, closely: closely)
        }
        XCTAssertFalse(needs(1000, closely: true), "decoded at the size it fills")
        XCTAssertTrue(needs(970, closely: false), "3% short would be blurred")
        XCTAssertFalse(needs(1300, closely: false), "after a resize, 30% too many is drawn filtered down until it matters")
        XCTAssertTrue(needs(1340, closely: false), "over a third too many")
        XCTAssertTrue(needs(1100, closely: true), "right after a forecast, 10% too many is decoded again")
    }

    func testAnImageSmallerThanThePaneIsNeverDecodedLarger() {
        let source = PixelSize(width: 800, height: 600)
        XCTAssertFalse(
            PhotoViewport.needsDecoding(source, of: source, toFit: PixelSize(width: 1600, height: 1200), closely: true),
            "an image is never blown up: its own size suits any larger pane")
    }
}
