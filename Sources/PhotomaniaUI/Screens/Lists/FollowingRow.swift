import GtkKit
import Library
import ListDiff
import Localization
import PhotoFeed

/// A row of the Following list: every followed source's photos together (`source` nil), or
/// one source with its name, its kind (and what kept its feed from answering), and how many
/// of its photos were not opened yet.
struct FollowingRow: Diffable, Equatable {
    let source: FollowedSource?
    let name: String
    let detail: String
    let unopened: Int

    var diffIdentifier: String { source?.key ?? "" }

    /// The rows of `entries`, after one for all of them (none while nothing is followed).
    static func rows(_ entries: [FollowedSources.Entry]) -> [FollowingRow] {
        guard !entries.isEmpty else { return [] }
        let all = FollowingRow(
            source: nil, name: tr("All Followed"), detail: tr("The newest photos of everything followed"),
            unopened: entries.reduce(0) { $0 + $1.unopened })
        return [all]
            + entries.map { entry in
                FollowingRow(
                    source: entry.source, name: entry.name,
                    detail: [kind(of: entry.source), entry.problem.map(said)].compactMap { $0 }.joined(separator: " · "),
                    unopened: entry.unopened)
            }
    }

    /// "Photographer", "Tags", "Group", "Favourites".
    static func kind(of source: FollowedSource) -> String {
        switch source.kind {
        // Translators: the kind of a followed source: a Flickr photographer's photos.
        case .photographer: tr("Photographer")
        // Translators: the kind of a followed source: photos with some tags.
        case .tag: tr("Tags")
        // Translators: the kind of a followed source: a Flickr group's pool of photos.
        case .group: tr("Group")
        // Translators: the kind of a followed source: a person's favourite photos on Flickr.
        case .favourites: tr("Their Favourites")
        }
    }

    /// What kept a source's feed from answering, in a few words.
    static func said(_ problem: FollowedSources.Problem) -> String {
        switch problem {
        case .offline: tr("Offline")
        case .notFound: tr("Not found on Flickr")
        case .refused: tr("Could not be read")
        case .empty: tr("No public photos")
        }
    }

    /// "3 not opened", or nil for none.
    var unopenedText: String? { unopened == 0 ? nil : tr("%ld not opened", "%ld not opened", count: unopened) }

    /// The row's content: the name over the kind, the count, and Unfollow at the end, which
    /// calls `unfollow` with the row's source (the row of all has none).
    @MainActor
    static func view(unfollow: @escaping (FollowedSource) -> Void) -> RowView<FollowingRow> {
        let (name, detail, count) = (Label(style: "heading"), Label(style: "dim-label"), Label(style: "dim-label"))
        let unfollowButton = Button(iconName: "list-remove-symbolic", accessibleLabel: tr("Unfollow"), tooltip: tr("Unfollow"))
        unfollowButton.addCSSClass("flat")
        unfollowButton.setAlignment(horizontal: .center, vertical: .center)
        var shown: FollowedSource?
        unfollowButton.onClicked { shown.map(unfollow) }
        let texts = Box(.vertical, spacing: 2)
        for label in [name, detail] {
            label.alignStart()
            label.ellipsizeEnd()
            texts.append(label)
        }
        detail.addCSSClass("caption")
        count.addCSSClass("numeric")
        texts.horizontallyExpands = true
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(10)
        [texts, count, unfollowButton].forEach(row.append)
        return RowView(content: row) { item in
            (name.text, detail.text, count.text) = (item.name, item.detail, item.unopened == 0 ? "" : "\(item.unopened)")
            shown = item.source
            unfollowButton.isVisible = item.source != nil
            unfollowButton.accessibleLabel = String(format: tr("Unfollow %@"), item.name)
            return [item.name, item.detail, item.unopenedText].compactMap { $0 }.joined(separator: ", ")
        }
    }
}
