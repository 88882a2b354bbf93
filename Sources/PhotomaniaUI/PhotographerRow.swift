import ListDiff
import PhotoFeed

/// The photographers list's two kinds of row: a photographer and, while expanded, the strip of
/// their thumbnails beneath (IGListKit's expanding-cell example: the expansion is a row of its
/// own, so expanding and collapsing are one splice each).
enum PhotographerRow: Diffable, Equatable {
    case photographer(Photographer, expanded: Bool)
    case thumbnails(Photographer)

    var diffIdentifier: String {
        switch self {
        case .photographer(let photographer, _): return "photographer:\(photographer.name)"
        case .thumbnails(let photographer): return "thumbnails:\(photographer.name)"
        }
    }

    enum Kind { case photographer, thumbnails }

    var kind: Kind {
        if case .photographer = self { return .photographer } else { return .thumbnails }
    }

    /// The rows for `photographers` with the ones named in `expanded` opened.
    static func rows(for photographers: [Photographer], expanded: Set<String>) -> [PhotographerRow] {
        photographers.flatMap { photographer -> [PhotographerRow] in
            let open = expanded.contains(photographer.name)
            return [.photographer(photographer, expanded: open)] + (open ? [.thumbnails(photographer)] : [])
        }
    }
}
