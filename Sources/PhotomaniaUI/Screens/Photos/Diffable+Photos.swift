import ListDiff
import PhotoFeed

/// A photographer row follows its name; it changes when their photos change.
extension Photographer: Diffable {
    public var diffIdentifier: String { name }
}

/// A photo row follows the Flickr id; it changes when the title or description changes.
extension Photo: Diffable {
    public var diffIdentifier: String { id }
}
