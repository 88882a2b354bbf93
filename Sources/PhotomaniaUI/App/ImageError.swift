import Localization
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
            // Translators: %@ is the image decoder's own explanation, often in English.
            return String(format: tr("The image is damaged: %@."), reason)
        case .unsupported:
            return tr("The image is not a PNG, JPEG or GIF, so it cannot be shown.")
        case .tooManyPixels(let width, let height, let limit):
            // Translators: the image's width and height in pixels, then the largest number of megapixels shown.
            return String(
                format: tr("The image is too large to show: %1$ld × %2$ld pixels, more than %3$ld megapixels."),
                width, height, limit / 1_000_000)
        }
    }
}
