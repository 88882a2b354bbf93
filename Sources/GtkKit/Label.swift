import CGtk

/// Text on screen (GtkLabel).
public final class Label: Widget {
    /// A label showing `text`, with the CSS class `style` ("heading", "dim-label") if given.
    public init(_ text: String = "", style: String? = nil) {
        super.init(adopting: raw(gtk_label_new(text.withVisibleControlCharacters))!)
        if let style { addCSSClass(style) }
    }

    /// A heading of `level` (1 the highest) for assistive technologies, such as a list's
    /// section title, styled as `style`.
    public init(heading text: String = "", level: Int = 2, style: String? = "heading") {
        super.init(adopting: raw(pm_heading_label_new(Int32(level)))!)
        self.text = text
        if let style { addCSSClass(style) }
    }

    /// The text shown; control characters in it show, and read back, as their visible symbols
    /// (`withVisibleControlCharacters`).
    public var text: String {
        get { string(gtk_label_get_text(cast(pointer))) ?? "" }
        set { gtk_label_set_text(cast(pointer), newValue.withVisibleControlCharacters) }
    }

    /// Whether the text can be selected, with the pointer or the keyboard, and copied.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(cast(pointer)) != 0 }
        set { gtk_label_set_selectable(cast(pointer), gboolean(newValue)) }
    }

    /// Wraps long text at character boundaries (URLs have few spaces).
    public func wrap(maxWidthChars: Int32) {
        gtk_label_set_wrap(cast(pointer), gboolean(true))
        gtk_label_set_wrap_mode(cast(pointer), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(cast(pointer), maxWidthChars)
    }

    /// One line, cut with an ellipsis at the end, aligned to the start.
    public func ellipsizeEnd() {
        gtk_label_set_ellipsize(cast(pointer), PANGO_ELLIPSIZE_END)
        alignStart()
    }

    /// Puts the text at the start of the label's room (the right, right to left).
    public func alignStart() { gtk_label_set_xalign(cast(pointer), 0) }

    /// The widest the label asks to be, in characters (-1: as wide as its text).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(cast(pointer))) }
        set { gtk_label_set_max_width_chars(cast(pointer), Int32(newValue)) }
    }

    /// The narrowest the label may be, in characters (-1: as its text says).
    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(cast(pointer))) }
        set { gtk_label_set_width_chars(cast(pointer), Int32(newValue)) }
    }

}
