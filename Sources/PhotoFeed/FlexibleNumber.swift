import Localization

/// A number that Flickr sends as a JSON number in some responses and as a string in others
/// (a page count, a licence id, a latitude).
public struct FlexibleNumber<Value: Decodable & LosslessStringConvertible & Equatable & Sendable>: Decodable, Equatable, Sendable {
    public let value: Value

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Value.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Value(text) {
            value = number
        } else {
            // Translators: completes “The feed could not be read (…).”
            throw DecodingError.dataCorruptedError(in: container, debugDescription: tr("expected a number or a numeric string"))
        }
    }
}

/// An integer as Flickr sends it: a number or a numeric string.
public typealias FlexibleInt = FlexibleNumber<Int>
