import Foundation
import TestFixtures
import TestSupport
import XCTest

/// A loopback server of thumbnails that logs which were asked for: what the working-range
/// tests count.
final class ThumbnailServer {
    let directory: URL
    private let server: LoopbackServer
    private let log: URL
    private let holds: Bool

    /// Serves each thumbnail at once, or when `holds`, once it is released.
    init(holds: Bool = false) throws {
        self.holds = holds
        directory = try Fixtures.temporaryDirectory()
        try TestFeed.copySampleImage(size: "s", to: directory, as: "thumbnail.png")
        log = directory.appendingPathComponent("requests.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        server = try LoopbackServer(root: directory)
    }

    /// The address of a full-size image (never served: the tests ask for none).
    var image: String { server.url("photo.png").absoluteString }

    /// The address of thumbnail `index`.
    func thumbnail(_ index: Int) -> String {
        server.url((holds ? "hold-until/released,released-\(index)/" : "") + "thumbnail.png?\(index)").absoluteString
    }

    /// Answers the thumbnails held, and from now on every one at once.
    func release() throws { try server.release("released") }

    /// Answers thumbnails `indexes`, held or asked for later.
    func release(_ indexes: some Sequence<Int>) throws {
        for index in indexes { try server.release("released-\(index)") }
    }

    /// The thumbnails asked for so far, by index.
    func requested() -> Set<Int> {
        let lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
        return Set(lines.compactMap { $0.split(separator: "?").last.flatMap { Int($0) } })
    }
}
