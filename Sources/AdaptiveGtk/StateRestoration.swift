import Adaptive

/// Saves and restores the state of a window's controllers, after UIKit's state restoration:
/// every controller in the tree with a `restorationIdentifier` encodes itself into a
/// `RestorationArchive`, and decodes from it once it is in place.
///
/// Restoring takes turns because an app makes some controllers only later (a photographer's
/// photos, once the feed is listed): `decode(in:)` decodes the controllers in the tree not yet
/// decoded, and may be called again after the app made more; `finish(in:)` then tells every
/// decoded controller, once, that restoration is over. Main thread only.
@MainActor
public final class StateRestoration {
    /// What is being restored.
    public let archive: RestorationArchive
    private var decoded: [ObjectIdentifier: ViewController] = [:]
    /// Whether `finish(in:)` has run; decoding does nothing from then on.
    public private(set) var isFinished = false

    /// A restoration of the state in `archive` (what `encode(_:)` saved), nothing decoded yet.
    public init(archive: RestorationArchive) { self.archive = archive }

    /// The state of `root` and every controller under it (on screen or not) that has an
    /// identifier. Where two share one, the first met (parents before children) is kept.
    public static func encode(_ root: ViewController) -> RestorationArchive {
        var archive = RestorationArchive()
        for controller in tree(of: root) {
            guard let identifier = controller.restorationIdentifier, archive[identifier] == nil else { continue }
            var state = RestorableState()
            controller.encodeRestorableState(with: &state)
            archive[identifier] = state
        }
        return archive
    }

    /// Decodes each controller under `root` (and `root`) that has a saved state and was not
    /// decoded yet; parents before their children. Nothing after `finish(in:)`.
    public func decode(in root: ViewController) {
        guard !isFinished else { return }
        for controller in Self.tree(of: root) where decoded[ObjectIdentifier(controller)] == nil {
            guard let identifier = controller.restorationIdentifier, let state = archive[identifier] else { continue }
            decoded[ObjectIdentifier(controller)] = controller
            controller.decodeRestorableState(with: state)
        }
    }

    /// Decodes what is left under `root`, then calls `applicationFinishedRestoringState` on
    /// every decoded controller still under `root`, once.
    public func finish(in root: ViewController) {
        guard !isFinished else { return }
        decode(in: root)
        isFinished = true
        Self.tree(of: root).filter { decoded[ObjectIdentifier($0)] != nil }.forEach { $0.applicationFinishedRestoringState() }
        decoded = [:]
    }

    /// `root` and every controller it holds, parents before their children.
    private static func tree(of root: ViewController) -> [ViewController] {
        [root] + root.children.flatMap(tree)
    }
}
