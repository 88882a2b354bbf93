import Foundation
import Library
import Observing
import PhotoFeed
import TestFixtures
import XCTest

/// Tests of the app's one library without a display: what it holds, and what every window on
/// it hears (each window is an observer here). Its clock is moved by hand, so a fetch interval
/// or a backoff takes no time; the network is a loopback server, the database a real file.
class LibraryTestCase: MainActorTestCase {
    /// One transfer at a time, in the order asked: a request made last ends after the others
    /// (`waitForRequestsAskedBefore`).
    let http = {
        var serial = HTTPClient.Options(userAgent: "PhotomaniaTests/1")
        serial.maxConcurrentTransfers = 1
        return HTTPClient(options: serial)
    }()
    let clock = ManualScheduler()
    let images = PinsInMemory()
    let log = LinesLogged()
    /// The fetch interval the libraries are made with, in seconds of `clock`.
    let interval = 300.0

    /// A library as the app makes it once, over `store` (nil: photos in memory).
    func makeLibrary(
        store: StoreOpening? = nil, apiKey: String? = nil, flickr: FlickrAddresses = .flickr,
        requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) -> PhotoLibrary {
        let clock = clock
        return PhotoLibrary(
            http: http, store: store, apiKeys: KeyInMemory(apiKey), images: images, scheduler: clock,
            clock: { MainActor.assumeIsolated { clock.now } }, log: log, sampleFeed: Fixtures.sampleFeed,
            fetchInterval: interval, flickr: flickr, retryPolicy: RetryPolicy(firstBackoff: 1, longestBackoff: 4),
            requestsPerHour: requestsPerHour)
    }

    /// A store file in a folder of its own, holding `photos`.
    func storeFile(holding photos: [Photo] = []) throws -> String {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
        try PhotoStore(path: path).upsert(photos)
        return path
    }

    /// The sample feed's photos.
    func samplePhotos() throws -> [Photo] {
        try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos
    }

    /// Runs `action`, then waits until `library` announces an event `matching` (the main queue
    /// runs meanwhile: the writer's and the network's answers come through it).
    func wait(
        for description: String, on library: PhotoLibrary, matching: @escaping (LibraryEvent) -> Bool,
        after action: () -> Void = {}
    ) {
        wait(for: description, subscribing: { heard in library.observe { if matching($0) { heard() } } }, after: action)
    }

    /// Runs `action`, then waits until `library` announces for `feed` an event `matching`.
    func wait(
        for description: String, on library: PhotoLibrary, feed: FeedSource, matching: @escaping (FeedEvent) -> Bool,
        after action: () -> Void = {}
    ) {
        wait(for: description, subscribing: { heard in library.feeds.observe(feed: feed) { if matching($0) { heard() } } }, after: action)
    }

    private func wait(for description: String, subscribing subscribe: (@escaping () -> Void) -> ObserverToken, after action: () -> Void) {
        let heard = expectation(description: description)
        heard.assertForOverFulfill = false
        let token = subscribe { heard.fulfill() }
        action()
        wait(for: [heard], timeout: 30)
        token.cancel()
    }

    /// Runs `action`, then waits until `library` lists a page of `feed` (fetched, stored and
    /// listed); a failed fetch fails the test.
    func waitForListing(of feed: FeedSource, on library: PhotoLibrary, after action: () -> Void = {}) {
        let listed = expectation(description: "\(feed) fetched and listed")
        listed.assertForOverFulfill = false
        var fetched = false
        let tokens = [
            library.feeds.observe(feed: feed) {
                guard case .fetched(let result) = $0 else { return }
                fetched = true
                if case .failure(let error) = result {
                    XCTFail("\(feed) could not be fetched: \(error)")
                    listed.fulfill()
                }
            },
            library.observe { if fetched, case .listed = $0 { listed.fulfill() } }
        ]
        action()
        wait(for: [listed], timeout: 30)
        tokens.forEach { $0.cancel() }
    }

    /// Holds `feed` as a window does and fetches it when this hold is the first on it.
    func open(_ feed: FeedSource, on library: PhotoLibrary) -> FeedHolds.Hold {
        let hold = library.feeds.hold(feed)
        if hold.startedFeed { library.feeds.refresh(feed) }
        return hold
    }

    /// Waits until `server` answers a request made now, after every request made before it.
    func waitForRequestsAskedBefore(on server: LoopbackServer) {
        let answered = expectation(description: "a request made last is answered")
        let task = http.fetch(server.url("requests.log"), decode: { $0 }) { _ in answered.fulfill() }
        wait(for: [answered], timeout: 30)
        withExtendedLifetime(task) {}
    }
}
