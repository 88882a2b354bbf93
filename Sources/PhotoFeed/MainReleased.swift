import Foundation

/// Carries a value across threads so that it is released on the main thread: a completion
/// that captures widgets must not lose its last reference on a transfer or decoding thread
/// (GTK objects are not thread-safe, their finalizers included).
///
/// `@unchecked Sendable`: the value is only reached in `consume`, on the main thread; other
/// threads only carry the reference. Consume exactly once.
public struct MainReleased<Value>: @unchecked Sendable {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Unmanaged<Box>

    public init(_ value: Value) { box = .passRetained(Box(value)) }

    /// On the main thread: runs `body` with the value, then lets it go.
    public func consume(_ body: (Value) -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        let value = box.takeRetainedValue().value
        body(value)
    }
}
