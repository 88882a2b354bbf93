import CGtk

/// A search field that slides down under a header bar (GtkSearchBar with a GtkSearchEntry):
/// shown by Ctrl+F or by typing in the widget it captures keys from; Escape empties and
/// hides it. The text is reported as typed, a moment after the last key (GTK's search delay),
/// and at once when emptied.
public final class SearchBar: Widget {
    /// The search field itself (GtkSearchEntry).
    public let entry: Widget
    private var changeHandlers: [(String) -> Void] = []

    /// A hidden search bar whose field shows `placeholder` while empty and is named by
    /// `accessibleLabel` for assistive technologies.
    public init(placeholder: String, accessibleLabel label: String) {
        entry = Widget(adopting: raw(gtk_search_entry_new())!)
        super.init(adopting: raw(gtk_search_bar_new())!)
        pm_object_set_string(entry.pointer, "placeholder-text", placeholder) // its setter is GTK 4.10's
        entry.accessibleLabel = label
        entry.horizontallyExpands = true
        let clamp = adw_clamp_new()
        adw_clamp_set_maximum_size(cast(clamp), 400)
        adw_clamp_set_child(cast(clamp), entry.widget)
        gtk_search_bar_set_child(cast(pointer), cast(clamp))
        gtk_search_bar_connect_entry(cast(pointer), cast(entry.pointer))
        entry.connect(Signal<() -> Void>("search-changed")) { [weak self] in
            guard let self else { return }
            let text = self.text
            changeHandlers.forEach { $0(text) }
        }
        // The field takes the focus as the bar opens, but is off screen (unmapped) until the
        // slide's first frame, and GTK drops keys for it meanwhile: a quick typist's first
        // letters after Ctrl+F, or after the one that opened the bar. The bar takes them.
        addController(
            gtk_event_controller_key_new(), phase: GTK_PHASE_CAPTURE,
            [
                "key-pressed": (
                    keyPressedTrampoline,
                    { [weak self] keyval, state in
                        guard let self, !entry.isMapped else { return false }
                        return startSearch(typing: keyval, state)
                    }
                )
            ])
    }

    /// Whether the field is shown; hiding it empties it.
    public var isSearchMode: Bool {
        get { gtk_search_bar_get_search_mode(cast(pointer)) != 0 }
        set { gtk_search_bar_set_search_mode(cast(pointer), gboolean(newValue)) }
    }

    /// How long after the last key the text is reported: GTK's 150 ms unless set, so a
    /// filter too slow to keep up with typing runs once for a word typed quickly; zero
    /// reports every keystroke, for a filter that keeps up.
    public var searchDelay: Duration {
        get { .milliseconds(gtk_search_entry_get_search_delay(cast(entry.pointer))) }
        set {
            let (seconds, attoseconds) = newValue.components
            gtk_search_entry_set_search_delay(cast(entry.pointer), guint(max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)))
        }
    }

    /// The text in the field.
    public var text: String {
        get { string(gtk_editable_get_text(cast(entry.pointer))) ?? "" }
        set { if newValue != text { gtk_editable_set_text(cast(entry.pointer), newValue) } }
    }

    /// Calls `handler` with the text once typing pauses, and when the field is emptied.
    public func onSearchChanged(_ handler: @escaping (String) -> Void) { changeHandlers.append(handler) }

    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping () -> Void) -> LifelongConnection { entry.connect(.activate, handler) }

    /// Typing a character while the focus is in `widget` (a list) shows the field with it;
    /// Read from the key itself rather than forwarded as GtkSearchBar's key capture does: on
    /// Wayland a field without the focus takes no text from the input method.
    /// Escape there closes an open search before it goes back.
    public func captureKeys(from widget: Widget) {
        widget.addShortcut("Escape", global: false) { [weak self] in
            guard let self, isSearchMode else { return false }
            isSearchMode = false
            return true
        }
        widget.addController(
            gtk_event_controller_key_new(), phase: GTK_PHASE_BUBBLE,
            [
                "key-pressed": (
                    keyPressedTrampoline,
                    { [weak self] keyval, state in
                        self?.startSearch(typing: keyval, state) ?? false
                    }
                )
            ])
    }

    /// Opens the field with the character `keyval` stands for added to its text; false for a
    /// key that types none (arrows, Space, which activates, shortcuts with Ctrl or Alt).
    private func startSearch(typing keyval: UInt32, _ state: GdkModifierType) -> Bool {
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        let character = gdk_keyval_to_unicode(keyval)
        guard isVisible, state.rawValue & modifiers == 0, character > 0x20, character != 0x7F,
            let scalar = Unicode.Scalar(character)
        else { return false }
        // Keys typed before the focus reaches the field (it is still sliding in) come here too.
        text = (isSearchMode ? text : "") + String(Character(scalar))
        focus()
        gtk_editable_set_position(cast(entry.pointer), -1)
        return true
    }

    /// Shows the field and puts the keyboard focus in it, the text selected.
    public func focus() {
        isSearchMode = true
        entry.grabFocus()
    }
}
