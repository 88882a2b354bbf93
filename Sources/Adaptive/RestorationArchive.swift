/// What a window's controllers saved, by restoration identifier: the state one window restores.
///
/// Keys are the controllers' own identifiers, not UIKit's paths of identifiers from the root:
/// a split view moves controllers between its stacks as it collapses and expands, so a path
/// would name the same list differently in a narrow and a wide window. An identifier is
/// therefore unique within a window.
public struct RestorationArchive: Codable, Equatable, Sendable {
    /// Each controller's saved state, by its restoration identifier.
    public var states: [String: RestorableState]

    /// An archive of `states` by restoration identifier; empty unless given.
    public init(_ states: [String: RestorableState] = [:]) { self.states = states }

    /// The state saved under `identifier`, if any.
    public subscript(identifier: String) -> RestorableState? {
        get { states[identifier] }
        set { states[identifier] = newValue }
    }

    /// Whether no state is saved under any identifier: nothing to restore.
    public var isEmpty: Bool { states.isEmpty }

    public init(from decoder: Decoder) throws {
        states = try decoder.singleValueContainer().decode([String: RestorableState].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(states)
    }
}
