import Foundation

/// The tests' HTTP server (Tests/Fixtures/loopback_server.py) on 127.0.0.1, serving `root`.
/// It stops when this object goes (its standard input closes).
public final class LoopbackServer {
    public let port: Int
    private let root: URL
    private let process = Process()
    private let input = Pipe()

    public init(root: URL) throws {
        self.root = root
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.directory.appendingPathComponent("loopback_server.py").path, root.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw ServerError.noPort
        }
        self.port = port
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }

    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// How many requests whose path and query contain `path` the server logged, when its root has a
    /// `requests.log` (made before the server starts: it then logs every request there).
    public func requests(for path: String) throws -> Int {
        try String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains(path) }.count
    }

    /// Answers the requests held under `hold-until/NAME/…`, and from now on those asked at once.
    public func release(_ name: String) throws {
        guard FileManager.default.createFile(atPath: root.appendingPathComponent(name).path, contents: nil) else {
            throw ServerError.cannotRelease(name)
        }
    }

    enum ServerError: Error {
        case noPort
        case cannotRelease(String)
    }
}
