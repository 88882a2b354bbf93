import Foundation
import Localization

/// An error that can be shown to a person as it is: one clear sentence, no jargon.
public protocol UserFacingError: Error {
    var userMessage: String { get }
}

extension Error {
    /// The user-facing sentence for any error.
    public var userMessage: String {
        // Translators: %@ is a technical description of the error (not translated).
        (self as? UserFacingError)?.userMessage ?? String(format: tr("Something went wrong: %@"), "\(self)")
    }
}
