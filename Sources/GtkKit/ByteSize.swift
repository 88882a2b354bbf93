import CGtk

/// A number of bytes as people read it ("12.3 MB"), in the user's language (GLib's units and
/// decimal separator).
public enum ByteSize {
    /// `bytes` as text ("12.3 MB", in powers of 1000); a negative count reads as zero.
    public static func text(_ bytes: Int) -> String { takeString(g_format_size(guint64(max(bytes, 0)))) ?? "" }
}
