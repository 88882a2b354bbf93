// Fuzz target: the store's writing and reading of rows. The input, split at 0xFF bytes, gives a
// photo's text fields (any bytes, NULs and broken UTF-8 included); it is stored and read back,
// and must come back exactly as it went in. Built by scripts/fuzz.sh with
// -sanitize=fuzzer,address; a plain build makes an executable that does nothing.
import Foundation
import FuzzSupport
import PhotoFeed

/// libFuzzer calls the target from one thread at a time, so the one store is never shared.
nonisolated(unsafe) private let store = try! PhotoStore(path: ":memory:", capacity: 8)
nonisolated(unsafe) private var counter = 0

private func fuzzStore(_ input: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes = input else { return 0 }
    let fields = UnsafeBufferPointer(start: bytes, count: count).split(separator: 0xFF, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let field = { (index: Int) in fields.indices.contains(index) ? fields[index] : "" }
    counter += 1
    let photo = Photo(
        id: "\(counter)-\(field(0))", title: field(1), subtitle: field(2), photographerID: field(3),
        photographerName: field(4), imageURL: URL(string: "https://x.invalid/\(counter).jpg")!, thumbnailURL: nil)
    try! store.upsert([photo])
    guard let stored = try! store.photos().first(where: { $0.id == photo.id }) else { fatalError("the photo was not kept") }
    precondition(stored == photo, "stored \(photo) came back as \(stored)")
    return 0
}

runFuzzer { fuzzStore($0, $1) }
