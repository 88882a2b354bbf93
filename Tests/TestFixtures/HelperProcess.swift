import Foundation

/// A helper executable of this package (`Tests/StoreWriter`, `Tests/OffMainCallback`), started
/// as its own process: what a test cannot survive in its own, a crash or a kill -9, it watches
/// from outside.
public final class HelperProcess {
    public let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// `name` is the product, which `swift build --build-tests` puts beside the test bundle.
    public init(_ name: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name)
        process.arguments = arguments
        // A crash is what some tests expect: no backtrace to symbolicate (it takes seconds).
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// What the helper has written to its standard output since the last read, or nothing
    /// once it has closed it.
    public func availableOutput() -> String {
        String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }

    /// Waits for the helper to end; its whole output and error output, read to the end.
    public func finish() -> (output: String, errors: String) {
        let text = (
            String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
        process.waitUntilExit()
        return text
    }
}
