import CGtk
import Localization

/// A day as a header says it, in the user's language and order ("November 30, 2026",
/// "30 ноября 2026"), through GLib's calendar names.
enum DayTitle {
    /// `day` ("2026-11-30"); the day as given when it is not a date.
    static func of(_ day: String) -> String {
        let parts = day.split(separator: "-").compactMap { Int32($0) }
        guard parts.count == 3, let date = g_date_time_new_local(parts[0], parts[1], parts[2], 12, 0, 0) else { return day }
        defer { g_date_time_unref(date) }
        // Translators: how a list's header names a day, in g_date_time_format's terms (%B the
        // month's name as it reads before a day, %-d the day, %Y the year): "%-d %B %Y" for 30 November 2026.
        guard let text = g_date_time_format(date, tr("%B %-d, %Y")) else { return day }
        defer { g_free(text) }
        return String(cString: text)
    }
}
