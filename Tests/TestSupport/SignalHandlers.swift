import CGtk

/// How many handlers `object` has on each of `signals`, whoever connected them: each found
/// is blocked so that the next search finds another, then all are unblocked.
@MainActor
public func handlerCount(on object: UnsafeMutableRawPointer, _ signals: [String]) -> Int {
    signals.reduce(0) { count, signal in
        let id = g_signal_lookup(signal, pm_object_type(object))
        let unblocked = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue)
        var found: [gulong] = []
        while case let handler = g_signal_handler_find(object, unblocked, id, 0, nil, nil, nil), handler != 0 {
            g_signal_handler_block(object, handler)
            found.append(handler)
        }
        found.forEach { g_signal_handler_unblock(object, $0) }
        return count + found.count
    }
}
