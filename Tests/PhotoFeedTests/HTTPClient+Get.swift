import Foundation

@testable import PhotoFeed

extension HTTPClient {
    /// Fetches `url` and waits for the result, off the main queue's delivery (tests only: the
    /// app never blocks on the network).
    func get(_ url: URL, task: HTTPTask = HTTPTask()) -> Result<Data, HTTPError> {
        get(url, ifChangedSince: nil, task: task).map(\.body)
    }

    /// `get`, conditional on `validators` when given: the body and what the answer said to
    /// recognise it by.
    func get(_ url: URL, ifChangedSince validators: HTTPValidators?, task: HTTPTask = HTTPTask()) -> Result<(body: Data, validators: HTTPValidators), HTTPError>
    {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<(body: Data, validators: HTTPValidators), HTTPError> = .failure(.cancelled)
        start(url, task: task, ifChangedSince: validators) { fetched in
            result = fetched.map { ($0.body, $0.validators) }
            done.signal()
        }
        done.wait()
        return result
    }
}
