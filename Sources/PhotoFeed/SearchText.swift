import Foundation

/// What a person typed to find photos by, as GNOME's and iOS's search fields read it: each
/// word must appear somewhere in a photo's title, description or photographer's name, whatever
/// its case and accents ("zoe" finds “Zoë”, "ile re" finds “Île de Ré”). Empty, it matches
/// everything.
public struct SearchText: Equatable, Sendable {
    /// The text as typed.
    public let text: String
    /// Its words, folded.
    private let words: [String]

    public init(_ text: String = "") {
        self.text = text
        words = SearchText.fold(text).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether there is nothing to look for.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `photo` has every word in its title, description or photographer's name.
    public func matches(_ photo: Photo) -> Bool { SearchIndex.empty.matches(self, photo) }

    /// Whether `photographer`'s name has every word, or one of their photos matches.
    public func matches(_ photographer: Photographer) -> Bool { SearchIndex.empty.matches(self, photographer) }

    /// Whether `folded` text (as `folded(_:)` makes it) has every word.
    func matches(folded: String) -> Bool {
        words.allSatisfy(folded.contains)
    }

    /// What of `photo` is searched, folded: its fields a line each, so no word spans two.
    static func folded(_ photo: Photo) -> String {
        fold(photo.title + "\n" + photo.subtitle + "\n" + photo.photographerName)
    }

    /// `text` as it is compared: without case and accents.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
