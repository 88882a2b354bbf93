import ListDiff
import Localization
import PhotoFeed

/// Photos listed under one header, a list's section: the day they were taken, or the whole of
/// a list that has no headers.
struct PhotoSection: Diffable, Equatable {
    /// The day ("2026-11-30"), `undated`, or `all` for a list without headers.
    let id: String
    /// The header's text; nil for none.
    let title: String?
    let photos: [Photo]

    var diffIdentifier: String { id }

    static let undated = "undated"

    /// This section holding `photos` (some of its own) instead; nil for none.
    func keeping(_ photos: [Photo]) -> PhotoSection? {
        photos.isEmpty ? nil : PhotoSection(id: id, title: title, photos: photos)
    }

    /// A list without headers.
    static func all(_ photos: [Photo]) -> [PhotoSection] {
        [PhotoSection(id: "all", title: nil, photos: photos)]
    }

    /// `photos` by the day they were taken, the latest day first, each day's in the order they
    /// were taken; the undated ones last, under "Undated" when there are days above them.
    /// `dayTitle` writes a day's header.
    static func byDay(_ photos: [Photo], dayTitle: (String) -> String) -> [PhotoSection] {
        let days = Dictionary(grouping: photos) { $0.dayTaken ?? undated }
        let dated = days.keys.filter { $0 != undated }.sorted(by: >).map { day in
            PhotoSection(id: day, title: dayTitle(day), photos: days[day]!.sorted { ($0.taken ?? "") < ($1.taken ?? "") })
        }
        guard let undatedPhotos = days[undated] else { return dated }
        return dated + [PhotoSection(id: undated, title: dated.isEmpty ? nil : tr("Undated"), photos: undatedPhotos)]
    }
}
