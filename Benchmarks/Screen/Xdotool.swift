import Foundation

/// Runs xdotool with `arguments` and waits for it; what it printed. Throws when it fails.
@discardableResult
public func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError("xdotool \(arguments.joined(separator: " ")) failed") }
    return String(decoding: printed, as: UTF8.self)
}
