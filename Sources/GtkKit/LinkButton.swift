import CGtk

/// A link that opens its address in the user's browser or the application for it
/// (GtkLinkButton, through the desktop's URI launcher), read as a link by screen readers.
public final class LinkButton: Widget {
    /// A link reading `label` that opens `uri`.
    public init(label: String, uri: String) {
        super.init(adopting: raw(gtk_link_button_new_with_label(uri, label))!)
    }

    /// The address it opens.
    public var uri: String { string(gtk_link_button_get_uri(cast(pointer))) ?? "" }
}
