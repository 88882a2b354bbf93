import Foundation

/// Reads HTTP's `Retry-After` (RFC 9110 §10.2.3): a number of seconds, or the date after which
/// to ask again, in the IMF-fixdate form or the two obsolete forms servers still send.
public enum RetryAfter {
    /// The seconds from `now` that `value` asks to wait (0 for a date gone by), or nil when it
    /// is neither a number nor a date.
    public static func seconds(in value: String, now: Date = Date()) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) { return Double(text) }
        // asctime pads a one-digit day with a space: "Sun Nov  6 08:49:37 1994".
        let spaced = text.split(separator: " ").joined(separator: " ")
        guard let date = patterns.lazy.compactMap({ formatter($0).date(from: spaced) }).first else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// IMF-fixdate, RFC 850 and asctime.
    private static let patterns = ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"]

    /// A formatter of `pattern` in English and GMT whatever the locale; made for each use, as
    /// transfers read their answers on their own thread (and a 429 is rare).
    private static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = pattern
        return formatter
    }
}
