import CGtk
import Foundation
import Localization

/// "Open With": the applications that open a file's type, in GTK 4.8's own chooser
/// (GtkAppChooserDialog, modal over a window, the desktop's default first); the one chosen is
/// started on the file.
@MainActor
public final class AppChooser: Object {
    /// What became of the choice.
    public enum Outcome: Equatable, Sendable {
        /// Started on the file: the application's name.
        case opened(String)
        /// Closed with no application started: cancelled, or none chosen.
        case cancelled
        /// It could not be started, saying why.
        case failed(String)
    }

    private let file: URL
    private var completion: (@MainActor (Outcome) -> Void)?

    /// Offers the applications for `file`, under `heading` ("Open “Lake” with").
    public init(file: URL, heading: String, over parent: Window) {
        self.file = file
        let location = g_file_new_for_path(file.path)
        defer { g_object_unref(raw(location)) }
        let flags = GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        super.init(adopting: raw(gtk_app_chooser_dialog_new(cast(parent.pointer), flags, location))!)
        gtk_app_chooser_dialog_set_heading(cast(pointer), heading)
        connect(Signal<(UInt32) -> Void>("response")) { [weak self] response in
            guard let self else { return }
            finish(Int32(bitPattern: response) == GTK_RESPONSE_OK.rawValue ? launchChosen() : .cancelled)
        }
    }

    /// Shows the chooser; `completion` gets what became of the choice.
    public func show(_ completion: @escaping @MainActor (Outcome) -> Void) {
        self.completion = completion
        gtk_window_present(cast(pointer))
    }

    /// Closes the chooser as Cancel would (its window is closing).
    public func cancel() { finish(.cancelled) }

    /// Starts the application chosen on the file.
    private func launchChosen() -> Outcome {
        guard let application = gtk_app_chooser_get_app_info(cast(pointer)) else { return .cancelled }
        defer { g_object_unref(raw(application)) }
        let location = g_file_new_for_path(file.path)
        let files = g_list_append(nil, raw(location))
        defer {
            g_list_free(files)
            g_object_unref(raw(location))
        }
        let context = gdk_display_get_app_launch_context(gtk_widget_get_display(cast(pointer)))
        defer { g_object_unref(raw(context)) }
        var error: UnsafeMutablePointer<GError>?
        let name = String(cString: g_app_info_get_name(application))
        guard g_app_info_launch(application, files, cast(raw(context)), &error) != 0 else {
            // Translators: why an application could not be started, when the system gave no reason.
            return .failed(GLibError(consuming: error, fallback: tr("it did not start")).description)
        }
        return .opened(name)
    }

    private func finish(_ outcome: Outcome) {
        guard let completion else { return }
        self.completion = nil
        gtk_window_destroy(cast(pointer))
        completion(outcome)
    }
}
