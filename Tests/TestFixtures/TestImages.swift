/// Image files made byte by byte for the image tests.
public enum TestImages {
    /// A PNG signature and an IHDR chunk declaring `width` × `height`, with its CRC correct:
    /// a size that was really written, whatever it is.
    public static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        let bigEndian = { (value: UInt32) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(~crc)
    }
}
