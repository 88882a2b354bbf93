import Adaptive
import AdaptiveGtk
import GtkKit

/// The events controllers saw, in order, as "Name.event".
final class EventLog {
    var events: [String] = []

    /// Returns the events so far and starts a new record.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A controller that writes every lifecycle and containment callback to a log.
final class RecordingController: ViewController {
    let log: EventLog
    /// The sizes `viewWillTransition(to:)` brought, in order.
    private(set) var sizes: [Size] = []
    /// The scene phases entered, in order, as "previous→new" (kept apart from the log, whose
    /// tests count the appearance callbacks).
    var phases: [String] = []
    /// The width classes `traitCollectionDidChange(previous:)` saw change, as "previous→new".
    private(set) var widthClassChanges: [String] = []

    init(_ name: String, log: EventLog) {
        self.log = log
        super.init(title: name)
    }

    override func loadView() -> Widget { Label(title) }

    private func record(_ event: String) { log.events.append("\(title).\(event)") }

    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    override func willMove(toParent parent: ViewController?) { record("willMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))") }
    override func didMove(toParent parent: ViewController?) { record("didMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))") }
    override func didReceiveMemoryWarning() { record("memoryWarning") }
    override func viewWillTransition(to size: Size) { sizes.append(size) }
    override func traitCollectionDidChange(previous: TraitCollection?) {
        let (before, now) = (previous?.horizontalSizeClass, traitCollection?.horizontalSizeClass)
        if before != now { widthClassChanges.append("\(before.map { "\($0)" } ?? "none")→\(now.map { "\($0)" } ?? "none")") }
    }
    override func scenePhaseDidChange(from previous: ScenePhase) { phases.append("\(previous)→\(scenePhase)") }
}
