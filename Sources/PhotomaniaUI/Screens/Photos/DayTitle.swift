import GtkKit
import Localization

/// A day as a header says it, in the user's language and order ("November 30, 2026",
/// "30 ноября 2026"), through GLib's calendar names.
enum DayTitle {
    /// `day` ("2026-11-30"); the day as given when it is not a date.
    static func of(_ day: String) -> String {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return day }
        return of(year: parts[0], month: parts[1], day: parts[2]) ?? day
    }

    /// The day as a list's header names it (and the details panel its dates); nil for a day
    /// that does not exist.
    static func of(year: Int, month: Int, day: Int) -> String? {
        // Translators: how a list's header names a day, in g_date_time_format's terms (%B the
        // month's name as it reads before a day, %-d the day, %Y the year): "%-d %B %Y" for 30 November 2026.
        CalendarDay.format(year: year, month: month, day: day, as: tr("%B %-d, %Y"))
    }
}
