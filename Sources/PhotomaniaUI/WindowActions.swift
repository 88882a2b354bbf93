import GtkKit
import Localization

/// The window's actions (`WindowAction`): installed with their keys, and what each does.
extension MainWindowController {
    /// Adds the window's actions, with their accelerators: window-wide through the application,
    /// the photo's own (Left, Right, Ctrl+C) on the photo, mirrored right to left.
    func addActions(to application: Application) {
        for action in WindowAction.allCases {
            let gAction = GtkKit.Action(name: action.rawValue) { [weak self] in self?.perform(action) }
            actions[action] = gAction
            window.addAction(gAction)
            if action.isPhotoKey {
                for key in action.accelerators {
                    detail.view.addShortcut(key, global: false) { [weak self] in
                        guard let self else { return false }
                        let meant = action.mirrored(rightToLeft: detail.view.isRightToLeft)
                        if actions[meant]?.isEnabled == true { perform(meant) }
                        // Past either end the arrow stays the photo's: it does not move the focus away.
                        return action != .copyImage || actions[meant]?.isEnabled == true
                    }
                }
            } else {
                application.setAccelerators(action.accelerators, for: action.detailedName)
            }
        }
    }

    /// Does what `action` names, as its button or shortcut asks.
    public func perform(_ action: WindowAction) {
        // In full screen the columns and their bars are hidden: nothing opens in them.
        if fullscreen.isActive, [.toggleSidebar, .find, .showImageURL, .showRecents].contains(action) { return }
        switch action {
        case .refresh: reload()
        case .toggleSidebar: split.toggleDisplayMode()
        case .showImageURL: if header.imageURLButton.isVisible { navigate(\.imageURL, ()) }
        case .showRecents: navigate(\.recents, ())
        case .find: beginSearch()
        case .fullscreen: if fullscreen.isActive || isShowingPhoto { fullscreen.toggle() }
        case .previousPhoto: step(-1)
        case .nextPhoto: step(1)
        case .saveAs: saveAs()
        case .slideshow: slideshow.toggle()
        case .copyImage: detail.copyImage { [weak self] problem in
            if let problem { self?.say(problem) } else { self?.toasts.show(tr("Image copied")) }
        }
        case .preferences: navigate(\.preferences, ())
        case .shortcuts: showShortcuts()
        case .about: showAbout()
        case .close: close()
        }
    }

    /// Enables or disables `action` and the buttons bound to it.
    func enable(_ action: WindowAction, _ enabled: Bool) { actions[action]?.isEnabled = enabled }

    /// Ctrl+F: the search of the photos column when it has the keyboard focus, else the master's.
    private func beginSearch() {
        let inPhotos = split.supplementary.map { $0.view.hasFocusWithin } ?? false
        if !(inPhotos && header.photosSearch.begin()) { header.masterSearch.begin() }
    }

    /// Opens the keyboard shortcuts window over this one.
    private func showShortcuts() {
        let shortcuts = ShortcutsWindow(groups: KeyboardShortcuts.groups)
        shortcuts.onUnmapped { [weak self] in self?.shortcuts = nil }
        self.shortcuts = shortcuts
        shortcuts.present(over: window)
    }

    /// Opens the About window over this one.
    private func showAbout() {
        let about = AboutWindow(AppInfo.about, transientFor: window)
        about.onUnmapped { [weak self] in self?.about = nil }
        self.about = about
        about.present()
    }
}
