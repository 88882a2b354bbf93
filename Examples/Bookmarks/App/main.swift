// Bookmarks: a list of bookmarks beside a form that edits the chosen one; the list diffs itself
// as bookmarks are added, renamed and deleted, in every window at once. A link
// (`bookmarks://bookmark/2`) opens a bookmark's form. Built only from the toolkit's public API.
import BookmarksKit
import Foundation
import GtkKit

let application = Application(id: "io.github.photomania.Bookmarks", flags: .handlesOpen)
let library = BookmarkLibrary()
var windows: [BookmarksWindow] = []

/// A new window over the one library: Ctrl+Shift+N, or the app's activation.
@MainActor func newWindow() -> BookmarksWindow {
    let window = BookmarksWindow(application: application, library: library)
    window.window.addShortcut("<Control><Shift>n") {
        _ = newWindow()
        return true
    }
    windows.append(window)
    window.window.present()
    return window
}

application.onActivate { _ = windows.first.map { $0.window.present() } ?? newWindow().window.present() }
application.onOpen { links in
    let window = windows.first ?? newWindow()
    links.forEach { window.open(link: $0) }
}
exit(application.run(arguments: CommandLine.arguments))
