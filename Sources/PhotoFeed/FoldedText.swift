import Foundation

/// Text as a search compares it: without case, accents or width, in one canonical form, kept
/// as UTF-8, so that finding a word in it is a search of bytes (`memchr` for its first byte,
/// `memcmp` for the rest) rather than a comparison of characters: far cheaper where a list of
/// thousands is filtered at every keystroke. UTF-8 is self-synchronising, so a word's bytes
/// never match inside another character's.
struct FoldedText: Equatable, Sendable {
    private let bytes: [UInt8]

    /// `text`, folded. Text all ASCII, as most titles are, has no accents or widths to fold:
    /// its letters are lowered byte by byte, far faster than Foundation folds.
    init(_ text: String) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(bytes: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 })
        } else {
            self.init(folded: Self.fold(text))
        }
    }

    /// Text folded already, as `fold` gives it (a word of a folded search).
    init(folded: some StringProtocol) { self.init(bytes: Array(folded.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// `text` as it is compared: without case, accents and width, precomposed.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// Whether `word` appears in it, anywhere.
    func contains(_ word: FoldedText) -> Bool {
        guard let first = word.bytes.first else { return true }
        guard word.bytes.count <= bytes.count else { return false }
        return bytes.withUnsafeBytes { text in
            word.bytes.withUnsafeBytes { word in
                // Each place the word's first byte is, where the whole word could still fit.
                var from = text.baseAddress!
                let last = from + (text.count - word.count + 1)
                while from < last, let found = memchr(from, Int32(first), last - from) {
                    if memcmp(found, word.baseAddress!, word.count) == 0 { return true }
                    from = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
    }
}
