import CGtk

/// The keyboard shortcuts window (GtkShortcutsWindow, Ctrl+?), built from a table of groups so
/// it lists exactly what the app installs. GTK 4.8 fills it only through GtkBuilder, so the
/// table is written out as its XML.
@MainActor
public final class ShortcutsWindow: Widget {
    /// One line: what it does and the accelerators that do it (GTK's syntax, "<Control>r").
    public struct Shortcut: Equatable, Sendable {
        /// What the shortcut does.
        public let title: String
        /// The accelerators that do it, any of them.
        public let accelerators: [String]

        /// A line saying that `accelerators` do `title`.
        public init(_ title: String, accelerators: [String]) {
            self.title = title
            self.accelerators = accelerators
        }
    }

    /// A titled group of lines.
    public struct Group: Equatable, Sendable {
        /// The group's heading.
        public let title: String
        /// The group's lines, in order.
        public let shortcuts: [Shortcut]

        /// A group of `shortcuts` under `title`.
        public init(_ title: String, _ shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// The groups the window lists, in order.
    public let groups: [Group]

    /// A modal shortcuts window listing `groups`, hidden until `present(over:)`.
    public init(groups: [Group]) {
        self.groups = groups
        let builder = gtk_builder_new_from_string(ShortcutsWindow.xml(groups), -1)!
        defer { g_object_unref(raw(builder)) }
        super.init(adopting: raw(gtk_builder_get_object(builder, "shortcuts"))!)
    }

    /// Shows the window over `parent`.
    public func present(over parent: Window) {
        gtk_window_set_transient_for(cast(pointer), cast(parent.pointer))
        gtk_window_present(cast(pointer))
    }

    /// The interface description of a window listing `groups`.
    nonisolated static func xml(_ groups: [Group]) -> String {
        func escaped(_ text: String) -> String { takeString(g_markup_escape_text(text, -1)) ?? "" }
        let body = groups.map { group in
            let lines = group.shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">\
                <property name="title">\(escaped(shortcut.title))</property>\
                <property name="accelerator">\(escaped(shortcut.accelerators.joined(separator: " ")))</property>\
                </object></child>
                """
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>\(lines)</object></child>"
        }.joined()
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>\
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
            \(body)</object></child></object></interface>
            """
    }
}
