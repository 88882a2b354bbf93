/// Image files made byte by byte for the image tests.
public enum TestImages {
    /// A PNG of no pixel data: the signature, an IHDR chunk declaring `width` × `height` with
    /// its CRC correct (a size that was really written, whatever it is), and the IEND chunk.
    public static func png(width: UInt32, height: UInt32) -> [UInt8] {
        let bigEndian = { (value: UInt32) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        let end: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(~crc) + end
    }

    /// `jpeg` with an EXIF segment saying how the image is turned (6: a quarter turn
    /// clockwise, as a camera held upright writes it), put right after the start marker.
    public static func withOrientation(_ orientation: UInt8, _ jpeg: [UInt8]) -> [UInt8] {
        let tiff: [UInt8] = [
            0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, // little-endian, first IFD at 8
            0x01, 0x00, // one entry
            0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, orientation, 0x00, 0x00, 0x00, // Orientation, SHORT
            0x00, 0x00, 0x00, 0x00
        ] // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[2...])
    }
}
