import Foundation

/// What a PDF file holds, read by poppler's tools (poppler-utils): its text, its pages' sizes
/// and its images, for tests of what is printed.
public struct PDFContents {
    /// The text of every page, as poppler lays it out.
    public let text: String
    /// Each page's width and height in points.
    public let pageSizes: [(width: Double, height: Double)]
    /// Each image's width and height in pixels.
    public let imageSizes: [(width: Int, height: Int)]

    public init(reading file: URL) throws {
        text = try Self.run("pdftotext", [file.path, "-"])
        pageSizes = try Self.run("pdfinfo", ["-l", "1000", file.path]).split(separator: "\n")
            .filter { $0.hasPrefix("Page") && $0.contains("size:") }
            .compactMap { line in
                let numbers = line.split(separator: " ").compactMap { Double($0) }
                return numbers.count >= 3 ? (numbers[1], numbers[2]) : nil // page number, width, height
            }
        // "page num type width height …", after two header lines.
        imageSizes = try Self.run("pdfimages", ["-list", file.path]).split(separator: "\n").dropFirst(2).compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 4, fields[2] == "image", let width = Int(fields[3]), let height = Int(fields[4]) else { return nil }
            return (width, height)
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
