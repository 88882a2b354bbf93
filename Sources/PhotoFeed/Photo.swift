import Foundation
import Localization

/// A photo as the app shows it, with the reference app's rules applied.
///
/// Its fields are held in one shared, immutable box: lists copy photos by the tens of
/// thousands at every search keystroke (filters, diffs, rows), and a copy is then one
/// reference counted rather than fourteen.
public struct Photo: Hashable, Sendable {
    /// What a photo is made of; compared and hashed as the photo is.
    private struct Fields: Hashable, Sendable {
        let id: String
        let title: String
        let subtitle: String
        let photographerID: String
        let photographerName: String
        let imageURL: URL
        let thumbnailURL: URL?
        let taken: String?
        let details: PhotoDetails
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private let box: Box

    public var id: String { box.fields.id }
    /// The title; when empty, the description; when both are empty, "Unknown".
    public var title: String { box.fields.title }
    /// The description (may be empty).
    public var subtitle: String { box.fields.subtitle }
    public var photographerID: String { box.fields.photographerID }
    public var photographerName: String { box.fields.photographerName }
    /// The large image.
    public var imageURL: URL { box.fields.imageURL }
    public var thumbnailURL: URL? { box.fields.thumbnailURL }
    /// What a thumbnail is drawn from: the thumbnail, or the large image where the feed gives
    /// none.
    public var thumbnailSource: URL { thumbnailURL ?? imageURL }
    /// When it was taken, as Flickr gives it: the camera's local date and time,
    /// "2026-11-30 14:22:05", in no time zone.
    public var taken: String? { box.fields.taken }
    /// Its page, licence and the rest the feed says of it.
    public var details: PhotoDetails { box.fields.details }

    public init(
        id: String, title: String, subtitle: String, photographerID: String,
        photographerName: String, imageURL: URL, thumbnailURL: URL?, taken: String? = nil, details: PhotoDetails = PhotoDetails()
    ) {
        box = Box(
            Fields(
                id: id, title: title, subtitle: subtitle, photographerID: photographerID, photographerName: photographerName,
                imageURL: imageURL, thumbnailURL: thumbnailURL, taken: taken, details: details))
    }

    public static func == (first: Photo, second: Photo) -> Bool {
        first.box === second.box || first.box.fields == second.box.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// The image to download to draw the photo fitted in `width` × `height` pixels: the
    /// medium size where it is as large as the photo drawn there (its proportions from the
    /// original's size when the feed gives it, else the box's longer side), else the large
    /// one. Nothing larger than the feed lists is asked for.
    public func imageURL(fittingWidth width: Int, height: Int) -> URL {
        guard let medium = details.mediumImage else { return imageURL }
        var needed = Double(max(width, height))
        if let originalWidth = details.originalWidth, let originalHeight = details.originalHeight, originalWidth > 0, originalHeight > 0 {
            let scale = min(Double(width) / Double(originalWidth), Double(height) / Double(originalHeight))
            needed = Double(max(originalWidth, originalHeight)) * scale
        }
        return needed <= Double(PhotoDetails.mediumSide) ? medium : imageURL
    }

    /// The extension a file of its image takes: its address's, or "jpg" where that has none
    /// an image would.
    public var imageFileExtension: String {
        let pathExtension = imageURL.pathExtension.lowercased()
        return ["jpg", "jpeg", "png", "gif", "webp"].contains(pathExtension) ? pathExtension : "jpg"
    }

    /// The owner's photostream on Flickr.
    public var photostream: URL? { PhotoDetails.photostream(owner: photographerID) }

    /// The day it was taken, "2026-11-30", when `taken` begins with a real date.
    public var dayTaken: String? {
        guard let taken, taken.count >= 10 else { return nil }
        let day = taken.prefix(10)
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            let year = Int(parts[0]), let month = Int(parts[1]), let date = Int(parts[2]),
            year > 0, (1...12).contains(month), (1...31).contains(date)
        else { return nil }
        return String(day)
    }

    /// Applies the rules to a Flickr entry. Relative image addresses (the sample feed's) are
    /// resolved against `base`, the feed's own URL.
    public static func from(_ entry: FlickrPhoto, relativeTo base: URL?) -> Result<Photo, SkippedPhoto> {
        let description = entry.description?._content.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let title = entry.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard let imageURL = usableURL(entry.largeURL, base) ?? usableURL(entry.mediumURL, base) else {
            // Translators: why a photo of the feed was left out (shown in a list of such reasons).
            return .failure(SkippedPhoto(id: entry.id, reason: tr("no usable image URL")))
        }
        let name = entry.ownername?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return .success(
            Photo(
                id: entry.id,
                // Translators: the title of a photo that has neither a title nor a description.
                title: !title.isEmpty ? title : !description.isEmpty ? description : tr("Unknown"),
                subtitle: description,
                photographerID: entry.owner,
                photographerName: name.isEmpty ? entry.owner : name,
                imageURL: imageURL,
                thumbnailURL: usableURL(entry.smallURL, base),
                taken: entry.datetaken.flatMap { $0.isEmpty ? nil : $0 },
                details: details(of: entry, relativeTo: base)))
    }

    /// What the entry says beyond its row: a page given, else Flickr's address for it; a
    /// licence Flickr knows; a place other than Flickr's "none" (0, 0).
    private static func details(of entry: FlickrPhoto, relativeTo base: URL?) -> PhotoDetails {
        let page = entry.link.flatMap(URL.init(string:)).flatMap { $0.scheme == "https" ? $0 : nil }
        return PhotoDetails(
            page: page ?? PhotoDetails.flickrPage(owner: entry.owner, id: entry.id),
            license: entry.license.flatMap(PhotoLicense.init(rawValue:)),
            uploaded: entry.dateupload.flatMap { $0 > 0 ? Date(timeIntervalSince1970: TimeInterval($0)) : nil },
            tags: entry.tags.map { $0.split(separator: " ").map(String.init) } ?? [],
            location: .valid(latitude: entry.latitude, longitude: entry.longitude),
            originalWidth: entry.originalWidth, originalHeight: entry.originalHeight,
            mediumImage: usableURL(entry.largeURL, base).flatMap { large in usableURL(entry.mediumURL, base).flatMap { $0 == large ? nil : $0 } })
    }

    private static func usableURL(_ text: String?, _ base: URL?) -> URL? {
        guard let text, !text.isEmpty, let url = URL(string: text, relativeTo: base)?.absoluteURL,
            HTTPClient.supports(url)
        else { return nil }
        return url
    }
}

/// A feed entry left out, and why (logged, never shown as a row).
public struct SkippedPhoto: Error, Equatable, Sendable, CustomStringConvertible {
    public let id: String
    public let reason: String

    public var description: String {
        // Translators: a photo left out of the feed; %1$@ is its identifier, %2$@ why it was left out.
        String(format: tr("photo %1$@: %2$@"), id, reason)
    }
}
