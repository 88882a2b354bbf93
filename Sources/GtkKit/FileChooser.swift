import CGtk
import Foundation

/// The desktop's file chooser (GtkFileChooserNative: the file chooser portal's in a sandbox,
/// GTK's own dialog elsewhere, as GTK 4.8 decides), modal over a window: a Save dialog
/// proposing a name in a folder, or a dialog choosing a folder.
@MainActor
public final class FileChooser: Object {
    private var completion: (@MainActor (URL?) -> Void)?

    /// A Save dialog: `title` heads it, `accept` labels its button ("_Save"); `name` is
    /// proposed in `folder` (nil: the chooser's own choice).
    public convenience init(title: String, accept: String, over parent: Window, name: String, folder: URL?) {
        self.init(title: title, accept: accept, over: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, folder: folder)
        gtk_file_chooser_set_current_name(cast(pointer), name)
    }

    /// A dialog choosing a folder, opened in `folder` (nil: the chooser's own choice).
    public convenience init(title: String, accept: String, over parent: Window, choosingFolderIn folder: URL?) {
        self.init(title: title, accept: accept, over: parent, action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, folder: folder)
    }

    private init(title: String, accept: String, over parent: Window, action: GtkFileChooserAction, folder: URL?) {
        super.init(owning: raw(gtk_file_chooser_native_new(title, cast(parent.pointer), action, accept, nil))!)
        gtk_native_dialog_set_modal(cast(pointer), gboolean(true))
        if let folder {
            let file = g_file_new_for_path(folder.path)
            _ = gtk_file_chooser_set_current_folder(cast(pointer), file, nil)
            g_object_unref(raw(file))
        }
        connect(Signal<(UInt32) -> Void>("response")) { [weak self] response in
            guard let self else { return }
            finish(Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue ? chosenFile : nil)
        }
    }

    /// Shows the dialog; `completion` gets the file or folder chosen, or nil when it was cancelled.
    public func show(_ completion: @escaping @MainActor (URL?) -> Void) {
        self.completion = completion
        gtk_native_dialog_show(cast(pointer))
    }

    /// Closes the dialog as Cancel would (its window is closing).
    public func cancel() { finish(nil) }

    /// The name proposed, as the dialog holds it, which the package's tests read.
    package var proposedName: String? {
        guard let name = gtk_file_chooser_get_current_name(cast(pointer)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    private var chosenFile: URL? {
        guard let file = gtk_file_chooser_get_file(cast(pointer)) else { return nil }
        defer { g_object_unref(raw(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }

    private func finish(_ file: URL?) {
        gtk_native_dialog_hide(cast(pointer))
        let completion = self.completion
        self.completion = nil
        completion?(file)
    }

    /// The user's Pictures folder, where photos are saved unless they choose another.
    public static var picturesFolder: URL? {
        g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { URL(fileURLWithPath: String(cString: $0)) }
    }
}
