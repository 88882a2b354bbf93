import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// What a window shows of servers' limits, against a real loopback server: a pause asked for
/// (`429` with `Retry-After`) said under the lists' header until it is over, Try Now, a server
/// in trouble given up on with Try Again; and an image host asking for a pause or refusing
/// parallel downloads that still serves every image. When the library asks again, and its one
/// request budget, are tested without a display (`LibraryTests.ServerLimitsTests`).
final class FlickrLimitsTests: LibraryWindowsTestCase {
    private var root: URL!

    /// A server over a directory holding the sample feed, logging each request with its time.
    private func startServer() throws -> LoopbackServer {
        root = try Fixtures.temporaryDirectory()
        try TestFeed.writeSample(in: root)
        XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("request-times.log").path, contents: nil))
        return try LoopbackServer(root: root)
    }

    /// The times the server received requests whose path contains `path`, in order.
    private func requestTimes(_ path: String) throws -> [Double] {
        try String(contentsOf: root.appendingPathComponent("request-times.log"), encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(path) }.compactMap { Double($0.split(separator: " ")[0]) }
    }

    /// Opens a window on `path`, which asks for a two-second pause, and checks the pause is
    /// said (`seconds` left, as the window counts them) under the lists' header and waited;
    /// returns the times of the two requests.
    private func waitsWhenAsked(_ path: String, saying seconds: ClosedRange<Int>) throws -> [Double] {
        let server = try startServer()
        let window = try openWindow(try makeServices(http: http, settings: nil), feed: .url(server.url(path)))
        try waitUntil("the window says it waits") { window.messages.waitingMessage != nil }
        XCTAssertTrue(
            seconds.contains { window.messages.waitingMessage == "127.0.0.1 asked to wait; trying again in \($0)\u{A0}s." },
            "the seconds asked for (a number and its unit on one line): \(window.messages.waitingMessage ?? "")")
        XCTAssertTrue(window.header.masterHeader.isAncestor(of: window.messages.feedBanner), "under the lists' header")
        try waitUntil("the window and the banner are laid out") {
            window.split.view.width > 0 && window.messages.feedBanner.isMapped && window.messages.feedBanner.height > 0
        }
        try waitUntilDrawn(window)
        let bar = bounds(window.header.masterBar, in: window)
        let banner = bounds(window.messages.feedBanner, in: window)
        // (A header bar's bounds reach a pixel past its box, over the window's edge.)
        XCTAssertEqual(bounds(window.header.masterHeader, in: window).minY, 0, "the header, with the window's controls, stays at the top")
        XCTAssertGreaterThanOrEqual(banner.minY, bar.maxY, "the banner is under it")
        XCTAssertTrue(window.isLoading, "the fetch is under way while it waits")
        try waitUntil("the feed is listed once the pause is over") { window.photographers.visiblePage == .list }
        XCTAssertNil(window.messages.waitingMessage, "the banner went")
        return try requestTimes(path)
    }

    @MainActor private func bounds(_ widget: Widget, in window: MainWindowController) -> CGRect {
        let frame = widget.frame(in: window.window)
        return frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .null
    }

    nonisolated func testAPauseAskedForInSecondsIsSaidUnderTheHeaderAndWaitedAsAsked() throws {
        try onMain {
            let times = try waitsWhenAsked("busy-for/2/feed.json", saying: 2...2)
            XCTAssertEqual(times.count, 2, "asked once, then once the pause was over")
            XCTAssertGreaterThanOrEqual(times[1] - times[0], 1.95, "not sooner than asked")
            XCTAssertLessThan(times[1] - times[0], 3.5, "not much later")
        }
    }

    nonisolated func testTryNowAsksAtOnceRatherThanAfterThePause() throws {
        try onMain {
            let server = try startServer()
            let window = try openWindow(try makeServices(http: http, settings: nil), feed: .url(server.url("busy-for/60/feed.json")))
            try waitUntil("the window says it waits") { window.messages.waitingMessage != nil }
            let button = try XCTUnwrap(window.messages.feedBanner.actionButton)
            XCTAssertEqual(button.label, "Try Now")
            button.click()
            try waitUntil("asked again at once") { (try? self.requestTimes("busy-for/60").count) == 2 }
            try waitUntil("and told to wait again") { window.messages.waitingMessage != nil }
            let times = try requestTimes("busy-for/60")
            XCTAssertLessThan(times[1] - times[0], 30, "not after the minute asked for")
        }
    }

    nonisolated func testAServerInTroubleIsTriedFourTimesMoreThenTheWindowOffersTryAgain() throws {
        try onMain {
            let server = try startServer()
            let window = try openWindow(try makeServices(http: http, settings: nil), feed: .url(server.url("status/502")))
            try waitUntil("the error page shows") { window.photographers.visiblePage == .error }
            XCTAssertEqual(try requestTimes("status/502").count, 5, "the first attempt and four retries")
            XCTAssertEqual(window.photographers.pageMessage, HTTPError.status(502).userMessage)
            XCTAssertFalse(window.isLoading)
            XCTAssertNil(window.messages.waitingMessage, "no longer waiting")
        }
    }

    /// Loads `count` copies of a sample image from `path` + "/picture-N.png" through the
    /// app's image loader; returns whether each came, and how many the server refused (from
    /// `refusalsPath`).
    private func loadImages(
        _ count: Int, under path: String, refusalsPath: String, server: LoopbackServer,
        images: ImageLoader
    ) throws -> (loaded: [Bool], refusals: Int) {
        let image = try Data(contentsOf: Fixtures.repository.appendingPathComponent("data/sample/images/53000000000_m.png"))
        let urls = try (0..<count).map { index in
            try image.write(to: root.appendingPathComponent("picture-\(index).png"))
            return server.url("\(path)/picture-\(index).png")
        }
        var loaded: [URL: Bool] = [:]
        let tasks = urls.map { url in
            images.load(url, fitting: PixelSize(width: 400, height: 400)) { loaded[url] = (try? $0.get()) != nil }
        }
        try waitUntil("every image came", timeout: 30) { loaded.count == urls.count }
        var refusals: Int?
        http.fetch(server.url(refusalsPath), decode: { Int(String(decoding: $0, as: UTF8.self)) }) { refusals = (try? $0.get()) ?? -1 }
        try waitUntil("the server counted its refusals") { refusals != nil }
        withExtendedLifetime(tasks) {}
        return (urls.map { loaded[$0] ?? false }, refusals ?? 0)
    }

    nonisolated func testAnImageHostThatAsksForAPauseGetsNothingMoreUntilItEnds() throws {
        try onMain {
            let server = try startServer()
            let services = try makeServices(http: http, settings: nil)
            let started = Date()
            let (loaded, refusals) = try loadImages(12, under: "host-busy/2", refusalsPath: "host-busy-refusals", server: server, images: services.images)
            XCTAssertEqual(loaded, Array(repeating: true, count: 12), "every image came")
            XCTAssertLessThanOrEqual(refusals, http.options.maxConcurrentTransfers, "only the downloads under way when it asked were refused")
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 1.9, "after the pause")
        }
    }

    nonisolated func testAnImageHostRefusingParallelDownloadsStillServesEveryImage() throws {
        try onMain {
            let server = try startServer()
            let services = try makeServices(http: http, settings: nil)
            let (loaded, refusals) = try loadImages(12, under: "limited/2", refusalsPath: "limited-refusals", server: server, images: services.images)
            XCTAssertEqual(loaded, Array(repeating: true, count: 12), "none failed")
            XCTAssertLessThan(
                services.images.downloads.throttle.limit(for: "127.0.0.1"), http.options.maxConcurrentTransfers,
                "the host's share was lowered")
            XCTAssertGreaterThan(refusals, 0, "the server did refuse some")
        }
    }
}
