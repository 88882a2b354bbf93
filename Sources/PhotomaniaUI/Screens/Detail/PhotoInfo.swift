import Foundation
import GtkKit
import Localization
import PhotoFeed

/// What the details panel says of a photo, field by field in the order shown, after Loupe's
/// properties: a field without a value is left out, never shown empty.
struct PhotoInfo: Equatable {
    /// What a field holds.
    enum Value: Equatable {
        case text(String)
        /// Text that opens an address (the owner's photostream, the licence's deed).
        case link(String, URL)
        /// The photographer, who can be followed, and their photostream, if known.
        case photographer(String, photostream: URL?)
        /// Tags, each of which searches for itself and can be followed.
        case tags([String])
        /// A place: its coordinates, and the `geo:` address a maps application opens.
        case place(String, URL)
    }

    struct Field: Equatable {
        let caption: String
        let value: Value
        /// A second line under the value (Flickr's name for the licence).
        var note: String?
    }

    let fields: [Field]

    /// The fields of `photo`; `image` is the shown image's size in pixels and bytes, once
    /// loaded, and `camera` how it was taken, as its file's EXIF says.
    init(_ photo: Photo, image: (width: Int, height: Int, bytes: Int)?, camera: CameraSettings? = nil) {
        let details = photo.details
        var fields: [Field] = [Field(caption: tr("Title"), value: .text(photo.title))]
        if !photo.subtitle.isEmpty, photo.subtitle != photo.title {
            fields.append(Field(caption: tr("Description"), value: .text(photo.subtitle)))
        }
        fields.append(Field(caption: tr("Owner"), value: .photographer(photo.photographerName, photostream: photo.photostream)))
        if let taken = photo.taken.flatMap(PhotoInfo.localDateTime) { fields.append(Field(caption: tr("Taken"), value: .text(taken))) }
        if let uploaded = details.uploaded.map(PhotoInfo.localDateTime) { fields.append(Field(caption: tr("Uploaded"), value: .text(uploaded))) }
        if !details.tags.isEmpty { fields.append(Field(caption: tr("Tags"), value: .tags(details.tags))) }
        fields.append(PhotoInfo.license(details))
        if let image {
            // Translators: an image's size; %1$ld is its width, %2$ld its height.
            fields.append(Field(caption: tr("Image Size"), value: .text(String(format: tr("%1$ld × %2$ld pixels"), image.width, image.height))))
            fields.append(Field(caption: tr("File Size"), value: .text(ByteSize.text(image.bytes))))
        }
        fields += camera.map(PhotoInfo.camera) ?? []
        if let place = details.location {
            let coordinates = String(format: "%.5f, %.5f", place.latitude, place.longitude)
            fields.append(Field(caption: tr("Location"), value: .place(coordinates, place.uri)))
        }
        self.fields = fields
    }

    /// The licence with its deed and Flickr's name for it; for a photo whose feed gave none,
    /// where to read it, never a licence made up.
    private static func license(_ details: PhotoDetails) -> Field {
        let caption = tr("Licence")
        guard let license = details.license else {
            let unknown = tr("Not given by this feed")
            return details.page.map { Field(caption: caption, value: .link(tr("See the photo's page"), $0), note: unknown) }
                ?? Field(caption: caption, value: .text(unknown))
        }
        let value: Value = license.deed.map { .link(license.shortName, $0) } ?? .text(license.shortName)
        return Field(caption: caption, value: value, note: license.flickrName == license.shortName ? nil : license.flickrName)
    }

    /// How the photo was taken, each value as photographers write it: "1/250 s", "ƒ/2.8".
    private static func camera(_ settings: CameraSettings) -> [Field] {
        let values: [(String, String?)] = [
            (tr("Camera"), settings.camera),
            (tr("Lens"), settings.lens),
            // Translators: an exposure time; %@ is the seconds, "1/250" or "2.5".
            (tr("Exposure"), settings.exposureTime.map { String(format: tr("%@ s"), exposure($0)) }),
            (tr("Aperture"), settings.aperture.map { "ƒ/" + number($0) }),
            (tr("ISO"), settings.iso.map(String.init)),
            // Translators: a focal length; %@ is the millimetres.
            (tr("Focal Length"), settings.focalLength.map { String(format: tr("%@ mm"), number($0)) })
        ]
        return values.compactMap { caption, value in value.map { Field(caption: caption, value: .text($0)) } }
    }

    /// "1/250" below a second, "2.5" from one.
    private static func exposure(_ seconds: Double) -> String {
        seconds < 1 ? "1/\(Int((1 / seconds).rounded()))" : number(seconds)
    }

    /// 35 as "35", 2.8 as "2.8".
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// "2026-11-30 14:22:05", the camera's time, as the user's language says it.
    static func localDateTime(_ taken: String) -> String? {
        let parts = taken.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == ":" }).compactMap { Int($0) }
        guard parts.count >= 5, let day = DayTitle.of(year: parts[0], month: parts[1], day: parts[2]) else {
            return nil
        }
        return dayAndTime(day, hour: parts[3], minute: parts[4])
    }

    /// A moment as the user's language says it, in the user's time zone.
    static func localDateTime(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = DayTitle.of(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? ""
        return dayAndTime(day, hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    private static func dayAndTime(_ day: String, hour: Int, minute: Int) -> String {
        // Translators: a day and a time of day, e.g. “November 30, 2026, 14:22”.
        String(format: tr("%1$@, %2$@"), day, String(format: "%02d:%02d", hour, minute))
    }
}
