import Foundation

/// Records on which thread it was released: captured by a completion, it tells where the
/// completion's last reference went.
///
/// `@unchecked Sendable`: it holds only a constant closure, which the test makes for it.
public final class ReleaseWitness: @unchecked Sendable {
    private let report: (Bool) -> Void

    public init(_ report: @escaping (_ onMainThread: Bool) -> Void) { self.report = report }

    deinit { report(Thread.isMainThread) }
}
