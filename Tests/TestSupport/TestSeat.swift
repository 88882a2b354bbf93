import Foundation

/// The test seat of a headless weston (Tests/Wayland/test-seat.c): the pointer and keyboard a
/// test drives on Wayland, where no client may move another's pointer. One request a
/// connection, one line each way.
public struct TestSeat: Sendable {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    let path: String

    /// The seat of the Wayland display the tests run on, or nil on X11.
    public static var wayland: TestSeat? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] == nil, let path = environment["PHOTOMANIA_TEST_SEAT"] else { return nil }
        return TestSeat(path: path)
    }

    /// Sends `request` and returns the compositor's "ok …" answer; throws its refusal.
    @discardableResult
    public func ask(_ request: String) throws -> String {
        let connection = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard connection >= 0 else { throw Refusal(description: "no socket") }
        defer { close(connection) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: path.utf8.prefix(buffer.count - 1))
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw Refusal(description: "the test seat is not listening on \(path)") }
        let line = Array((request + "\n").utf8)
        guard write(connection, line, line.count) == line.count else { throw Refusal(description: "could not send \(request)") }
        var reply = [UInt8]()
        var byte: UInt8 = 0
        while read(connection, &byte, 1) == 1, byte != UInt8(ascii: "\n") { reply.append(byte) }
        let answer = String(decoding: reply, as: UTF8.self)
        guard answer.hasPrefix("ok") else { throw Refusal(description: answer.isEmpty ? "no answer to \(request)" : answer) }
        return answer
    }
}
