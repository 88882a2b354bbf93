import CGtk

/// A question asked over a window (AdwMessageDialog): a heading, a body, what else it needs
/// under them (a text field), and the answers as buttons. It closes on any answer; Escape
/// answers `closeResponse`.
@MainActor
public final class MessageDialog {
    /// How an answer's button looks.
    public enum Appearance: Sendable {
        /// An ordinary button.
        case plain
        /// The answer most people want (Follow, Save): coloured as the one to choose.
        case suggested
        /// An answer that loses something (Delete): coloured as a warning.
        case destructive
    }

    /// The dialog's window.
    public let window: Window

    /// A dialog over `parent` (modal to it), asking `heading`, explained by `body`.
    public init(over parent: Window?, heading: String, body: String = "") {
        window = Window(adopting: raw(adw_message_dialog_new(parent.map { cast($0.pointer) }, heading, body.isEmpty ? nil : body))!)
    }

    /// Adds an answer `id`, its button labelled `label` (with a mnemonic, `_Follow`).
    public func addResponse(_ id: String, label: String, appearance: Appearance = .plain) {
        adw_message_dialog_add_response(cast(window.pointer), id, label)
        let look: AdwResponseAppearance =
            switch appearance {
            case .plain: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        adw_message_dialog_set_response_appearance(cast(window.pointer), id, look)
    }

    /// Enables or disables the answer `id` (a disabled one cannot be chosen, by click or Enter).
    public func setResponse(_ id: String, enabled: Bool) {
        adw_message_dialog_set_response_enabled(cast(window.pointer), id, gboolean(enabled))
    }

    /// Whether the answer `id` can be chosen now.
    public func isResponseEnabled(_ id: String) -> Bool {
        adw_message_dialog_get_response_enabled(cast(window.pointer), id) != 0
    }

    /// The answer Enter gives (in a text field too, when it activates the default).
    public var defaultResponse: String? {
        get { string(adw_message_dialog_get_default_response(cast(window.pointer))) }
        set { adw_message_dialog_set_default_response(cast(window.pointer), newValue) }
    }

    /// The answer Escape, or closing the dialog, gives.
    public var closeResponse: String {
        get { string(adw_message_dialog_get_close_response(cast(window.pointer))) ?? "close" }
        set { adw_message_dialog_set_close_response(cast(window.pointer), newValue) }
    }

    /// What stands under the body (a text field, a note).
    public func setExtraChild(_ child: Widget) { adw_message_dialog_set_extra_child(cast(window.pointer), child.widget) }

    /// Calls `handler` with the answer chosen, as the dialog closes.
    @discardableResult
    public func onResponse(_ handler: @escaping (String) -> Void) -> LifelongConnection {
        window.connect(Signal<(UnsafeMutableRawPointer?) -> Void>("response")) { id in
            handler(id.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
    }

    /// Shows the dialog.
    public func present() { window.present() }
}
