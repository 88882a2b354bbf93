import Foundation

@testable import PhotoFeed

extension HTTPClient {
    /// Fetches `url` and waits for the result, off the main queue's delivery (tests only: the
    /// app never blocks on the network).
    func get(_ url: URL, task: HTTPTask = HTTPTask()) -> Result<Data, HTTPError> {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<Data, HTTPError> = .failure(.cancelled)
        start(url, task: task) { fetched in
            result = fetched
            done.signal()
        }
        done.wait()
        return result
    }
}
