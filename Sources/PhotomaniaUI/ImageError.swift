import PhotoFeed

/// Why a downloaded image cannot be shown.
struct ImageError: UserFacingError {
    let detail: String

    var userMessage: String { "The image is damaged or in a format that cannot be shown (\(detail))." }
}
