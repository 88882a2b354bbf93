/// What a response said to recognise it by (`ETag`, `Last-Modified`), sent back with the next
/// request for the same address (`If-None-Match`, `If-Modified-Since`) so a server whose answer
/// did not change says so in a few bytes (304, `HTTPError.notModified`) instead of sending it
/// again.
public struct HTTPValidators: Equatable, Sendable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Whether the response gave neither: a request cannot be made conditional on it.
    public var isEmpty: Bool { etag == nil && lastModified == nil }

    /// The request's header lines that make it conditional on these.
    var requestHeaders: [String] {
        (etag.map { ["If-None-Match: \($0)"] } ?? []) + (lastModified.map { ["If-Modified-Since: \($0)"] } ?? [])
    }
}
