import Adaptive
import GtkKit

/// The layer of a window where presented controllers appear as sheets, over the content;
/// it allows one presentation at a time and follows the window's shared size-class model.
@MainActor
public final class PresentationHost {
    /// The window's content with the sheets over it: what the window shows in the content's place.
    public let view: Overlay
    let traitHost: TraitHost
    weak var active: PresentationController?

    /// Wraps `content` (the window's content); `traitHost` is the window's size-class model.
    public init(content: Widget, traitHost: TraitHost) {
        view = Overlay(child: content)
        self.traitHost = traitHost
    }

    /// The presentation on screen, if any.
    public var presentation: PresentationController? { active }
}
