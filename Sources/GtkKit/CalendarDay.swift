import CGtk

/// A day of the calendar as GLib writes it in the user's language (`g_date_time_format`: the
/// C library's month names for the locale, as the rest of the desktop has them).
public enum CalendarDay {
    /// The day `year`-`month`-`day` written as `format` says (`%B %-d, %Y`), or nil when it is
    /// no day of the calendar.
    public static func format(year: Int, month: Int, day: Int, as format: String) -> String? {
        guard let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 12, 0, 0) else { return nil }
        defer { g_date_time_unref(date) }
        return takeString(g_date_time_format(date, format))
    }
}
