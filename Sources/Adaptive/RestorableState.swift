/// What one controller saves of itself between launches, after the coder UIKit passes to
/// `encodeRestorableState(with:)`: a few plain values by key, written as JSON.
///
/// A value read back as another type than it was written as reads as nil (a whole number
/// written as a `Double` reads back as either), and a value of a kind this version does not
/// know (saved by a later one) reads as missing: a controller whose saved form changed between
/// versions starts afresh, and the others keep theirs.
public struct RestorableState: Codable, Equatable, Sendable {
    /// One saved value.
    enum Value: Equatable, Sendable {
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case strings([String])
    }

    private var values: [String: Value] = [:]

    /// An empty state, for a controller to save its values into.
    public init() {}

    /// Whether nothing was saved.
    public var isEmpty: Bool { values.isEmpty }

    /// Saves a flag under `key`, replacing what was saved there.
    public mutating func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
    /// Saves a whole number under `key`, replacing what was saved there; it reads back as a
    /// `Double` too.
    public mutating func encode(_ value: Int, forKey key: String) { values[key] = .int(value) }
    /// A value that is not finite is not saved: JSON cannot hold it.
    public mutating func encode(_ value: Double, forKey key: String) { values[key] = value.isFinite ? .double(value) : nil }
    /// Saves a text under `key`, replacing what was saved there.
    public mutating func encode(_ value: String, forKey key: String) { values[key] = .string(value) }
    /// Saves a list of texts (identifiers, say) under `key`, replacing what was saved there.
    public mutating func encode(_ value: [String], forKey key: String) { values[key] = .strings(value) }

    /// The flag saved under `key`; nil when there is none or the value is of another type.
    public func bool(forKey key: String) -> Bool? {
        if case .bool(let value) = values[key] { value } else { nil }
    }

    /// The whole number saved under `key`; nil when there is none or the value is of another
    /// type.
    public func int(forKey key: String) -> Int? {
        if case .int(let value) = values[key] { value } else { nil }
    }

    /// The number saved under `key`, a whole one included; nil when there is none or the value
    /// is of another type.
    public func double(forKey key: String) -> Double? {
        switch values[key] {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// The text saved under `key`; nil when there is none or the value is of another type.
    public func string(forKey key: String) -> String? {
        if case .string(let value) = values[key] { value } else { nil }
    }

    /// The list of texts saved under `key`; nil when there is none or the value is of another
    /// type.
    public func strings(forKey key: String) -> [String]? {
        if case .strings(let value) = values[key] { value } else { nil }
    }

    public init(from decoder: Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: Readable].self).compactMapValues(\.value)
    }

    /// A saved value, or nil for one of a kind this version cannot read.
    private struct Readable: Decodable {
        let value: Value?
        init(from decoder: Decoder) throws { value = try? Value(from: decoder) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}

extension RestorableState.Value: Codable {
    /// JSON's own types: `true`, `3`, `2.5`, `"text"`, `["a", "b"]` (a whole `Double` is written as `2.0`
    /// and may read back as an `Int`, which `double(forKey:)` accepts).
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode([String].self) {
            self = .strings(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .strings(let value): try container.encode(value)
        }
    }
}
