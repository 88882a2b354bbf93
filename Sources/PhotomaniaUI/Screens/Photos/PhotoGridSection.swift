import Adaptive
import ListDiff
import PhotoFeed

/// A section of photos as a grid shows it: the day's photos in rows of the grid's columns.
/// Its own kind of section object, so switching a list between grid and list makes new
/// section controllers, and a change of columns is a change of each section's content.
struct PhotoGridSection: Diffable, Equatable {
    let section: PhotoSection
    let layout: GridLayout

    var diffIdentifier: String { section.id }

    /// The section's rows, each known by its place: a photo added to a day rebinds the rows
    /// after it in that day only.
    var rows: [PhotoGridRow] {
        stride(from: 0, to: section.photos.count, by: layout.columns).map { start in
            PhotoGridRow(
                index: start / layout.columns, photos: Array(section.photos[start..<min(start + layout.columns, section.photos.count)]),
                cellSize: layout.cellSize)
        }
    }
}

/// One row of a grid: its photos, at the size the grid's cells have.
struct PhotoGridRow: Diffable, Equatable {
    let index: Int
    let photos: [Photo]
    let cellSize: Int

    var diffIdentifier: Int { index }
}
