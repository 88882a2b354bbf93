import PhotoFeed

/// Why a downloaded image cannot be shown.
enum ImageError: UserFacingError, Equatable {
    case undecodable(String)
    case tooManyPixels(width: Int, height: Int, limit: Int)

    var userMessage: String {
        switch self {
        case .undecodable(let detail):
            return "The image is damaged or in a format that cannot be shown (\(detail))."
        case .tooManyPixels(let width, let height, let limit):
            return "The image is too large to show: \(width) × \(height) pixels, more than \(limit / 1_000_000) megapixels."
        }
    }
}
