// Test helper: starts a GtkKit application the way Photomania starts, with the folder given
// (holding icons/hicolor/…) put first among the system's data directories, and shows a window
// drawing the icon named. Prints the file GTK drew the icon from ("icon PATH"), the icon
// theme's resource paths ("resources P:Q") and how many times the folder's icons are in its
// search path ("searched N"), then quits. A path added to the theme after GTK began loading it
// on a thread at startup throws that load away, to be loaded again on the main thread; the
// data directories are read once per process, so the process is the test.
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

MainActor.assumeIsolated {
    let application = Application(id: "io.github.photomania.IconThemeStart", flags: .nonUnique)
    application.onActivate {
        let window = UnsafeMutableRawPointer(gtk_application_window_new(application.application)!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_child(window, gtk_image_new_from_icon_name(iconName))
        gtk_window_present(window)
        print("icon \(IconTheme.file(named: iconName, size: 16) ?? "none")")
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        print("resources " + strings(gtk_icon_theme_get_resource_path(theme)).joined(separator: ":"))
        print("searched \(strings(gtk_icon_theme_get_search_path(theme)).filter { $0 == folder + "/icons" }.count)")
        gtk_window_destroy(window)
    }
    exit(application.run(arguments: [arguments[0]]))
}

/// The strings of a NULL-terminated array GTK hands over, freed.
func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    defer { g_strfreev(array) }
    var result: [String] = []
    var index = 0
    while let string = array?[index] {
        result.append(String(cString: string))
        index += 1
    }
    return result
}
