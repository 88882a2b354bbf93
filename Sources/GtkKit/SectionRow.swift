import ListDiff

/// A row of a list in sections as the adapter lists it: its section controller, its place among
/// the section's rows (nil for the section's header), and the section as it was when the row
/// was listed, which the row is bound from and compared by. It is diffable on the main actor,
/// where its section is read (a diff compares thousands of rows: no check of the thread at each).
public struct SectionRow: @MainActor Diffable, Sendable {
    let section: ListedSection
    /// The row's place among its section's rows; nil for the header.
    public let index: Int?
    /// The section's key and the row's, apart.
    public let diffIdentifier: String

    @MainActor
    init(section: ListedSection, index: Int?) {
        self.section = section
        self.index = index
        let rowKey = if let index { section.rowKeys[index] } else { "\u{1F}header" }
        diffIdentifier = section.key + "\u{1F}" + rowKey
    }

    /// The controller of the row's section, which made the row and binds it.
    @MainActor public var controller: ListSectionController { section.controller }

    @MainActor public func isContentEqual(to other: SectionRow) -> Bool {
        switch (index, other.index) {
        case (nil, nil): section.header == other.section.header
        case (let index?, let otherIndex?): section.contents.isContentEqual(index, to: other.section.contents, otherIndex)
        default: false
        }
    }
}

/// One section as the adapter listed it at an update: its controller and object, and its
/// header and rows then.
@MainActor
final class ListedSection {
    let identity: SectionIdentity
    let controller: ListSectionController
    let object: any Diffable
    let header: String?
    let rowKeys: [String]
    let contents: RowContents
    /// Whether no row key repeats, so the rows need no check for repeats when listed.
    let rowKeysAreUnique: Bool
    /// Whether the controller said its rows changed since the update before.
    var rowsChanged: Bool

    init(identity: SectionIdentity, controller: ListSectionController, object: any Diffable, rowsChanged: Bool) {
        self.identity = identity
        self.controller = controller
        self.object = object
        header = controller.header
        rowKeys = controller.rowKeys()
        rowKeysAreUnique = controller.rowKeysAreUnique || Deduplicated(rowKeys).duplicates.isEmpty
        contents = controller.rowContents()
        self.rowsChanged = rowsChanged
    }

    var key: String { controller.sectionKey }

    /// Its header, then its rows. A loop, not a map: a closure here would check the thread at
    /// each row.
    func makeRows() -> [SectionRow] {
        var rows: [SectionRow] = []
        rows.reserveCapacity(rowKeys.count + 1)
        if header != nil { rows.append(SectionRow(section: self, index: nil)) }
        for index in rowKeys.indices { rows.append(SectionRow(section: self, index: index)) }
        return rows
    }
}
