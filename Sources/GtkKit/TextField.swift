import CGtk

/// A one-line text field (GtkEntry): what a person types, reported as it changes, and Enter.
@MainActor
public final class TextField: Widget {
    /// An empty field showing `placeholder` while empty, named by `accessibleLabel` for
    /// assistive technologies.
    public init(placeholder: String = "", accessibleLabel label: String) {
        super.init(adopting: raw(gtk_entry_new())!)
        gtk_entry_set_placeholder_text(cast(pointer), placeholder)
        accessibleLabel = label
    }

    /// The text in the field.
    public var text: String {
        get { String(cString: gtk_editable_get_text(cast(pointer))) }
        set { gtk_editable_set_text(cast(pointer), newValue) }
    }

    /// Whether Enter in the field activates the window's default response or widget.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(cast(pointer)) != 0 }
        set { gtk_entry_set_activates_default(cast(pointer), gboolean(newValue)) }
    }

    /// Calls `handler` after each change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping () -> Void) -> LifelongConnection { connect(Signal<() -> Void>("changed"), handler) }
}
