import Foundation
import PhotoFeed
import TestFixtures
import XCTest

final class HTTPClientTests: XCTestCase {
    var root: URL!
    var server: LoopbackServer!
    var client: HTTPClient!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryDirectory()
        try Data("hello from loopback".utf8).write(to: root.appendingPathComponent("hello.txt"))
        server = try LoopbackServer(root: root)
        var options = HTTPClient.Options(userAgent: "PhotomaniaTests/1")
        options.lowSpeedTimeout = 1
        options.maxBodyBytes = 1_000_000
        client = HTTPClient(options: options)
    }

    override func tearDown() {
        server = nil
        try? FileManager.default.removeItem(at: root)
    }

    func testA200ReturnsTheBody() {
        XCTAssertEqual(try client.get(server.url("hello.txt")).get(), Data("hello from loopback".utf8))
    }

    /// A feed answered with its validators is asked for again on condition that it changed:
    /// unchanged, 304 (`notModified`), by its ETag or, without one, its date; changed, the new
    /// body with new validators.
    func testAConditionalRequestIsAnsweredNotModifiedUntilTheFeedChanges() throws {
        let feed = root.appendingPathComponent("feed.id-1")
        try Data("first".utf8).write(to: feed)
        let url = server.url("feed?id=1")
        let first = try client.get(url, ifChangedSince: nil).get()
        XCTAssertEqual(first.body, Data("first".utf8))
        let etag = try XCTUnwrap(first.validators.etag)
        let date = try XCTUnwrap(first.validators.lastModified)
        XCTAssertEqual(client.get(url, ifChangedSince: first.validators).failure, .notModified)
        XCTAssertEqual(client.get(url, ifChangedSince: HTTPValidators(lastModified: date)).failure, .notModified, "by its date alone")
        XCTAssertEqual(try client.get(url, ifChangedSince: HTTPValidators(etag: #""other""#)).get().body, Data("first".utf8))

        try Data("second".utf8).write(to: feed)
        let changed = try client.get(url, ifChangedSince: first.validators).get()
        XCTAssertEqual(changed.body, Data("second".utf8), "changed: sent whole")
        XCTAssertNotEqual(changed.validators.etag, etag)
        XCTAssertEqual(try client.get(url).get(), Data("second".utf8), "without validators, whatever it is")
    }

    func testA404IsAStatusError() {
        XCTAssertEqual(client.get(server.url("missing.txt")).failure, .status(404))
        XCTAssertEqual(client.get(server.url("status/500")).failure, .status(500))
        XCTAssertTrue(HTTPError.status(404).userMessage.contains("404"))
    }

    func testTooManyRequestsAndUnavailableCarryThePauseAskedForInEitherForm() throws {
        XCTAssertEqual(client.get(server.url("busy-for/7/hello.txt")).failure, .busy(status: 429, retryAfter: 7))
        guard case .busy(429, let untilDate?) = client.get(server.url("busy-until-date/5/hello.txt")).failure else {
            return XCTFail("a 429 with a date")
        }
        XCTAssertGreaterThan(untilDate, 4, "the date is the first whole second 5 s after the request")
        XCTAssertLessThanOrEqual(untilDate, 6)
        XCTAssertEqual(client.get(server.url("status/503")).failure, .busy(status: 503, retryAfter: nil))
        XCTAssertEqual(client.get(server.url("status/502")).failure, .status(502))
    }

    func testFlickrsServiceUnavailableIsItsError105() throws {
        let url = server.url("flickr-unavailable")
        let body = try client.get(url).get()
        XCTAssertThrowsError(try FeedPage.decode(body, from: url)) { error in
            XCTAssertEqual(error as? FeedError, .flickr(code: FeedError.serviceUnavailable, message: "Service currently unavailable"))
        }
    }

    func testAStallingServerTimesOutWithAClearError() {
        let started = Date()
        let result = client.get(server.url("stall"))
        XCTAssertEqual(result.failure, .timeout)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "the low-speed limit ends the transfer, not the server")
        XCTAssertEqual(result.failure?.userMessage, "The server did not answer in time.")
    }

    func testAnEndlessBodyStopsAtTheCap() {
        XCTAssertEqual(client.get(server.url("endless")).failure, .tooLarge(limit: 1_000_000))
    }

    func testARedirectLoopStops() {
        XCTAssertEqual(client.get(server.url("redirect-loop")).failure, .tooManyRedirects)
    }

    func testAnOversizedResponseHeaderIsSaidForWhatItIs() {
        let failure = client.get(server.url("huge-header")).failure
        XCTAssertEqual(failure, .headerTooLarge)
        XCTAssertEqual(failure?.userMessage, "The server's answer began with more header data than Photomania accepts; it is not a feed or an image.")
    }

    func testAConnectionResetIsReported() {
        XCTAssertEqual(client.get(server.url("reset")).failure, .connectionLost)
    }

    func testConnectionsAreReused() throws {
        let first = try client.get(server.url("peer")).get()
        let second = try client.get(server.url("peer")).get()
        XCTAssertEqual(first, second, "the second request came over the first one's connection")
    }

    func testARedirectToAFileIsRefused() {
        XCTAssertEqual(client.get(server.url("redirect-to-file")).failure, .refusedRedirect)
    }

    func testARefusedConnectionIsAConnectError() throws {
        let port = server.port
        server = nil // its process has exited when this returns
        XCTAssertEqual(client.get(URL(string: "http://127.0.0.1:\(port)/hello.txt")!).failure, .connect(host: "127.0.0.1"))
    }

    func testFileURLsAreReadAndMissingFilesReported() {
        XCTAssertEqual(try client.get(root.appendingPathComponent("hello.txt")).get(), Data("hello from loopback".utf8))
        XCTAssertEqual(
            client.get(root.appendingPathComponent("nope.txt")).failure,
            .unreadableFile(path: root.appendingPathComponent("nope.txt").path))
    }

    func testAFileIsHeldToTheBodyLimitAndAFolderIsUnreadable() throws {
        let limited = HTTPClient(
            options: {
                var options = HTTPClient.Options(userAgent: "test")
                options.maxBodyBytes = 10
                return options
            }())
        let file = root.appendingPathComponent("eleven.txt")
        try Data("eleven byte".utf8).write(to: file)
        XCTAssertEqual(limited.get(file).failure, .tooLarge(limit: 10))
        try Data("ten bytes!".utf8).write(to: file)
        XCTAssertEqual(try limited.get(file).get(), Data("ten bytes!".utf8))
        XCTAssertEqual(limited.get(root).failure, .unreadableFile(path: root.path))
        let cancelled = HTTPTask()
        cancelled.cancel()
        XCTAssertEqual(limited.get(file, task: cancelled).failure, .cancelled)
    }

    func testOnlyHTTPHTTPSAndFileAreAccepted() {
        XCTAssertEqual(client.get(URL(string: "ftp://127.0.0.1/x")!).failure, .unsupportedScheme("ftp"))
        XCTAssertEqual(client.get(URL(string: "gopher://127.0.0.1/x")!).failure, .unsupportedScheme("gopher"))
    }

    /// Cancelled once the server holds the request (it never answers), the transfer ends at once.
    func testACancelledTransferEndsAsCancelled() throws {
        let log = root.appendingPathComponent("requests.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let task = HTTPTask()
        DispatchQueue.global().async {
            let deadline = Date().addingTimeInterval(10)
            while (try? String(contentsOf: log, encoding: .utf8))?.contains("stall") != true, Date() < deadline {}
            task.cancel()
        }
        XCTAssertEqual(client.get(server.url("stall"), task: task).failure, .cancelled)
    }
}
