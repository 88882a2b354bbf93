import Foundation
import Localization

/// What `flickr.photos.getInfo` says of one photo now: its title, description, owner, licence,
/// dates, tags, place and page, read as leniently as a page's entries. Applied to a stored
/// photo it gives the photo as Flickr has it today, keeping the image addresses the feed gave
/// (getInfo lists none).
public struct FlickrPhotoInfo: Decodable, Sendable {
    struct Owner: Decodable, Sendable {
        let nsid: String
        let username: String?
    }
    struct Dates: Decodable, Sendable {
        let taken: String?
    }
    struct Tags: Decodable, Sendable {
        struct Tag: Decodable, Sendable { let _content: String }
        let tag: [Tag]
    }
    struct Location: Decodable, Sendable {
        let latitude: FlexibleNumber<Double>?
        let longitude: FlexibleNumber<Double>?
    }
    struct URLs: Decodable, Sendable {
        struct Link: Decodable, Sendable {
            let type: String?
            let _content: String
        }
        let url: [Link]
    }

    let id: String
    let owner: Owner
    let title: FlickrPhoto.Content?
    let description: FlickrPhoto.Content?
    let license: FlexibleInt?
    let dateuploaded: FlexibleInt?
    let dates: Dates?
    let tags: Tags?
    let location: Location?
    let urls: URLs?

    private struct Response: Decodable {
        let stat: String
        let photo: FlickrPhotoInfo?
        let code: FlexibleInt?
        let message: String?
    }

    /// `photo` as Flickr's answer `data` says it is now. A refusal (`stat: "fail"`) or an
    /// answer about another photo is an error; a field Flickr leaves out stays as it was.
    public static func refresh(_ photo: Photo, from data: Data) throws -> Photo {
        let response: Response
        do {
            response = try JSONDecoder().decode(Response.self, from: data)
        } catch {
            // Translators: completes “The feed could not be read (…).”
            throw FeedError.malformed(tr("the photo's information is not in Flickr's format"))
        }
        guard response.stat == "ok", let info = response.photo else {
            throw FeedError.flickr(code: response.code?.value ?? 0, message: response.message ?? tr("no reason given"))
        }
        // Translators: completes “The feed could not be read (…).”
        guard info.id == photo.id else { throw FeedError.malformed(tr("the answer is about another photo")) }
        return try Photo.from(info.entry(keepingImagesOf: photo), relativeTo: nil).get()
    }

    /// The entry a page would have had, with `photo`'s images and original size.
    private func entry(keepingImagesOf photo: Photo) -> FlickrPhoto {
        var entry = FlickrPhoto(
            id: id, owner: owner.nsid, ownername: owner.username ?? photo.photographerName, title: title?._content,
            description: description, datetaken: dates?.taken ?? photo.taken,
            largeURL: photo.imageURL.absoluteString, mediumURL: photo.details.mediumImage?.absoluteString,
            smallURL: photo.thumbnailURL?.absoluteString)
        entry.license = license?.value ?? photo.details.license?.rawValue
        entry.dateupload = dateuploaded?.value
        entry.tags = tags.map { $0.tag.map(\._content).joined(separator: " ") }
        entry.latitude = location?.latitude?.value
        entry.longitude = location?.longitude?.value
        (entry.originalWidth, entry.originalHeight) = (photo.details.originalWidth, photo.details.originalHeight)
        entry.link = urls?.url.first { $0.type == "photopage" }?._content ?? photo.details.page?.absoluteString
        return entry
    }
}
