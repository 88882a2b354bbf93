import Foundation

/// What a person typed to find photos by, as GNOME's and iOS's search fields read it: each
/// word must appear somewhere in a photo's title, description or photographer's name, whatever
/// its case and accents ("zoe" finds “Zoë”, "ile re" finds “Île de Ré”). Empty, it matches
/// everything.
public struct SearchText: Equatable, Sendable {
    /// The text as typed.
    public let text: String
    /// Its words, folded.
    private let words: [FoldedText]

    public init(_ text: String = "") {
        self.text = text
        words = FoldedText.fold(text).split(whereSeparator: \.isWhitespace).map(FoldedText.init(folded:))
    }

    /// Whether there is nothing to look for.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `photo` has every word in its title, description or photographer's name.
    public func matches(_ photo: Photo) -> Bool { matches(photo, folding: Self.folded) }

    /// Whether `photographer`'s name has every word, or one of their photos matches.
    public func matches(_ photographer: Photographer) -> Bool {
        matches(photographer, folding: Self.folded, foldingName: { FoldedText($0) })
    }

    /// Whether `photo` matches, its text folded by `folding` (which may have kept it).
    func matches(_ photo: Photo, folding: (Photo) -> FoldedText) -> Bool { matches(folding(photo)) }

    /// Whether folded text has every word.
    func matches(_ text: FoldedText) -> Bool { words.allSatisfy(text.contains) }

    /// Whether whatever this search matches, `other` matches too: each of `other`'s words is
    /// within one of these (typing on grows the last word or adds one).
    public func narrows(_ other: SearchText) -> Bool {
        other.words.allSatisfy { word in words.contains { $0.contains(word) } }
    }

    /// Whether `photographer` matches, their name folded by `foldingName` and their photos'
    /// text by `folding` (which may have kept them).
    func matches(_ photographer: Photographer, folding: (Photo) -> FoldedText, foldingName: (String) -> FoldedText) -> Bool {
        isEmpty || words.allSatisfy(foldingName(photographer.name).contains)
            || photographer.photos.contains { matches($0, folding: folding) }
    }

    /// What of `photo` is searched, folded: its fields a line each, so no word spans two.
    static func folded(_ photo: Photo) -> FoldedText {
        FoldedText(photo.title + "\n" + photo.subtitle + "\n" + photo.photographerName)
    }
}
