import CExif
import Foundation

/// How a photo was taken, as its file's EXIF says (read through libexif): the camera, the
/// lens, the exposure time, the aperture, the ISO speed and the focal length. Flickr's resized
/// images often lose their EXIF, and a file without any has no settings; a value the file
/// lacks, or gives malformed, is left out.
public struct CameraSettings: Equatable, Sendable {
    public var camera: String?
    public var lens: String?
    /// Seconds.
    public var exposureTime: Double?
    /// The f-number: 2.8 for ƒ/2.8.
    public var aperture: Double?
    public var iso: Int?
    /// Millimetres.
    public var focalLength: Double?

    public init(
        camera: String? = nil, lens: String? = nil, exposureTime: Double? = nil, aperture: Double? = nil,
        iso: Int? = nil, focalLength: Double? = nil
    ) {
        (self.camera, self.lens, self.exposureTime) = (camera, lens, exposureTime)
        (self.aperture, self.iso, self.focalLength) = (aperture, iso, focalLength)
    }

    /// The settings in an image file (a JPEG's APP1 segment); nil when it has no EXIF or none
    /// of these values.
    public static func read(from data: Data) -> CameraSettings? {
        data.withUnsafeBytes { bytes -> CameraSettings? in
            guard let base = bytes.baseAddress, bytes.count > 0, bytes.count <= Int(UInt32.max),
                let exif = exif_data_new_from_data(base.assumingMemoryBound(to: UInt8.self), UInt32(bytes.count))
            else { return nil }
            defer { exif_data_unref(exif) }
            let reader = Reader(exif)
            let make = reader.text(EXIF_TAG_MAKE, in: exif.pointee.ifd.0)
            let model = reader.text(EXIF_TAG_MODEL, in: exif.pointee.ifd.0)
            let details = exif.pointee.ifd.2 // the EXIF sub-IFD
            let settings = CameraSettings(
                camera: cameraName(make: make, model: model),
                lens: reader.text(EXIF_TAG_LENS_MODEL, in: details),
                exposureTime: reader.rational(EXIF_TAG_EXPOSURE_TIME, in: details),
                aperture: reader.rational(EXIF_TAG_FNUMBER, in: details),
                iso: reader.short(EXIF_TAG_ISO_SPEED_RATINGS, in: details),
                focalLength: reader.rational(EXIF_TAG_FOCAL_LENGTH, in: details))
            return settings == CameraSettings() ? nil : settings
        }
    }

    /// "Canon EOS R6" from make "Canon" and model "Canon EOS R6" (most cameras repeat the
    /// make), "Nikon Z 6" from "NIKON CORPORATION" and "Nikon Z 6" only when the model lacks it.
    public static func cameraName(make: String?, model: String?) -> String? {
        guard let model else { return make }
        guard let make, let first = make.split(separator: " ").first,
            !model.lowercased().hasPrefix(first.lowercased())
        else { return model }
        return "\(make) \(model)"
    }

    /// Reads typed values of an EXIF data's entries, in its byte order.
    private struct Reader {
        let order: ExifByteOrder

        init(_ exif: UnsafeMutablePointer<ExifData>) { order = exif_data_get_byte_order(exif) }

        private func entry(
            _ tag: ExifTag, in content: UnsafeMutablePointer<ExifContent>?, format: ExifFormat,
            size: Int
        ) -> UnsafeMutablePointer<ExifEntry>? {
            guard let content, let entry = exif_content_get_entry(content, tag), entry.pointee.format == format,
                entry.pointee.components >= 1, entry.pointee.data != nil, Int(entry.pointee.size) >= size
            else { return nil }
            return entry
        }

        func text(_ tag: ExifTag, in content: UnsafeMutablePointer<ExifContent>?) -> String? {
            guard let entry = entry(tag, in: content, format: EXIF_FORMAT_ASCII, size: 1) else { return nil }
            let bytes = UnsafeBufferPointer(start: entry.pointee.data, count: Int(entry.pointee.size))
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }

        func rational(_ tag: ExifTag, in content: UnsafeMutablePointer<ExifContent>?) -> Double? {
            guard let entry = entry(tag, in: content, format: EXIF_FORMAT_RATIONAL, size: 8) else { return nil }
            let value = exif_get_rational(entry.pointee.data, order)
            guard value.denominator != 0, value.numerator != 0 else { return nil }
            return Double(value.numerator) / Double(value.denominator)
        }

        func short(_ tag: ExifTag, in content: UnsafeMutablePointer<ExifContent>?) -> Int? {
            guard let entry = entry(tag, in: content, format: EXIF_FORMAT_SHORT, size: 2) else { return nil }
            let value = Int(exif_get_short(entry.pointee.data, order))
            return value > 0 ? value : nil
        }
    }
}
