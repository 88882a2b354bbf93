import BenchmarkSupport
import Foundation

/// A feed of distinct photos on disk for the window benchmarks: solid JPEGs of one colour
/// each, by one photographer ("Walker"), each its own thumbnail and large image.
public enum BenchmarkFeed {
    /// Writes `count` JPEGs of `width` × `height` into `folder` and a feed listing them,
    /// `perDay` photos taken a day (newest first); returns the feed.
    public static func write(_ count: Int, width: Int32, height: Int32, perDay: Int = 1, in folder: URL) throws -> URL {
        var entries: [[String: Any]] = []
        for index in 0..<count {
            let file = folder.appendingPathComponent("\(index).jpg")
            try writeSolidJPEG(UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xFF, width: width, height: height, to: file)
            let day = index / perDay
            let taken = String(
                format: "%04d-%02d-%02d 12:%02d:%02d", 2026 - day / 336, 12 - day / 28 % 12, 28 - day % 28,
                index % perDay / 60, index % perDay % 60)
            entries.append([
                "id": "\(70_000_000 + index)", "owner": "walker@N01", "ownername": "Walker", "title": "Photo \(index)",
                "description": ["_content": ""], "url_l": file.absoluteString, "width_l": width, "height_l": height,
                "url_s": file.absoluteString, "datetaken": taken
            ])
        }
        let feed = folder.appendingPathComponent("feed.json")
        let page: [String: Any] = ["page": 1, "pages": 1, "perpage": count, "total": count, "photo": entries]
        try JSONSerialization.data(withJSONObject: ["photos": page, "stat": "ok"]).write(to: feed)
        return feed
    }
}
