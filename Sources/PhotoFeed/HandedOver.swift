/// A value handed to another thread, which alone uses it from then on (a completion run once on
/// the queue that reads a file, the work an ingestor runs on its queue): `@unchecked Sendable`
/// because the hand-over, not the type, makes it safe.
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
