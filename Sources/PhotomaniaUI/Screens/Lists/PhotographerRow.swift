import ListDiff
import PhotoFeed

/// The two kinds of row of a photographer's section: the photographer and, while expanded, the
/// strip of their thumbnails beneath (IGListKit's expanding-cell example: the expansion is a row
/// of its own, so expanding and collapsing are one splice each). Within its section a row is
/// known by its kind.
enum PhotographerRow: Diffable, Equatable {
    case photographer(Photographer, expanded: Bool)
    /// At `scale` times the thumbnails' size (the desktop's text scale).
    case thumbnails(Photographer, scale: Double)

    var diffIdentifier: String {
        switch self {
        case .photographer: "photographer"
        case .thumbnails: "thumbnails"
        }
    }

    enum Kind { case photographer, thumbnails }

    /// Whether a photographer's row is open (their thumbnails beneath it); nil for the strip.
    var isExpanded: Bool? {
        if case .photographer(_, let expanded) = self { return expanded } else { return nil }
    }

    var kind: Kind {
        if case .photographer = self { return .photographer } else { return .thumbnails }
    }
}
