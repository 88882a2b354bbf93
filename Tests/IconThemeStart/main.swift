// Test helper: starts a GtkKit application the way Photomania starts, with the folder given
// (holding icons/hicolor/…) put first among the system's data directories, and shows a window
// drawing the icon named. Prints the file GTK drew the icon from ("icon PATH") and how many
// times the display's icon theme changed after the application's startup ("changed N": a
// theme loaded and thrown away, to be loaded again on the main thread), then quits. The
// process is the test: the data directories are read once per process.
//
//   icon-theme-start DATA-DIRECTORY ICON-NAME
import CGtk
import Foundation
import GtkKit

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: icon-theme-start DATA-DIRECTORY ICON-NAME\n".utf8))
    exit(2)
}
let (folder, iconName) = (arguments[1], arguments[2])
print("listed \(SystemDataDirectories.prepend(folder))")

nonisolated(unsafe) var changes = 0
let counted: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in changes += 1 }
let started: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
    // After the application's own startup (libadwaita's included), which made the theme.
    let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
    g_signal_connect_data(UnsafeMutableRawPointer(theme), "changed", unsafeBitCast(counted, to: GCallback.self), nil, nil, GConnectFlags(0))
}

MainActor.assumeIsolated {
    let application = Application(id: "io.github.photomania.IconThemeStart", flags: .nonUnique)
    g_signal_connect_data(application.pointer, "startup", unsafeBitCast(started, to: GCallback.self), nil, nil, GConnectFlags(0))
    application.onActivate {
        let window = UnsafeMutableRawPointer(gtk_application_window_new(application.application)!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_child(window, gtk_image_new_from_icon_name(iconName))
        gtk_window_present(window)
        print("icon \(IconTheme.file(named: iconName, size: 16) ?? "none")")
        // After every idle GTK queued at a higher priority, the theme's "changed" among them.
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { window in
                print("changed \(changes)")
                gtk_window_destroy(window?.assumingMemoryBound(to: GtkWindow.self))
                return 0
            }, window, nil)
    }
    exit(application.run(arguments: [arguments[0]]))
}
