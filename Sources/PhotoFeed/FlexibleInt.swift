import Localization

/// An integer that Flickr sends as a number in some responses and as a string in others.
public struct FlexibleInt: Decodable, Equatable, Sendable {
    public let value: Int

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            value = number
        } else {
            // Translators: completes “The feed could not be read (…).”
            throw DecodingError.dataCorruptedError(in: container, debugDescription: tr("expected an integer or a numeric string"))
        }
    }
}
