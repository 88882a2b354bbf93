import PhotoFeed

/// Why a downloaded image cannot be shown.
enum ImageError: UserFacingError, Equatable {
    /// A PNG, JPEG or GIF that is damaged: why.
    case damaged(String)
    /// Not a format Photomania shows.
    case unsupported
    case tooManyPixels(width: Int, height: Int, limit: Int)

    var userMessage: String {
        switch self {
        case .damaged(let reason):
            return "The image is damaged: \(reason)."
        case .unsupported:
            return "The image is not a PNG, JPEG or GIF, so it cannot be shown."
        case .tooManyPixels(let width, let height, let limit):
            return "The image is too large to show: \(width) × \(height) pixels, more than \(limit / 1_000_000) megapixels."
        }
    }
}
