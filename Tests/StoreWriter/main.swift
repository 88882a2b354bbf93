// Test helper: writes batches of 100 photos to the store at ARGV[1] forever, printing
// "committed N" after each commit, until it is killed (the kill -9 test).
import Foundation
import PhotoFeed

let store = try PhotoStore(path: CommandLine.arguments[1])
var committed = try store.count()
while true {
    let batch = (committed..<committed + 100).map { index in
        Photo(
            id: "\(index)", title: "Photo \(index)", subtitle: String(repeating: "x", count: 500), photographerID: "w@N1",
            photographerName: "Writer", imageURL: URL(string: "https://x.invalid/\(index).jpg")!, thumbnailURL: nil)
    }
    try store.upsert(batch)
    committed += batch.count
    FileHandle.standardOutput.write(Data("committed \(committed)\n".utf8)) // unbuffered: a line per commit
}
