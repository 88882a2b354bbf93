extension String {
    /// The text as GTK can show it whole: a C0 control character (other than a line break or
    /// tab) and DEL become their visible Control Pictures (U+2400…), so a NUL no longer ends
    /// the text early and nothing the feed sent disappears.
    public var withVisibleControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isHidden) else { return self }
        var visible = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            guard Self.isHidden(scalar) else {
                visible.append(scalar)
                continue
            }
            visible.append(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
        }
        return String(visible)
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F
    }
}
