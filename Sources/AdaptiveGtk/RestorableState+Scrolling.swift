import Adaptive
import GtkKit

extension RestorableState {
    /// Saves where `offset` is scrolled to under `key`.
    @MainActor public mutating func encode(_ offset: ScrollOffset, forKey key: String) { encode(offset.value, forKey: key) }

    /// Scrolls `offset` back to what was saved under `key` (once the content reaches it), if anything was.
    @MainActor public func restore(_ offset: ScrollOffset, forKey key: String) {
        if let saved = double(forKey: key) { offset.restore(saved) }
    }
}
