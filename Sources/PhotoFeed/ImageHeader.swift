import Localization

/// What an image file says about itself, read without decoding it: its pixel size (the
/// largest frame of a GIF included), so an image too large to decode safely is refused first,
/// or the damage that shows before decoding (a PNG header that fails its checksum, a JPEG or
/// GIF cut short). Only sizes that were actually read are reported.
public enum ImageHeader {
    public enum Reading: Equatable, Sendable {
        case size(width: Int, height: Int)
        /// A known format, damaged: why, in a few words.
        case damaged(String)
        /// Not a PNG, JPEG or GIF.
        case unknownFormat
    }

    /// Reads a whole PNG, JPEG or GIF file.
    public static func read(_ bytes: [UInt8]) -> Reading {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        return .unknownFormat
    }

    /// The IHDR chunk, first, with its CRC checked: garbage there is damage, not a size; then
    /// the chunks to IEND, without which the file was cut short.
    private static func png(_ bytes: [UInt8]) -> Reading {
        // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
        guard bytes.count >= 33 else { return .damaged(tr("it ends inside its header")) }
        guard bytes[12..<16].elementsEqual("IHDR".utf8), bigEndian(bytes, 8, 4) == 13,
            // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
            crc32(bytes[12..<29]) == UInt32(bigEndian(bytes, 29, 4))
        else { return .damaged(tr("its header is corrupt")) }
        let width = bigEndian(bytes, 16, 4)
        let height = bigEndian(bytes, 20, 4)
        // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
        guard width > 0, height > 0 else { return .damaged(tr("its header declares no pixels")) }
        // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
        guard containsIEND(bytes) else { return .damaged(tr("it was cut short")) }
        return .size(width: width, height: height)
    }

    /// Whether the chunks after the signature lead to IEND (trailing bytes after it are allowed).
    private static func containsIEND(_ bytes: [UInt8]) -> Bool {
        var index = 8
        while index + 12 <= bytes.count {
            if bytes[index + 4..<index + 8].elementsEqual("IEND".utf8) { return true }
            index += 12 + bigEndian(bytes, index, 4)
        }
        return false
    }

    /// The first start-of-frame marker, checked for a sane shape; then the end-of-image
    /// marker, without which the file was cut short (scan data never holds FF D9).
    private static func jpeg(_ bytes: [UInt8]) -> Reading {
        var index = 2
        var size: (width: Int, height: Int)?
        while size == nil {
            // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
            guard index + 9 < bytes.count else { return .damaged(tr("it ends before its first frame")) }
            // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
            guard bytes[index] == 0xFF else { return .damaged(tr("its structure is corrupt")) }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let components = Int(bytes[index + 9])
                guard [8, 12, 16].contains(bytes[index + 4]), (1...4).contains(components), length == 8 + 3 * components else {
                    // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
                    return .damaged(tr("its frame header is corrupt"))
                }
                size = (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            index += 2 + length
        }
        // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
        guard let size, size.width > 0, size.height > 0 else { return .damaged(tr("its frame header declares no pixels")) }
        guard containsEnd(bytes, after: index) else { return .damaged(tr("it was cut short")) }
        return .size(width: size.width, height: size.height)
    }

    /// Whether FF D9 follows `start` (trailing bytes after it are allowed).
    private static func containsEnd(_ bytes: [UInt8], after start: Int) -> Bool {
        var index = bytes.count - 2
        while index >= start {
            if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
            index -= 1
        }
        return false
    }

    /// The logical screen and every frame's extent, walking the blocks to the trailer.
    private static func gif(_ bytes: [UInt8]) -> Reading {
        guard bytes.count >= 13 else { return .damaged(tr("it ends inside its header")) }
        var width = littleEndian(bytes, 6)
        var height = littleEndian(bytes, 8)
        var index = 13 + colorTableSize(bytes[10])
        while true {
            guard index < bytes.count else { return .damaged(tr("it was cut short")) }
            switch bytes[index] {
            case 0x3B: // trailer
                // Translators: why an image is damaged, completing “The image is damaged: …”; “it” is the image file.
                guard width > 0, height > 0 else { return .damaged(tr("it declares no pixels")) }
                return .size(width: width, height: height)
            case 0x21: // extension: label, then sub-blocks
                guard let next = skipSubBlocks(bytes, from: index + 2) else { return .damaged(tr("it was cut short")) }
                index = next
            case 0x2C: // image descriptor, local colour table, LZW code size, sub-blocks
                guard index + 10 <= bytes.count else { return .damaged(tr("it was cut short")) }
                width = max(width, littleEndian(bytes, index + 1) + littleEndian(bytes, index + 5))
                height = max(height, littleEndian(bytes, index + 3) + littleEndian(bytes, index + 7))
                guard let next = skipSubBlocks(bytes, from: index + 10 + colorTableSize(bytes[index + 9]) + 1) else {
                    return .damaged(tr("it was cut short"))
                }
                index = next
            default:
                return .damaged(tr("its structure is corrupt"))
            }
        }
    }

    private static func colorTableSize(_ packed: UInt8) -> Int { packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1) }

    /// The index after a run of sub-blocks ending in an empty one; nil when the data ends first.
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let length = Int(bytes[index])
            if length == 0 { return index + 1 }
            index += 1 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }

    /// PNG's CRC-32 (ISO 3309), bit by bit: 17 bytes do not need a table.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
